import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppLogger } from '../services/logger.ts';
import { nodeResponse } from './security-headers.ts';

const VALID_ID = /^[\w.-]{8,128}$/;

// A new id is this process's random prefix and a counter: unique across instances like a UUID, and
// cheap enough for the hot path (a UUID per answer was a measurable share of a small hot read).
const ID_PREFIX = `${randomBytes(9).toString('base64url')}-`;
let idCounter = 0;

/** The request id: the caller's X-Request-Id when sane, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  if (incoming && VALID_ID.test(incoming)) return incoming;
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return ID_PREFIX + idCounter.toString(36);
}

export type RequestLine = { reqId: string; method: string; path: string; status: number; durationMs: number };

/** One line per API request (errors always; static files and pages only when debugging). */
export function logRequest(logger: AppLogger, line: RequestLine): void {
  if (line.status >= 500) {
    logger.error(line, 'request failed');
    return;
  }
  const level = line.path.startsWith('/api/') ? 'info' : 'debug';
  if (logger.isLevelEnabled(level)) logger[level](line, 'request');
}

/** `log()` makes the request's child logger on first use: most requests never log a line of their own. */
export type RequestLogVars = { requestId: string; log: () => AppLogger };

/** A request id (taken from X-Request-Id when sane) and one log line per request with its duration. */
export function requestLog(logger: AppLogger): MiddlewareHandler<{ Variables: RequestLogVars }> {
  return async (c, next) => {
    const start = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    let child: AppLogger | undefined;
    c.set('requestId', requestId);
    c.set('log', () => {
      child ??= logger.child({ reqId: requestId });
      return child;
    });
    // Under Node the header goes onto the socket's response (see security-headers.ts for why).
    const outgoing = nodeResponse(c.env);
    outgoing?.setHeader('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
      logRequest(logger, {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - start) * 100) / 100,
      });
    }
  };
}
