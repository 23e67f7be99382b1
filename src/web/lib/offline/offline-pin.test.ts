import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OfflinePinVerifier } from '../../../domain/offline-pin.ts';
import { pinMatches } from './offline-pin.ts';

/** A verifier as the server makes one (PBKDF2-HMAC-SHA-256), with few iterations to keep the test quick. */
function verifier(pin: string, iterations = 1000): OfflinePinVerifier {
  const salt = randomBytes(16);
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: salt.toString('base64'),
    hash: pbkdf2Sync(pin, salt, iterations, 32, 'sha256').toString('base64'),
  };
}

describe('the PIN checked on the tablet', () => {
  it('matches the PIN the verifier was made from, and no other', async () => {
    const made = verifier('246810');
    expect(await pinMatches('246810', made)).toBe(true);
    expect(await pinMatches('246811', made)).toBe(false);
    expect(await pinMatches('', made)).toBe(false);
    expect(await pinMatches('2468100', made)).toBe(false);
  });

  it('uses the verifier’s own salt and iterations', async () => {
    const made = verifier('246810', 2000);
    expect(await pinMatches('246810', { ...made, iterations: 1000 })).toBe(false);
    expect(await pinMatches('246810', { ...made, salt: randomBytes(16).toString('base64') })).toBe(false);
  });
});
