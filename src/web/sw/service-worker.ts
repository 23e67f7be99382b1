/// <reference lib="webworker" />
// The trade-fair tablet's service worker (docs/decisions/017-offline-trade-fair-tablet.md), built by
// vite-plugin-pwa (injectManifest) into /sw.js and registered only for a trade-fair user
// (lib/offline/offline-kit.ts). Workbox precaches the built client (its scripts, styles, fonts and the
// texts of every language); the rest is kept as it is used or as the page warms it:
// - a page asked for without a connection gets the client's index.html, which renders it in the browser;
// - the public configurator's reads are kept one by one (lib/offline/offline-cache.ts) and answer a batch
//   offline; the sales-mode models the server handed over answer only while the page shows sales mode;
// - the session, so the app starts signed in offline; pictures and part models (their addresses change
//   with their bytes); the last quote PDFs opened, never one with a customer's details.
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  type BatchRead,
  keptOffline,
  MEDIA_CACHE,
  QUOTE_CACHE,
  readKey,
  readsOf,
  SESSION_CACHE,
} from '../lib/offline/offline-cache.ts';
import { AUDIENCE_HEADER } from '../lib/offline/offline-session.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SHELL = '/index.html';

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build's worker takes over at once: the page it serves asks for the new build's files.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Without a connection a page is the client's index.html: the app renders it in the browser. */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(SHELL);
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/trpc/'),
  async ({ request, url }) => {
    const reads = readsOf(url);
    if (!reads?.every((read) => keptOffline(read.procedure))) return fetch(request);
    const audience = request.headers.get(AUDIENCE_HEADER) === 'sales' ? 'sales' : 'public';
    try {
      const response = await fetch(request);
      if (response.ok) await keep(reads, audience, response.clone());
      return response;
    } catch (error) {
      const answer = await fromCache(reads, audience);
      if (answer) return answer;
      throw error;
    }
  },
);

/** Each answer of a batch under its own read's key (offline-cache.ts). */
async function keep(reads: BatchRead[], audience: 'public' | 'sales', response: Response): Promise<void> {
  const answers: unknown = await response.json().catch(() => undefined);
  if (!Array.isArray(answers) || answers.length !== reads.length) return;
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    reads.map((read, index) => {
      const answer = answers[index] as { result?: unknown } | undefined;
      if (!answer?.result) return undefined;
      return cache.put(
        readKey(self.location.origin, read.procedure, read.input, audience),
        Response.json(answer),
      );
    }),
  );
}

/** The batch's answer put together from the kept reads, or undefined if one of them is missing. */
async function fromCache(reads: BatchRead[], audience: 'public' | 'sales'): Promise<Response | undefined> {
  const cache = await caches.open(API_CACHE);
  const answers: unknown[] = [];
  for (const read of reads) {
    const origin = self.location.origin;
    const found =
      (audience === 'sales'
        ? await cache.match(readKey(origin, read.procedure, read.input, 'sales'))
        : undefined) ?? (await cache.match(readKey(origin, read.procedure, read.input, 'public')));
    if (!found) return undefined;
    answers.push(await found.json());
  }
  return Response.json(answers);
}

registerRoute(
  ({ url }) => url.pathname === '/api/auth/session',
  new NetworkFirst({ cacheName: SESSION_CACHE, networkTimeoutSeconds: 10 }),
);

// Their addresses change with their bytes, and there are as many as the catalogue has: no limit needed.
registerRoute(
  ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/api/part-models/files/'),
  new CacheFirst({ cacheName: MEDIA_CACHE }),
);

/** The quote PDFs kept: the last ones opened (docs/decisions/017-offline-trade-fair-tablet.md). */
const QUOTES_KEPT = 20;

// A quote with customer details is for its caller alone (the server says no-store): never kept. No
// Workbox expiration plugin: its database would outlive a sign-out in a worker still running.
registerRoute(
  ({ url }) =>
    /^\/api\/configurations\/[^/]+\/quote\.pdf$/.test(url.pathname) &&
    ![...url.searchParams.keys()].some((name) => name.startsWith('customer')),
  new NetworkFirst({
    cacheName: QUOTE_CACHE,
    plugins: [
      {
        // A cache lists its entries in the order they were put: the oldest go first.
        cacheDidUpdate: async ({ cacheName }) => {
          const cache = await caches.open(cacheName);
          const keys = await cache.keys();
          await Promise.all(
            keys.slice(0, Math.max(0, keys.length - QUOTES_KEPT)).map((key) => cache.delete(key)),
          );
        },
      },
    ],
  }),
);
