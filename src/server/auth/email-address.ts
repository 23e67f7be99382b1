/** The longest e-mail address a mail server takes (a 256-octet path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export class InvalidEmailError extends Error {
  override name = 'InvalidEmailError';
}

/**
 * The account an e-mail sign-in link is for, as Auth.js's own normaliser would give it (Unicode NFKC
 * first, so a look-alike of `@` cannot split the address; lower case; one `@`; no quotes; the domain
 * cut at a comma), but refusing what it would cut instead of cutting it. It is the e-mail provider's
 * `normalizeIdentifier`, and the link limit counts the same value: two spellings of one address are
 * one account to both.
 */
export function normaliseEmailIdentifier(value: string): string {
  const email = value.normalize('NFKC').trim().toLowerCase();
  const parts = email.split('@');
  const [local, domain] = parts;
  if (parts.length !== 2 || !local || !domain || email.includes('"') || email.includes(',')) {
    throw new InvalidEmailError('This is not a valid e-mail address.');
  }
  if (email.length > MAX_EMAIL_LENGTH) {
    throw new InvalidEmailError(`The e-mail address is too long: at most ${MAX_EMAIL_LENGTH} characters.`);
  }
  return email;
}
