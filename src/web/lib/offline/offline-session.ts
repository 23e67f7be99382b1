// The little the pages need to know at once about a trade-fair tablet's offline use
// (docs/decisions/017-offline-trade-fair-tablet.md), in one small module (the machine page's first load
// carries it): whether this tablet holds the offline data of a user; sales mode unlocked on the tablet
// by the PIN checked offline; and the header that tells the service worker which models the page shows.

/** A value that components read with useSyncExternalStore: the offline part's three small stores. */
export type ValueStore<T> = {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
  set: (next: T) => void;
};

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

// --- A save's local reference on the tablet until its code comes (offline-queue.ts makes them).
export const LOCAL_REFERENCE_PREFIX = 'T-';

/** Whether `code` is a local reference rather than a server's code. */
export const isLocalReference = (code: string) => code.startsWith(LOCAL_REFERENCE_PREFIX);

// --- The offline data of a user, as last prepared (offline-kit.ts writes it; no IndexedDB to wait for).
const READY_KEY = 'meterline.offline.ready';

export type PreparedData = { userId: string; revision: string; dataDate: string };

export function preparedFor(userId: string | undefined): PreparedData | undefined {
  if (!userId || typeof localStorage === 'undefined') return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(READY_KEY) ?? 'null') as PreparedData | null;
    return kept?.userId === userId ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function markPrepared(data: PreparedData): void {
  localStorage.setItem(READY_KEY, JSON.stringify(data));
}

export function forgetPrepared(): void {
  localStorage.removeItem(READY_KEY);
}

// --- Which models the page shows, sent with every tRPC call: offline, the service worker answers with the
// sales-mode models only while sales mode is on (the server ignores the header: its own check decides).
export const AUDIENCE_HEADER = 'x-meterline-audience';
export type OfflineAudience = 'public' | 'sales';

let audience: OfflineAudience = 'public';

export function setOfflineAudience(next: OfflineAudience): void {
  audience = next;
}

/** The header of every tRPC call; none while the page shows the public figures. */
export function audienceHeaders(): Record<string, string> {
  return audience === 'sales' ? { [AUDIENCE_HEADER]: 'sales' } : {};
}

// --- Sales mode unlocked by the PIN checked on the tablet (offline-pin.ts): held in memory only, so a
// reload needs the PIN again, and ended by the idle time-out as a server authorisation is
// (features/configurator/sales/use-trade-fair-idle.ts). Back online, the server's own authorisation
// decides again: this one ends (components/ui/offline-status.tsx).
const authorisation = valueStore(false);

export const offlineSalesMode: ValueStore<boolean> = {
  ...authorisation,
  set(next) {
    setOfflineAudience(next ? 'sales' : 'public');
    authorisation.set(next);
  },
};
