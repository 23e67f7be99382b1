// The trade-fair PIN checked without a connection (docs/decisions/017-offline-trade-fair-tablet.md): the
// server handed the signed-in tablet a salted PBKDF2 verifier of the PIN, never the PIN; WebCrypto derives
// the same from what is typed and compares. Online, the server's own check decides instead.
import type { OfflinePinVerifier } from '../../../domain/offline-pin.ts';

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) out[index] = text.charCodeAt(index);
  return out;
}

/** Whether `pin` is the PIN the verifier was made from. */
export async function pinMatches(pin: string, verifier: OfflinePinVerifier): Promise<boolean> {
  const expected = bytes(verifier.hash);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const derived = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: bytes(verifier.salt), iterations: verifier.iterations },
      key,
      expected.length * 8,
    ),
  );
  // Every byte is compared, so the time taken tells nothing of where a wrong PIN differs.
  let difference = derived.length ^ expected.length;
  for (let index = 0; index < expected.length; index++)
    difference |= (derived[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
