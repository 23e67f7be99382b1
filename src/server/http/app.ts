import { getConnInfo } from '@hono/node-server/conninfo';
import type { AnyRouter } from '@trpc/server';
import { Hono } from 'hono';
import type { AppDeps, RequestContext, SessionUser } from '../api/context.ts';
import { restErrorResponse } from '../api/errors.ts';
import {
  type AppEnv,
  INTERNAL_ERROR_MESSAGE,
  jsonError,
  methodNotAllowed,
  mountRoutes,
  type RestRoute,
  type RouteRegistry,
} from '../api/rest/define.ts';
import { ANSWER_CACHE_CONTROL, CachedAnswers } from '../api/trpc/cached-answers.ts';
import { trpcHandler } from '../api/trpc/handler.ts';
import { changeFeedOf } from '../db/change-feed.ts';
import { type HotRequest, type HotRoute, hotAnswerer } from './hot-path.ts';
import type { PublicPages } from './public-pages.ts';
import { requestGuard, routePattern } from './request-guard.ts';
import { requestLog } from './request-log.ts';
import { cameOverHttps, securityHeaders } from './security-headers.ts';
import type { StaticAssets } from './static-assets.ts';

export type AppOptions = AppDeps & {
  routes: RestRoute[];
  trpcRouter: AnyRouter;
  assets: StaticAssets;
  /** The public pages' HTML made on the server (http/public-pages.ts); without it, index.html answers. */
  publicPages?: PublicPages | undefined;
  /** Reads the session of a request; null when signed out. */
  resolveUser: (request: Request) => Promise<SessionUser | null>;
  /** The same from the in-memory caches alone, for the hot path; without it nothing is served hot. */
  peekUser?: (cookieHeader: string | undefined) => SessionUser | null | undefined;
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

export function createApp(options: AppOptions): {
  app: Hono<AppEnv>;
  registry: RouteRegistry;
  /** what the Node server tries before the app (http/hot-path.ts) */
  hot: ReturnType<typeof hotAnswerer>;
} {
  const { config, logger, db } = options;
  const app = new Hono<AppEnv>();
  const registry: RouteRegistry = [];

  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ trustProxy: config.TRUST_PROXY }));

  // Infrastructure rather than endpoints: the policy check of each route runs inside them.
  registry.push({ method: 'ALL', path: '/api/*', policy: 'infrastructure' });
  const bodyLimits = options.routes
    .filter((route) => route.maxBodyBytes !== undefined)
    .map((route) => ({
      method: route.method,
      pattern: routePattern(route.path),
      maxBytes: route.maxBodyBytes as number,
    }));
  app.use(
    '/api/*',
    requestGuard(() => bodyLimits),
  );
  const changes = changeFeedOf(db);
  app.use('/api/*', async (c, next) => {
    const log = c.get('log');
    let user: Promise<SessionUser | null> | undefined;
    c.set('ctx', {
      db,
      config,
      logger,
      getUser: () => {
        user ??= options.resolveUser(c.req.raw);
        return user;
      },
      ...(options.quoteMail ? { quoteMail: options.quoteMail } : {}),
      ...(options.translations ? { translations: options.translations } : {}),
      requestId: c.get('requestId'),
      ip: clientIp(c, config.TRUST_PROXY),
      get log() {
        return log();
      },
    });
    await next();
    // A write through this instance: until its notification arrives, caches ask the database.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') changes?.touch();
  });

  if (options.authHandler) {
    const handle = options.authHandler;
    registry.push({ method: 'ALL', path: '/api/auth/*', policy: 'delegated' });
    app.all('/api/auth/*', (c) => handle(c.req.raw, c.get('ctx')));
  }

  registry.push({ method: 'GET', path: '/api/trpc/*', policy: 'delegated' });
  registry.push({ method: 'POST', path: '/api/trpc/*', policy: 'delegated' });
  registry.push({ method: 'ALL', path: '/api/trpc/*', policy: 'infrastructure' });
  const answers = new CachedAnswers(options.trpcRouter);
  app.on(['GET', 'POST'], '/api/trpc/*', trpcHandler(options.trpcRouter, config.PUBLIC_URL, answers));
  app.all('/api/trpc/*', () => methodNotAllowed(['GET', 'POST']));

  mountRoutes(app, options.routes, registry);

  app.all('/api/*', (c) => jsonError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${c.req.path}.`));

  const { publicPages } = options;
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = options.assets.serve(c.req.path, c.req.raw);
    if (file) return file;
    // A missing hashed file is an old or mistyped asset URL, never a page: the SPA would be served
    // as JavaScript and fail obscurely.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    // A public page for an anonymous visitor comes with its HTML (http/public-pages.ts).
    const page = await publicPages?.answer(c.req.raw, {
      anonymous: async () => (await options.resolveUser(c.req.raw)) === null,
      // Anonymous and without the visitor's headers: the reads the page is rendered from are everyone's.
      read: (url) => Promise.resolve(app.request(url)),
      https: cameOverHttps(c.req.url, c.req.header('x-forwarded-proto'), config.TRUST_PROXY),
      // The dashboard's reads, as the visitor's browser would ask for them (their cookie, host and
      // address), answered whole: no conditional request, no compression.
      readAsVisitor: (url) => {
        const headers = new Headers(c.req.raw.headers);
        for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since', 'range'])
          headers.delete(name);
        headers.set('accept', 'application/json');
        return Promise.resolve(app.request(new URL(url, c.req.url), { headers }));
      },
    });
    if (page) return page;
    // Client routes: the SPA decides what /product-portfolio/… shows, including its own 404 page.
    return options.assets.serveIndex(c.req.raw);
  });
  app.all('*', () => jsonError(405, 'METHOD_NOT_SUPPORTED', 'Only GET and HEAD are served outside /api.'));

  app.onError((error, c) => {
    const log = c.get('log')?.() ?? logger;
    // Errors that are not bugs (a database that is away, a data error from a middleware) get their
    // docs/product.md#errors answer from the one mapping; only the rest is a 500.
    const answer = restErrorResponse(error);
    if (answer) {
      log.warn({ err: { message: (error as Error).message }, status: answer.status }, 'request refused');
      return answer;
    }
    log.error({ err: error }, 'unhandled error');
    return jsonError(500, 'INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE);
  });

  // GETs that may be answered from memory, before Hono (only with a way to know the user from memory).
  const deps = { db, config, logger };
  const hotRoutes: HotRoute[] = options.peekUser
    ? [
        options.assets.hotRoute,
        ...options.routes.flatMap((route) => {
          const { hot } = route;
          return route.method === 'GET' && hot && !route.path.includes(':')
            ? [{ path: route.path, answer: (request: HotRequest) => hot(request, deps) }]
            : [];
        }),
        {
          path: '/api/trpc/',
          answer: (request: HotRequest) => {
            const body = answers.peek(request, db);
            return body && { body, cacheControl: ANSWER_CACHE_CONTROL };
          },
        },
      ]
    : [];
  const hot = hotAnswerer({
    routes: hotRoutes,
    peekUser: options.peekUser ?? (() => undefined),
    logger,
    trustProxy: config.TRUST_PROXY,
  });
  return { app, registry, hot };
}
