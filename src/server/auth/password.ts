import { hash, verify } from '@node-rs/argon2';

export { PIN_PATTERN, passwordProblem } from '../../domain/passwords.ts';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which verbatimModuleSyntax cannot read).
const ARGON2ID = 2;

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
