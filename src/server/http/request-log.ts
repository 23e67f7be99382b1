import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppLogger } from '../services/logger.ts';
import { nodeResponse } from './security-headers.ts';

const VALID_ID = /^[\w.-]{8,128}$/;

/** `log()` makes the request's child logger on first use: most requests never log a line of their own. */
export type RequestLogVars = { requestId: string; log: () => AppLogger };

/** A request id (taken from X-Request-Id when sane) and one log line per request with its duration. */
export function requestLog(logger: AppLogger): MiddlewareHandler<{ Variables: RequestLogVars }> {
  return async (c, next) => {
    const start = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
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
      const status = c.res.status;
      const durationMs = Math.round((performance.now() - start) * 100) / 100;
      if (status >= 500) {
        logger.error(
          { reqId: requestId, method: c.req.method, path: c.req.path, status, durationMs },
          'request failed',
        );
      } else {
        // One line per API request; static files and pages only when debugging.
        const level = c.req.path.startsWith('/api/') ? 'info' : 'debug';
        if (logger.isLevelEnabled(level)) {
          logger[level](
            { reqId: requestId, method: c.req.method, path: c.req.path, status, durationMs },
            'request',
          );
        }
      }
    }
  };
}
