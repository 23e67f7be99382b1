// Ready offline (docs/decisions/017-offline-trade-fair-tablet.md): when a trade-fair user is signed in, the
// tablet registers the service worker (which precaches the client: every script, style, font and the
// texts of every language) and fills its caches with what the public configurator reads, in every
// enabled language: the machine catalogue, every offered machine's published model, its part models, the
// legal pages, and the sales-mode models the server hands over with the PIN's verifier. The header says
// "Ready offline" with the date of the data; a new data revision fills the caches again.

import type { InterfaceLocale } from '../../../domain/format.ts';
import type { OfflineKit } from '../../../server/api/trpc/sales-mode/offline-kit.types.ts';
import { LEGAL_SLUGS } from '../../kernel/page-reads.ts';
import { batchGetUrl, type Call, publicSiteReads } from '../early-reads.ts';
import { API_CACHE, CACHE_PREFIX, MEDIA_CACHE, readKey, SESSION_CACHE } from './offline-cache.ts';
import {
  forgetPrepared,
  markPrepared,
  type OfflineAudience,
  preparedFor,
  valueStore,
} from './offline-session.ts';
import { deleteOfflineDb, offlineDb } from './offline-store.ts';

export type OfflineReadiness =
  | { state: 'off' }
  | { state: 'preparing'; done: number; total: number }
  | { state: 'ready'; dataDate: string }
  | { state: 'failed'; reason: 'unsupported' | 'network' };

/** As many reads in one request as the server takes (domain/api-limits.ts keeps the server's limit). */
const BATCH = 10;

export const offlineReadiness = valueStore<OfflineReadiness>({ state: 'off' });
const set = offlineReadiness.set;

/** Calls every enabled language's pages read, and the parts of every machine. */
function readsFor(kit: OfflineKit): Call[] {
  const calls: Call[] = [];
  for (const locale of kit.locales as InterfaceLocale[]) {
    calls.push(...publicSiteReads(locale));
    for (const legalSlug of LEGAL_SLUGS) calls.push(...publicSiteReads(locale, { legalSlug }).slice(0, 1));
    for (const slug of kit.machines)
      calls.push({ path: 'publicConfigurator.machineModel', input: { slug, locale } });
  }
  for (const slug of kit.machines) calls.push({ path: 'publicConfigurator.machineParts', input: { slug } });
  // The enabled locales' read has no input: one for all languages.
  const seen = new Set<string>();
  return calls.filter((call) => {
    const key = readKey('', call.path, call.input, 'public');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function putAnswer(
  cache: Cache,
  call: Call,
  answer: unknown,
  audience: OfflineAudience,
): Promise<void> {
  await cache.put(readKey(location.origin, call.path, call.input, audience), Response.json(answer));
}

/** Addresses of the part model files in a machineParts answer. */
function partFiles(answer: unknown): string[] {
  const found = new Set<string>();
  JSON.stringify(answer, (_key, value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/api/part-models/files/')) found.add(value);
    return value;
  });
  return [...found];
}

/** Whether this browser can keep the configurator offline (a service worker, caches, IndexedDB). */
export function offlineSupported(): boolean {
  return 'serviceWorker' in navigator && typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';
}

/** What this tablet holds for `userId` already, shown at once, also without a connection. */
export function showPrepared(userId: string): void {
  const kept = preparedFor(userId);
  if (kept && offlineReadiness.get().state === 'off') set({ state: 'ready', dataDate: kept.dataDate });
}

/** The session as the server says it now, for the app's start without a connection. */
async function keepSession(): Promise<void> {
  const response = await fetch(SESSION_URL, { credentials: 'same-origin' });
  if (response.ok) await (await caches.open(SESSION_CACHE)).put(SESSION_URL, response);
}
const SESSION_URL = '/api/auth/session';

/**
 * Registers the service worker and fills the caches for the signed-in trade-fair user, unless they hold
 * this revision already. `loadKit` asks the server for the kit (salesMode.offlineKit).
 */
export function prepareOffline(
  userId: string,
  loadKit: (known: string | undefined) => Promise<OfflineKit>,
): Promise<void> {
  // A start, the connection coming back and the timer may ask at once: one round at a time.
  preparing ??= prepare(userId, loadKit).finally(() => {
    preparing = undefined;
  });
  return preparing;
}
let preparing: Promise<void> | undefined;

async function prepare(
  userId: string,
  loadKit: (known: string | undefined) => Promise<OfflineKit>,
): Promise<void> {
  if (!offlineSupported()) {
    set({ state: 'failed', reason: 'unsupported' });
    return;
  }
  const kept = preparedFor(userId);
  showPrepared(userId);
  try {
    await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
    const held = kept && (await caches.has(API_CACHE)) ? kept.revision : undefined;
    const kit = await loadKit(held);
    await keepSession();
    if (held === kit.revision) {
      // The data is the same; the PIN may have changed.
      const db = await offlineDb();
      const record = await db.get('kit', 'kit');
      if (record) await db.put('kit', { ...record, pin: kit.pin }, 'kit');
      await navigator.serviceWorker.ready;
      set({ state: 'ready', dataDate: kit.dataDate });
      return;
    }
    const calls = readsFor(kit);
    let done = 0;
    const total = calls.length + kit.salesModels.length;
    set({ state: 'preparing', done, total });
    const api = await caches.open(API_CACHE);
    for (const entry of kit.salesModels) {
      const call = {
        path: 'publicConfigurator.machineModel',
        input: { slug: entry.slug, locale: entry.locale },
      };
      await putAnswer(api, call, { result: { data: entry.model } }, 'sales');
      done++;
    }
    const files = new Set<string>();
    for (let start = 0; start < calls.length; start += BATCH) {
      const batch = calls.slice(start, start + BATCH);
      const response = await fetch(batchGetUrl(batch), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`offline reads answered ${response.status}`);
      const answers = (await response.json()) as unknown[];
      await Promise.all(
        batch.map((call, index) => {
          if (call.path === 'publicConfigurator.machineParts')
            for (const file of partFiles(answers[index])) files.add(file);
          return putAnswer(api, call, answers[index], 'public');
        }),
      );
      done += batch.length;
      set({ state: 'preparing', done, total });
    }
    const media = await caches.open(MEDIA_CACHE);
    await Promise.all([...files].map((file) => media.add(file)));
    await navigator.serviceWorker.ready;
    const db = await offlineDb();
    await db.put(
      'kit',
      {
        userId,
        revision: kit.revision,
        dataDate: kit.dataDate,
        locales: kit.locales,
        machines: kit.machines,
        pin: kit.pin,
        preparedAt: new Date().toISOString(),
      },
      'kit',
    );
    markPrepared({ userId, revision: kit.revision, dataDate: kit.dataDate });
    set({ state: 'ready', dataDate: kit.dataDate });
  } catch {
    // Offline or the server away: what was prepared before stays usable; the next start tries again.
    if (!kept) set({ state: 'failed', reason: 'network' });
  }
}

/** A sign-out: the service worker, the caches and the tablet's databases go (the queue must be empty). */
export async function clearOfflineData(): Promise<void> {
  forgetPrepared();
  set({ state: 'off' });
  // The worker first, so that it keeps nothing more.
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    // Workbox's precache too: nothing of this user's session stays on the tablet.
    await Promise.all(
      names
        .filter((name) => name.startsWith(CACHE_PREFIX) || name.startsWith('workbox-'))
        .map((name) => caches.delete(name)),
    );
  }
  await deleteOfflineDb();
}
