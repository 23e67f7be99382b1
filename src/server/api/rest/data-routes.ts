// The four data GETs (docs/product.md#data-store) the internal area loads together. Each answers from
// serialised, pre-compressed bytes that are rebuilt only when the database's revision of their data changes.

import type { Db } from '../../db/client.ts';
import { loadConfiguratorData } from '../../db/queries/configurator-data.ts';
import { loadGeneralInformation, loadNews } from '../../db/queries/content.ts';
import { loadProductPortfolio } from '../../db/queries/product-portfolio.ts';
import { RevisionCache } from '../../db/queries/revision-cache.ts';
import type { DataArea } from '../../db/schema/index.ts';
import type { CachedBody } from '../../http/cached-body.ts';
import { cacheJson, respondCached } from '../../http/cached-body.ts';
import type { Policy } from '../policy.ts';
import { hotAllowed, type RestRoute } from './define.ts';

// Signed-in data: no shared caches, and the browser revalidates with the ETag every time.
const CACHE_CONTROL = { 'Cache-Control': 'private, no-cache' };
const INTERNAL_READ: Policy = { kind: 'permission', permission: 'internal.read' };

function cachedGet(
  path: string,
  areas: DataArea[],
  load: (db: Db, now: Date) => Promise<unknown>,
  policy: Policy = { kind: 'signedIn' },
): RestRoute {
  const cache = new RevisionCache<CachedBody>(areas, async (db, _variant, now) =>
    cacheJson(await load(db, now)),
  );
  return {
    method: 'GET',
    path,
    policy,
    hot(request, { db }) {
      if (!hotAllowed(policy, request.user())) return undefined;
      const body = cache.peek(db);
      return body && { body, cacheControl: CACHE_CONTROL['Cache-Control'] };
    },
    handler: async (c, ctx) => respondCached(await cache.get(ctx.db), c.req.raw, CACHE_CONTROL),
  };
}

export function dataRoutes(): RestRoute[] {
  return [
    // Catalogue and prices: not for backoffice (docs/product.md#roles).
    cachedGet(
      '/api/product-portfolio',
      ['catalogue'],
      (db, now) => loadProductPortfolio(db, { now }),
      INTERNAL_READ,
    ),
    cachedGet(
      '/api/configurator-data',
      ['catalogue', 'configurator', 'settings'],
      (db, now) => loadConfiguratorData(db, { now }),
      INTERNAL_READ,
    ),
    cachedGet('/api/general-information', ['generalInformation'], (db) => loadGeneralInformation(db)),
    cachedGet('/api/news', ['news'], (db) => loadNews(db)),
  ];
}
