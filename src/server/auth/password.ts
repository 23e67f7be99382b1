import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which verbatimModuleSyntax cannot read).
const ARGON2ID = 2;

export const MIN_PASSWORD_LENGTH = 10;
export const PIN_PATTERN = /^\d{6,}$/;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

// Verified against when the account does not exist, so a failure takes the same time either way.
let dummyHash: Promise<string> | undefined;

export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  dummyHash ??= hashSecret('no-such-account-placeholder');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, secret);
    return ok && storedHash != null;
  } catch {
    return false;
  }
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > 256) return 'The password must have at most 256 characters.';
  return null;
}
