import { PRODUCT_NAME } from '../../../domain/navigation/table.ts';
import type { Env } from '../../config/env.ts';
import type { DbHandle } from '../../db/client.ts';
import { isDatabasePoolBusy } from '../../db/unavailable.ts';
import { cacheJson, respondCached } from '../../http/cached-body.ts';
import type { RestRoute } from './define.ts';

const HEALTH_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

// A load balancer polling every instance, or a flood of checks, costs the database one ping a second.
const HEALTHY_FOR_MS = 1000;

function databaseCheck(ping: () => Promise<void>) {
  let healthyAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  return {
    /** The last ping succeeded within the second: known without asking. */
    fresh: () => performance.now() - healthyAt < HEALTHY_FOR_MS,
    /** 'busy': the ping waited in vain for one of the pool's connections, all in use (db/unavailable.ts). */
    async run(): Promise<'ok' | 'busy'> {
      if (performance.now() - healthyAt < HEALTHY_FOR_MS) return 'ok';
      inFlight ??= withTimeout(ping(), HEALTH_TIMEOUT_MS).finally(() => {
        inFlight = undefined;
      });
      try {
        await inFlight;
      } catch (error) {
        // The ping queues behind the requests that hold the pool's connections: a full pool is a
        // database that answers them, and the browser asks here whether a busy 503 is an outage.
        if (isDatabasePoolBusy(error)) return 'busy';
        throw error;
      }
      healthyAt = performance.now();
      return 'ok';
    },
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const HEALTHY = cacheJson({ status: 'ok' });

export function systemRoutes(config: Env, database: Pick<DbHandle, 'ping' | 'kind'>): RestRoute[] {
  const checkDatabase = databaseCheck(() => database.ping());
  // Read by every page load before sign-in; the bytes never change while the process runs.
  const appInfo = cacheJson({ productName: PRODUCT_NAME, appEnv: config.APP_ENV });
  return [
    {
      method: 'GET',
      path: '/api/health',
      policy: { kind: 'public' },
      // A load balancer's check (no session) while the last ping is fresh: from memory.
      hot: (request) =>
        request.header('cookie') === undefined && checkDatabase.fresh()
          ? { body: HEALTHY, cacheControl: NO_STORE['Cache-Control'] }
          : undefined,
      async handler(c, ctx) {
        const headers = NO_STORE;
        // Load balancers need only the status; how the app is built is for signed-in staff.
        const staff = (await ctx.getUser().catch(() => null)) !== null;
        const details = (status: 'ok' | 'busy' | 'unreachable') =>
          staff ? { database: { status, kind: database.kind } } : {};
        try {
          const state = await checkDatabase.run();
          if (!staff) return respondCached(HEALTHY, c.req.raw, headers);
          return Response.json({ status: 'ok', ...details(state) }, { headers });
        } catch (error) {
          ctx.log.warn({ err: { message: (error as Error).message } }, 'health check: database unreachable');
          return Response.json({ status: 'error', ...details('unreachable') }, { status: 503, headers });
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
