// What the trade-fair tablet keeps for offline use (docs/decisions/017-offline-trade-fair-tablet.md), shared
// by the service worker (sw/service-worker.ts) and the page that fills the caches (offline-kit.ts): the
// caches' names and the key of one tRPC read. tRPC batches reads into one address whose order and company
// change from page to page, so each read of an answer is kept on its own, under its procedure and its
// input, and a batch asked for offline is put together again from those.

/** Every cache of ours starts so; a sign-out deletes them all (offline-kit.ts `clearOfflineData`). */
export const CACHE_PREFIX = 'meterline-offline-';
export const API_CACHE = `${CACHE_PREFIX}api`;
export const SESSION_CACHE = `${CACHE_PREFIX}session`;
export const MEDIA_CACHE = `${CACHE_PREFIX}media`;
export const QUOTE_CACHE = `${CACHE_PREFIX}quotes`;

import type { OfflineAudience } from './offline-session.ts';

/** The reads kept for offline use: the public configurator's, which carry no customer's data. */
export function keptOffline(procedure: string): boolean {
  return procedure.startsWith('publicConfigurator.') && KEPT_READS.has(procedure.slice(19));
}
const KEPT_READS = new Set([
  'machineModel',
  'machineCatalogue',
  'machineParts',
  'locales',
  'interfaceTexts',
  'legalPage',
  'navigation',
]);

/** JSON with the keys of every object in order, so that `{a, b}` and `{b, a}` give one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The cache key of one read's answer (an address of its own, never asked of the server). */
export function readKey(
  origin: string,
  procedure: string,
  input: unknown,
  audience: OfflineAudience,
): string {
  return `${origin}/offline-read/${audience}/${procedure}?input=${encodeURIComponent(canonical(input))}`;
}

export type BatchRead = { procedure: string; input: unknown };

/** The reads of a tRPC GET address (`/api/trpc/a,b?batch=1&input={"0":…,"1":…}`), or undefined. */
export function readsOf(url: URL): BatchRead[] | undefined {
  const prefix = '/api/trpc/';
  if (!url.pathname.startsWith(prefix)) return undefined;
  const procedures = decodeURIComponent(url.pathname.slice(prefix.length)).split(',');
  const batch = url.searchParams.get('batch') === '1';
  let inputs: unknown;
  try {
    inputs = JSON.parse(url.searchParams.get('input') ?? (batch ? '{}' : 'null'));
  } catch {
    return undefined;
  }
  return procedures.map((procedure, index) => ({
    procedure,
    input: batch ? (inputs as Record<string, unknown> | null)?.[String(index)] : inputs,
  }));
}
