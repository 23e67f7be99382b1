import { Auth, type AuthConfig } from '@auth/core';
import { z } from 'zod';
import type { RequestContext } from '../api/context.ts';
import { jsonError } from '../api/rest/define.ts';
import { waitText } from '../db/queries/rate-limits.ts';
import { CLIENT_IP_HEADER } from './auth-config.ts';
import { reserveAttempt } from './rate-limit.ts';

/** Sign-in always said minutes; keep its wording. */
const waitMinutes = (seconds: number) => waitText(Math.max(60, seconds));

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

export type AuthHostOptions = { publicUrl?: string | undefined; trustProxy: boolean; production: boolean };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Auth.js builds e-mail links and redirects from the Host header: a forged one would mail a real
 * sign-in token to a link on someone else's site. So only the configured public host (and, outside
 * production, loopback) gets through, and the headers Auth.js reads are set from that.
 */
export function trustedHost(
  request: Request,
  options: AuthHostOptions,
): { host: string; proto: string } | null {
  const forwardedHost = options.trustProxy
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || request.headers.get('host') || new URL(request.url).host;
  const forwardedProto = options.trustProxy
    ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  const proto = forwardedProto || new URL(request.url).protocol.replace(':', '');
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  const publicHostname = options.publicUrl ? new URL(options.publicUrl).hostname : undefined;
  if (hostname === publicHostname) return { host, proto };
  if (!options.production && LOOPBACK.has(hostname)) return { host, proto };
  return null;
}

function sameOrigin(request: Request, host: string): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  return new URL(origin).host === host;
}

/** Auth.js posts are forms (SPEC §7); only the session update may be JSON. */
function acceptedBody(pathname: string, contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return true;
  return pathname === '/api/auth/session' && type === 'application/json';
}

/**
 * Auth.js at /api/auth/*, plus what @auth/core leaves to the framework: the trusted host, the `json`
 * form flag of the SPEC §7 calls (answered as `{ url }`), the client IP, the lock-out after 5 failed
 * sign-ins, and the client log endpoint.
 */
export function createAuthHandler(config: AuthConfig, hostOptions: AuthHostOptions) {
  return async (request: Request, ctx: RequestContext): Promise<Response> => {
    const url = new URL(request.url);
    const trusted = trustedHost(request, hostOptions);
    if (!trusted) {
      return jsonError(
        400,
        'BAD_REQUEST',
        'This address is not the configured address of Meterline. Use the public address (PUBLIC_URL).',
      );
    }
    if (url.pathname === '/api/auth/_log') {
      if (request.method !== 'POST')
        return jsonError(405, 'METHOD_NOT_SUPPORTED', 'Use POST to send a log entry.');
      if (!sameOrigin(request, trusted.host)) {
        return jsonError(403, 'FORBIDDEN', 'Log entries are accepted only from the application itself.');
      }
      return writeClientLog(request, ctx);
    }

    const headers = new Headers(request.headers);
    headers.set('host', trusted.host);
    headers.delete('x-forwarded-host');
    headers.set('x-forwarded-proto', trusted.proto);
    headers.set(CLIENT_IP_HEADER, ctx.ip);
    let body: string | undefined;
    if (request.method === 'POST') {
      if (!acceptedBody(url.pathname, headers.get('content-type'))) {
        return jsonError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the form as application/x-www-form-urlencoded.',
        );
      }
      body = await request.text();
      if (body.length > MAX_FORM_BYTES)
        return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
      const form = headers.get('content-type')?.includes('application/json')
        ? undefined
        : new URLSearchParams(body);
      if (form?.get('json') === 'true') headers.set('X-Auth-Return-Redirect', '1');
      if (url.pathname === '/api/auth/callback/credentials') {
        const reservation = await reserveAttempt(ctx.db, form?.get('email') ?? '', ctx.ip);
        if (!reservation.allowed) {
          ctx.log.warn({ ip: ctx.ip }, 'sign-in locked after repeated failures');
          const response = jsonError(
            429,
            'TOO_MANY_REQUESTS',
            `Too many failed sign-ins. Please wait ${waitMinutes(reservation.retryAfterS)} and try again.`,
          );
          response.headers.set('Retry-After', String(reservation.retryAfterS));
          return response;
        }
      }
    }
    const internal = new URL(url.pathname + url.search, `${trusted.proto}://${trusted.host}`);
    return Auth(new Request(internal, { method: request.method, headers, body }), config);
  };
}
