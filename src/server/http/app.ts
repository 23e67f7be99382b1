import { getConnInfo } from '@hono/node-server/conninfo';
import type { AnyRouter } from '@trpc/server';
import { Hono } from 'hono';
import type { AppDeps, RequestContext, SessionUser } from '../api/context.ts';
import {
  type AppEnv,
  jsonError,
  mountRoutes,
  type RestRoute,
  type RouteRegistry,
} from '../api/rest/define.ts';
import { trpcHandler } from '../api/trpc/handler.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import type { StaticAssets } from './static-assets.ts';

export type AppOptions = AppDeps & {
  routes: RestRoute[];
  trpcRouter: AnyRouter;
  assets: StaticAssets;
  /** Reads the session of a request; null when signed out. */
  resolveUser: (request: Request) => Promise<SessionUser | null>;
  /** Handles /api/auth/* (Auth.js). */
  authHandler?: (request: Request, ctx: RequestContext) => Promise<Response>;
};

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    // The last entry is the one our proxy appended; earlier ones are whatever the client sent.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function createApp(options: AppOptions): { app: Hono<AppEnv>; registry: RouteRegistry } {
  const { config, logger, db } = options;
  const app = new Hono<AppEnv>();
  const registry: RouteRegistry = [];

  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ trustProxy: config.TRUST_PROXY }));

  // Infrastructure rather than endpoints: the policy check of each route runs inside them.
  registry.push({ method: 'ALL', path: '/api/*', policy: 'infrastructure' });
  app.use('/api/*', async (c, next) => {
    const user = await options.resolveUser(c.req.raw);
    const log = c.get('log');
    c.set('ctx', {
      db,
      config,
      logger,
      ...(options.quoteMail ? { quoteMail: options.quoteMail } : {}),
      user,
      requestId: c.get('requestId'),
      ip: clientIp(c, config.TRUST_PROXY),
      get log() {
        return log();
      },
    });
    await next();
  });

  if (options.authHandler) {
    const handle = options.authHandler;
    registry.push({ method: 'ALL', path: '/api/auth/*', policy: 'delegated' });
    app.all('/api/auth/*', (c) => handle(c.req.raw, c.get('ctx')));
  }

  registry.push({ method: 'ALL', path: '/api/trpc/*', policy: 'delegated' });
  app.all('/api/trpc/*', trpcHandler(options.trpcRouter, config.PUBLIC_URL));

  mountRoutes(app, options.routes, registry);

  app.all('/api/*', (c) => jsonError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}.`));

  app.on(['GET', 'HEAD'], '*', (c) => {
    const file = options.assets.serve(c.req.path, c.req.raw);
    if (file) return file;
    // Client routes: the SPA decides what /product-portfolio/… shows, including its own 404 page.
    return options.assets.serveIndex(c.req.raw);
  });
  app.all('*', () => jsonError(405, 'METHOD_NOT_SUPPORTED', 'Only GET and HEAD are served outside /api.'));

  app.onError((error, c) => {
    (c.get('log')?.() ?? logger).error({ err: error }, 'unhandled error');
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on the server. Please try again.');
  });

  return { app, registry };
}
