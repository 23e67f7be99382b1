// The offline PIN verifier (domain/offline-pin.ts): PBKDF2-HMAC-SHA-256, which the browser checks with
// WebCrypto. node:crypto's asynchronous pbkdf2 runs in libuv's thread pool, so 310000 iterations never
// hold the request thread.
import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  OFFLINE_PIN_ITERATIONS,
  OFFLINE_PIN_KEY_BYTES,
  OFFLINE_PIN_SALT_BYTES,
  type OfflinePinVerifier,
} from '../../domain/offline-pin.ts';

const derive = promisify(pbkdf2);

/** A fresh verifier of the PIN, with a new random salt. */
export async function offlinePinVerifier(pin: string): Promise<OfflinePinVerifier> {
  const salt = randomBytes(OFFLINE_PIN_SALT_BYTES);
  const key = await derive(pin, salt, OFFLINE_PIN_ITERATIONS, OFFLINE_PIN_KEY_BYTES, 'sha256');
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations: OFFLINE_PIN_ITERATIONS,
    salt: salt.toString('base64'),
    hash: key.toString('base64'),
  };
}
