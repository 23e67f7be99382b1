// Configuration codes (docs/product.md#codes): short, read aloud and typed by hand, so Crockford base32.

/** No I, L, O or U: they are easily confused (or spell words). */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CONFIGURATION_CODE_LENGTH = 8;

const VALID = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** 8 random symbols = 40 bits from the platform's secure random source (browser and Node alike). */
export function newConfigurationCode(): string {
  const bytes = new Uint8Array(CONFIGURATION_CODE_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let code = '';
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  for (const byte of bytes) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}

/** What a person typed → canonical form: upper case, no hyphens or spaces, I and L read as 1, O as 0. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** True when the input, once normalised, is a well-formed code. */
export function isValidCode(input: string): boolean {
  return VALID.test(normalizeCode(input));
}

/** Canonical code in two groups for display, e.g. "7K3M-QX9P". */
export function formatCode(code: string): string {
  const normalized = normalizeCode(code);
  return `${normalized.slice(0, 4)}-${normalized.slice(4)}`;
}
