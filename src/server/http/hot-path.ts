// The hot path: a GET that can be answered from memory right now (cached bytes at the current data
// revision, a caller known from the session caches) is written straight onto the Node response, before
// Hono builds a request and a context for it. Everything else, and anything the hot path is not sure
// about, goes the full way. Both ways share the negotiation of cached bytes (cached-body.ts), the
// security headers, the request id and the log line, so an answer does not depend on the way it took.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { SessionUser } from '../api/context.ts';
import type { AppLogger } from '../services/logger.ts';
import { type CachedBody, chooseRepresentation, representationFields } from './cached-body.ts';
import { logRequest, requestIdOf } from './request-log.ts';
import { cameOverHttps, securityHeaderList } from './security-headers.ts';

/** What a hot answerer may read of a request; `user()` is undefined when it cannot be known without I/O. */
export type HotRequest = {
  path: string;
  /** path and query as sent */
  pathAndQuery: string;
  header(name: string): string | undefined;
  user(): SessionUser | null | undefined;
};

export type HotHit = { body: CachedBody; cacheControl: string };

/** A sync answerer for GETs of one exact path, or of every path under a prefix ending in `/`. */
export type HotRoute = { path: string; answer: (request: HotRequest) => HotHit | undefined };

export type HotPathOptions = {
  routes: readonly HotRoute[];
  /** the session's user from the in-memory caches, undefined when they do not know it */
  peekUser: (cookieHeader: string | undefined) => SessionUser | null | undefined;
  logger: AppLogger;
  trustProxy: boolean;
};

/**
 * A header field (`name` in lower case) read from the raw list, joined as Node joins repeats. Touching
 * `request.headers` makes Node build the whole header object, which cost a small hot answer about a
 * fifth of its throughput (bench/http).
 */
export function header(request: Pick<IncomingMessage, 'rawHeaders'>, name: string): string | undefined {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i] as string;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const next = raw[i + 1] as string;
    value = value === undefined ? next : `${value}${name === 'cookie' ? '; ' : ', '}${next}`;
  }
  return value;
}

/** Serves what it can from memory; `true` when it answered, `false` to hand the request on. */
export function hotAnswerer(options: HotPathOptions) {
  const exact = new Map<string, HotRoute>();
  const prefixes: HotRoute[] = [];
  for (const route of options.routes) {
    if (route.path.endsWith('/')) prefixes.push(route);
    else exact.set(route.path, route);
  }
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathAndQuery = request.url ?? '/';
    // Anything encoded goes the full way, through the request guard.
    if (pathAndQuery.includes('%') && !pathAndQuery.startsWith('/api/trpc/')) return false;
    const queryAt = pathAndQuery.indexOf('?');
    const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
    const route = exact.get(path) ?? prefixes.find((candidate) => path.startsWith(candidate.path));
    if (!route) return false;
    const start = performance.now();
    let user: SessionUser | null | undefined;
    let peeked = false;
    const hit = route.answer({
      path,
      pathAndQuery,
      header: (name) => header(request, name),
      user() {
        if (!peeked) {
          user = options.peekUser(header(request, 'cookie'));
          peeked = true;
        }
        return user;
      },
    });
    if (!hit) return false;

    const requestId = requestIdOf(header(request, 'x-request-id'));
    const https =
      (request.socket as { encrypted?: boolean }).encrypted === true ||
      (options.trustProxy && cameOverHttps('', header(request, 'x-forwarded-proto'), true));
    const body = hit.body;
    const chosen = chooseRepresentation(body, {
      method: request.method,
      ifNoneMatch: header(request, 'if-none-match'),
      acceptEncoding: header(request, 'accept-encoding'),
    });
    // A flat field list: Node writes it without walking an object per answer (the small answers'
    // throughput is mostly this, see bench/http).
    const fields = representationFields(body, chosen);
    fields.push(...securityHeaderList(https), 'X-Request-Id', requestId, 'Cache-Control', hit.cacheControl);
    response.writeHead(chosen.status, fields);
    response.end(request.method === 'HEAD' ? undefined : (chosen.bytes ?? undefined));
    logRequest(options.logger, {
      reqId: requestId,
      method: request.method,
      path,
      status: chosen.status,
      durationMs: Math.round((performance.now() - start) * 100) / 100,
    });
    return true;
  };
}

/** The server's request listener: the hot path first, then the whole app. */
export function withHotPath(answer: ReturnType<typeof hotAnswerer>, full: RequestListener): RequestListener {
  return (request, response) => {
    if (!answer(request, response)) full(request, response);
  };
}
