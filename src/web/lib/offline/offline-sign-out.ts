// A trade-fair user's sign-out (docs/decisions/017-offline-trade-fair-tablet.md): nothing made offline is
// lost without being asked, and nothing of the session stays on the tablet. What waits is sent first if
// the connection allows (offline-status.tsx sends it as soon as it can); what still waits is discarded
// only when the user confirms; then the caches, the tablet's database and the service worker go.
import { clearOfflineData } from './offline-kit.ts';
import { discardQueue, offlineQueue, readQueue, sendNow } from './offline-queue.ts';

/** Whether to go on with the sign-out. */
export async function leaveOffline(confirmDiscard: (waiting: number) => boolean): Promise<boolean> {
  // A sign-out needs the server, and says so when it cannot reach it: nothing here is touched then.
  if (!navigator.onLine) return true;
  await sendNow().catch(() => undefined);
  await readQueue().catch(() => undefined);
  const waiting = offlineQueue.get().waiting;
  if (waiting > 0) {
    if (!confirmDiscard(waiting)) return false;
    await discardQueue();
  }
  await clearOfflineData().catch(() => undefined);
  return true;
}
