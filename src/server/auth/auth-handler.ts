import { Auth, type AuthConfig } from '@auth/core';
import { z } from 'zod';
import type { RequestContext } from '../api/context.ts';
import { jsonError } from '../api/rest/define.ts';
import { CLIENT_IP_HEADER } from './auth-config.ts';
import { lockedFor } from './rate-limit.ts';

const MAX_FORM_BYTES = 16 * 1024;

const clientLog = z.object({
  level: z.enum(['error', 'warn', 'debug']).default('error'),
  code: z.string().max(100).optional(),
  message: z.string().max(2000).optional(),
  metadata: z.unknown().optional(),
});

/** POST /api/auth/_log: the browser's auth client reports its failures into the server log. */
async function writeClientLog(request: Request, ctx: RequestContext): Promise<Response> {
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The log entry is too large.');
  let body: unknown;
  try {
    body = request.headers.get('content-type')?.includes('application/json')
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return jsonError(400, 'PARSE_ERROR', 'The log entry is not valid JSON.');
  }
  const entry = clientLog.safeParse(body);
  if (!entry.success)
    return jsonError(400, 'BAD_REQUEST', 'A log entry needs a level, a code and a message.');
  const { level, ...rest } = entry.data;
  const log =
    level === 'error'
      ? ctx.log.error.bind(ctx.log)
      : level === 'warn'
        ? ctx.log.warn.bind(ctx.log)
        : ctx.log.debug.bind(ctx.log);
  log({ clientLog: rest }, 'client auth log');
  return Response.json({ ok: true });
}

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/**
 * Auth.js at /api/auth/*, plus what @auth/core leaves to the framework: the `json` form flag of the
 * SPEC §7 calls (answered as `{ url }`), the client IP for rate limits, the lock-out after 5 failed
 * sign-ins, and the client log endpoint.
 */
export function createAuthHandler(config: AuthConfig) {
  return async (request: Request, ctx: RequestContext): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/_log') {
      return request.method === 'POST'
        ? writeClientLog(request, ctx)
        : jsonError(405, 'METHOD_NOT_SUPPORTED', 'Use POST to send a log entry.');
    }

    const headers = new Headers(request.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, ctx.ip);
    let body: string | undefined;
    if (request.method === 'POST') {
      body = await request.text();
      if (body.length > MAX_FORM_BYTES)
        return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
      const isForm = headers.get('content-type')?.includes('application/x-www-form-urlencoded');
      const form = isForm ? new URLSearchParams(body) : undefined;
      if (form?.get('json') === 'true') headers.set('X-Auth-Return-Redirect', '1');
      if (url.pathname === '/api/auth/callback/credentials') {
        const wait = await lockedFor(ctx.db, form?.get('email') ?? '', ctx.ip);
        if (wait > 0) {
          ctx.log.warn({ ip: ctx.ip }, 'sign-in locked after repeated failures');
          const response = jsonError(
            429,
            'TOO_MANY_REQUESTS',
            `Too many failed sign-ins. Please wait ${minutes(wait)} and try again.`,
          );
          response.headers.set('Retry-After', String(wait));
          return response;
        }
      }
    }
    return Auth(new Request(request.url, { method: request.method, headers, body }), config);
  };
}
