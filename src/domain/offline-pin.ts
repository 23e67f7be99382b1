/**
 * The trade-fair PIN as a tablet checks it offline (docs/product.md#offline): the server stores the PIN
 * as argon2, which a browser cannot run, so it also keeps this PBKDF2 verifier, which WebCrypto can
 * check (`crypto.subtle.deriveBits` with PBKDF2 and SHA-256). Only the signed-in trade-fair user's own
 * device receives it, in the offline kit.
 */
export type OfflinePinVerifier = {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** 16 random bytes, base64 */
  salt: string;
  /** the 32-byte derived key, base64 */
  hash: string;
};

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023): slow enough to make a stolen verifier costly to guess. */
export const OFFLINE_PIN_ITERATIONS = 310_000;
export const OFFLINE_PIN_SALT_BYTES = 16;
export const OFFLINE_PIN_KEY_BYTES = 32;
