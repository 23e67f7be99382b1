import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppLogger } from '../services/logger.ts';

const VALID_ID = /^[\w.-]{8,128}$/;

export type RequestLogVars = { requestId: string; log: AppLogger };

/** A request id (taken from X-Request-Id when sane) and one log line per request with its duration. */
export function requestLog(logger: AppLogger): MiddlewareHandler<{ Variables: RequestLogVars }> {
  return async (c, next) => {
    const start = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', requestId);
      const status = c.res.status;
      const durationMs = Math.round((performance.now() - start) * 100) / 100;
      const line = { method: c.req.method, path: c.req.path, status, durationMs };
      if (status >= 500) log.error(line, 'request failed');
      else log.info(line, 'request');
    }
  };
}
