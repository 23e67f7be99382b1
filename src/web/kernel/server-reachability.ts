// Whether our server answers (docs/product.md#server-unavailable): one small store for the whole app,
// fed by the fetch layers (lib/trpc.ts, kernel/data-store.tsx, lib/resource-client.ts call
// `reachabilityFetch`). A 503 (the API's answer while the database is away, src/server/db/unavailable.ts)
// or a fetch that throws while the browser is online makes the server "unavailable"; any other answer
// makes it reachable again. While unavailable, GET /api/health is asked with a doubling delay, so the
// banner clears on its own when the server is back, and the app's root then loads what had failed.
// Offline (navigator.onLine false) is not an outage of ours: part-unavailable.tsx and the save say so.
import { useSyncExternalStore } from 'react';

/** A proxy in front of the app answers 502 or 504 while the app itself is away. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

export const PROBE = { url: '/api/health', firstDelayMs: 1000, maxDelayMs: 10_000 } as const;

/** The n-th probe's delay (from 0): 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function probeDelay(attempt: number): number {
  return Math.min(PROBE.firstDelayMs * 2 ** attempt, PROBE.maxDelayMs);
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function isAbort(error: unknown, init: RequestInit | undefined): boolean {
  return init?.signal?.aborted === true || (error as Error | null)?.name === 'AbortError';
}

/** A browser that knows it has no network is offline, not facing an unavailable server. */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export type ServerReachability = ReturnType<typeof createServerReachability>;

export function createServerReachability(send: Fetch = (input, init) => fetch(input, init)) {
  let unavailable = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const backListeners = new Set<() => void>();

  function change(next: boolean) {
    if (next === unavailable) return;
    unavailable = next;
    for (const listener of listeners) listener();
    if (!next) for (const listener of backListeners) listener();
  }

  function markUnavailable() {
    change(true);
    schedule();
  }

  function markReachable() {
    clearTimeout(timer);
    timer = undefined;
    attempt = 0;
    change(false);
  }

  function schedule() {
    if (timer !== undefined || !unavailable) return;
    timer = setTimeout(() => {
      timer = undefined;
      void probe();
    }, probeDelay(attempt));
    attempt += 1;
  }

  /** Offline, the probes go on while the server counted as unavailable; they mark nothing new. */
  function failed() {
    if (browserOffline()) schedule();
    else markUnavailable();
  }

  async function probe() {
    let response: Response;
    try {
      response = await send(PROBE.url, { cache: 'no-store', credentials: 'same-origin' });
    } catch {
      failed();
      return;
    }
    if (UNAVAILABLE_STATUSES.has(response.status)) markUnavailable();
    else markReachable();
  }

  /** What a call's fetch came to: an answer's status, or what it threw. */
  function observe(response: Promise<Response>, init?: RequestInit): Promise<Response> {
    return response.then(
      (answer) => {
        if (!UNAVAILABLE_STATUSES.has(answer.status)) markReachable();
        // A 503 with Retry-After is also how a busy server refuses work (the PDF's worker pool, too many
        // connections): the health check tells that apart from an outage, at once.
        else if (answer.headers.has('retry-after') && !unavailable) void probe();
        else markUnavailable();
        return answer;
      },
      (error: unknown) => {
        if (!isAbort(error, init)) failed();
        throw error;
      },
    );
  }

  return {
    /** fetch, reporting how it went. */
    fetch: ((input, init) => observe(send(input, init), init)) as Fetch,
    observe,
    isUnavailable: () => unavailable,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called once each time the server answers again after being unavailable. */
    onBack(listener: () => void) {
      backListeners.add(listener);
      return () => {
        backListeners.delete(listener);
      };
    },
  };
}

/** The app's one store. */
export const serverReachability = createServerReachability();

/** The fetch of our API calls: fetch, reporting to the app's store. */
export const reachabilityFetch: Fetch = (input, init) => serverReachability.fetch(input, init);

/** Whether the server is unavailable now (false on the server's render). */
export function useServerUnavailable(store: ServerReachability = serverReachability): boolean {
  return useSyncExternalStore(store.subscribe, store.isUnavailable, () => false);
}
