// The trade-fair tablet's own database in the browser (IndexedDB through idb): what the server handed over
// for offline use (the kit: data revision and date, the PIN's verifier) and the queue of codes and quote
// requests made without a connection, with the codes they got (offline-queue.ts). A sign-out deletes it
// (offline-kit.ts `clearOfflineData`) once the queue is sent or discarded.

import type { inferRouterInputs } from '@trpc/server';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OfflinePinVerifier } from '../../../domain/offline-pin.ts';
import type { AppRouter } from '../../../server/api/types.ts';

type Inputs = inferRouterInputs<AppRouter>['publicConfigurator'];
/** What a queued save or quote request sends (its idempotency key is the queue entry's). */
export type SaveInput = Omit<Inputs['saveConfiguration'], 'idempotencyKey'>;
export type QuoteInput = Omit<Inputs['requestQuote'], 'idempotencyKey'>;

type OfflineKitRecord = {
  userId: string;
  revision: string;
  dataDate: string;
  locales: string[];
  machines: string[];
  pin: OfflinePinVerifier | null;
  /** when the caches were last filled (ISO) */
  preparedAt: string;
};

/** A save made offline: shown at once under its local reference, sent with its idempotency key. */
export type QueuedSave = {
  key: string;
  kind: 'save';
  reference: string;
  slug: string;
  input: SaveInput;
  createdAt: string;
};
/** A quote request made offline, for the code `codeOrReference` (a local reference until its save is sent). */
export type QueuedQuote = {
  key: string;
  kind: 'quote';
  reference: string;
  slug: string;
  input: QuoteInput;
  createdAt: string;
};
export type QueuedItem = QueuedSave | QueuedQuote;

interface OfflineSchema extends DBSchema {
  kit: { key: 'kit'; value: OfflineKitRecord };
  queue: { key: string; value: QueuedItem; indexes: { createdAt: string } };
  /** a local reference and the code the server gave its save */
  codes: { key: string; value: { reference: string; code: string; listed: boolean } };
}

const NAME = 'meterline-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(NAME, 1, {
    // A sign-out deletes the database: this connection closes rather than hold the deletion up.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
    upgrade(db) {
      db.createObjectStore('kit');
      db.createObjectStore('queue', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
      db.createObjectStore('codes', { keyPath: 'reference' });
    },
  });
  return opened;
}

/** Deletes the whole database (a sign-out, after the queue is empty). */
export async function deleteOfflineDb(): Promise<void> {
  const db = await opened?.catch(() => undefined);
  db?.close();
  opened = undefined;
  await deleteDatabase(NAME);
}

/**
 * Deletes a database once every connection to it has closed (a service worker's closes as it stops);
 * gives up waiting after `waitMs`, when the browser deletes it as soon as the last one closes.
 */
function deleteDatabase(name: string, waitMs = 5000): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    const timer = setTimeout(resolve, waitMs);
    request.onsuccess = request.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}
