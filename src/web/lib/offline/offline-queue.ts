// Codes and quote requests made on the trade-fair tablet without a connection
// (docs/decisions/017-offline-trade-fair-tablet.md). Each waits in IndexedDB (offline-store.ts) with an
// idempotency key, which the server checks, so a request that reached the server before the connection
// broke is never stored twice. A save shows a local reference at once and gets its real code when sent;
// a quote request made for that reference is sent after it, with the code.

import { isLocalReference, LOCAL_REFERENCE_PREFIX, valueStore } from './offline-session.ts';
import {
  offlineDb,
  type QueuedItem,
  type QueuedQuote,
  type QueuedSave,
  type QuoteInput,
  type SaveInput,
} from './offline-store.ts';

/** What sending needs: the two calls, each with its idempotency key. */
export type QueueSender = {
  save: (input: SaveInput, idempotencyKey: string) => Promise<{ code: string; listed: boolean }>;
  quote: (input: QuoteInput, idempotencyKey: string) => Promise<unknown>;
};

export type SentCode = { reference: string; slug: string; code: string; listed: boolean };

type QueueState = { waiting: number; sending: boolean };
const queueState = valueStore<QueueState>({ waiting: 0, sending: false });
const codeListeners = new Set<(sent: SentCode) => void>();

function set(next: Partial<QueueState>): void {
  const current = queueState.get();
  if (Object.entries(next).some(([key, value]) => current[key as keyof QueueState] !== value))
    queueState.set({ ...current, ...next });
}

export const offlineQueue = {
  get: queueState.get,
  subscribe: queueState.subscribe,
  /** Told when a queued save got its code (the save panel swaps its reference for it). */
  onCode(listener: (sent: SentCode) => void): () => void {
    codeListeners.add(listener);
    return () => codeListeners.delete(listener);
  },
};

// Crockford's base-32 digits without I, L, O and U: a reference reads aloud as well as a code does.
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A local reference for a save made offline: "T-" and six digits, unique on this tablet in practice. */
export function localReference(): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return `${LOCAL_REFERENCE_PREFIX}${[...random].map((value) => DIGITS[value % 32]).join('')}`;
}

async function refresh(): Promise<void> {
  const db = await offlineDb();
  set({ waiting: await db.count('queue') });
}

/** Queues a save; resolves with its local reference. */
export async function queueSave(slug: string, input: SaveInput): Promise<string> {
  const item: QueuedSave = {
    key: crypto.randomUUID(),
    kind: 'save',
    reference: localReference(),
    slug,
    input,
    createdAt: new Date().toISOString(),
  };
  await (await offlineDb()).put('queue', item);
  await refresh();
  return item.reference;
}

/** Queues a quote request for a code or a local reference. */
export async function queueQuote(slug: string, input: QuoteInput): Promise<void> {
  const item: QueuedQuote = {
    key: crypto.randomUUID(),
    kind: 'quote',
    reference: input.code,
    slug,
    input,
    createdAt: new Date().toISOString(),
  };
  await (await offlineDb()).put('queue', item);
  await refresh();
}

/**
 * Calls `take` with the server's code for a local reference once its save is sent (at once if it has
 * been); the function returned stops following it.
 */
export function followReference(
  reference: string,
  take: (sent: { code: string; listed: boolean }) => void,
): () => void {
  let stopped = false;
  const stop = offlineQueue.onCode((sent) => {
    if (sent.reference === reference) take(sent);
  });
  void offlineDb()
    .then((db) => db.get('codes', reference))
    .then((sent) => {
      if (sent && !stopped) take(sent);
    });
  return () => {
    stopped = true;
    stop();
  };
}

/** The server's code for a local reference, once its save is sent. */
export async function codeFor(reference: string): Promise<string | undefined> {
  return (await (await offlineDb()).get('codes', reference))?.code;
}

let running: Promise<void> | undefined;
let registered: QueueSender | undefined;

/** The sender of the page's API client (components/ui/offline-status.tsx), for `sendNow`. */
export function registerSender(sender: QueueSender | undefined): void {
  registered = sender;
}

/** Sends what waits with the registered sender, if there is one (a sign-out sends first). */
export function sendNow(): Promise<void> {
  return registered ? sendQueue(registered) : Promise.resolve();
}

/**
 * Sends what waits, oldest first; a save before any quote request made for it. Stops at the first
 * failure of the connection and leaves the rest for the next try; an answer the server refused (a 4xx)
 * is dropped, as sending it again would be refused again.
 */
export function sendQueue(sender: QueueSender): Promise<void> {
  running ??= send(sender).finally(() => {
    running = undefined;
  });
  return running;
}

function refused(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function send(sender: QueueSender): Promise<void> {
  const db = await offlineDb();
  // Saves first: a quote request may wait for one, never the other way round.
  const items: QueuedItem[] = (await db.getAllFromIndex('queue', 'createdAt')).sort(
    (a, b) => Number(b.kind === 'save') - Number(a.kind === 'save'),
  );
  if (items.length === 0) return refresh();
  set({ sending: true });
  try {
    for (const item of items) {
      try {
        if (item.kind === 'save') {
          const answer = await sender.save(item.input, item.key);
          const tx = db.transaction(['queue', 'codes'], 'readwrite');
          await tx
            .objectStore('codes')
            .put({ reference: item.reference, code: answer.code, listed: answer.listed });
          await tx.objectStore('queue').delete(item.key);
          await tx.done;
          for (const listener of codeListeners)
            listener({ reference: item.reference, slug: item.slug, ...answer });
        } else {
          const code = isLocalReference(item.reference) ? await codeFor(item.reference) : item.reference;
          // Its save has not been sent yet: it waits for it.
          if (!code) continue;
          await sender.quote({ ...item.input, code }, item.key);
          await db.delete('queue', item.key);
        }
      } catch (error) {
        if (!refused(error)) break;
        await db.delete('queue', item.key);
      }
      await refresh();
    }
  } finally {
    set({ sending: false });
    await refresh();
  }
}

/** Drops everything that waits (a sign-out the user confirmed). */
export async function discardQueue(): Promise<void> {
  await (await offlineDb()).clear('queue');
  await refresh();
}

/** Reads how many wait (at start). */
export const readQueue = refresh;
