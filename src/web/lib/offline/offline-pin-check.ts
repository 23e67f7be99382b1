// The PIN modal's check without a connection: the verifier kept with the offline data of this user.
import { pinMatches } from './offline-pin.ts';
import { offlineDb } from './offline-store.ts';

/** undefined: this tablet holds no verifier for the user (never prepared, or the PIN was never set). */
export async function checkPinOffline(userId: string, pin: string): Promise<boolean | undefined> {
  const kit = await (await offlineDb()).get('kit', 'kit');
  if (!kit || kit.userId !== userId || !kit.pin) return undefined;
  return pinMatches(pin, kit.pin);
}
