import type { Env } from '../../config/env.ts';
import type { DbHandle } from '../../db/client.ts';
import { cacheJson, respondCached } from '../../http/cached-body.ts';
import type { RestRoute } from './define.ts';

export const PRODUCT_NAME = 'Meterline';
const HEALTH_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function systemRoutes(config: Env, database: Pick<DbHandle, 'ping' | 'kind'>): RestRoute[] {
  // Read by every page load before sign-in; the bytes never change while the process runs.
  const appInfo = cacheJson({ productName: PRODUCT_NAME, appEnv: config.APP_ENV });
  return [
    {
      method: 'GET',
      path: '/api/health',
      policy: { kind: 'public' },
      async handler(_c, ctx) {
        const headers = { 'Cache-Control': 'no-store' };
        try {
          await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
          return Response.json(
            { status: 'ok', database: { status: 'ok', kind: database.kind } },
            { headers },
          );
        } catch (error) {
          ctx.log.error({ err: error }, 'health check: database unreachable');
          return Response.json(
            { status: 'error', database: { status: 'unreachable', kind: database.kind } },
            { status: 503, headers },
          );
        }
      },
    },
    {
      method: 'GET',
      path: '/api/app-info',
      policy: { kind: 'public' },
      handler: (c) => respondCached(appInfo, c.req.raw, { 'Cache-Control': 'no-cache' }),
    },
  ];
}
