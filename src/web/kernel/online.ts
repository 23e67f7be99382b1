// navigator.onLine as React state: the offline notices (part-unavailable.tsx) and the server-unavailable
// banner (server-unavailable-banner.tsx), which stays away while the browser knows it is offline.
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** navigator.onLine, following the browser's online and offline events (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
