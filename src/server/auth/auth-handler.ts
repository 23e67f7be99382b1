import { Auth, type AuthConfig } from '@auth/core';
import { z } from 'zod';
import type { RequestContext } from '../api/context.ts';
import { jsonError, methodNotAllowed } from '../api/rest/define.ts';
import { CLIENT_IP_HEADER } from './auth-config.ts';
import { AUTH_ERROR_PATH, authErrorRedirect } from './auth-error-page.ts';
import { MAX_EMAIL_LENGTH } from './email-address.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session-claims.ts';
import { guardSignIn } from './sign-in-guard.ts';

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
function trustedHost(request: Request, options: AuthHostOptions): { host: string; proto: string } | null {
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
  // `null` (sandboxed frames, file://) and garbage are simply not our origin.
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Control characters have no place in any sign-in field; NUL would even reach PostgreSQL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The sign-in form as Auth.js will read it, or a refusal. Every field at most once: with two `email`
 * fields our lock-out counter and Auth.js could read different accounts. The e-mail is trimmed and
 * lower-cased once, here, and both read that value; one longer than any address is refused here, before
 * it reaches a counter or a table.
 */
export function normaliseSignInForm(body: string): { form: URLSearchParams } | { problem: string } {
  const form = new URLSearchParams(body);
  const seen = new Set<string>();
  for (const [name, value] of form) {
    if (seen.has(name)) return { problem: `The form field "${name}" may be sent only once.` };
    seen.add(name);
    if (name !== 'password' && hasControlCharacter(value)) {
      return { problem: `The form field "${name}" contains a control character.` };
    }
  }
  const email = form.get('email')?.trim().toLowerCase();
  if (email === undefined) return { form };
  if (email.length > MAX_EMAIL_LENGTH) {
    return { problem: `The e-mail address is too long: at most ${MAX_EMAIL_LENGTH} characters.` };
  }
  form.set('email', email);
  return { form };
}

/** Auth.js posts are forms (docs/product.md#calls); only the session update may be JSON. */
function acceptedBody(pathname: string, contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return true;
  return pathname === '/api/auth/session' && type === 'application/json';
}

/**
 * Auth.js at /api/auth/*, plus what @auth/core leaves to the framework: the trusted host, the `json`
 * form flag of the Auth.js calls (answered as `{ url }`), the client IP, the sign-in limits
 * (sign-in-guard.ts), and the client log endpoint.
 */
export function createAuthHandler(config: AuthConfig, hostOptions: AuthHostOptions) {
  // As Auth.js hashes its CSRF cookie with it.
  const secret = String(config.secret ?? '');
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

    if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
    // Auth.js would answer a GET with its own HTML sign-out page; ours is in the app.
    if (url.pathname === '/api/auth/signout' && request.method === 'GET') {
      return new Response(null, { status: 302, headers: { Location: '/login' } });
    }
    if (url.pathname === AUTH_ERROR_PATH && request.method === 'GET') return authErrorRedirect(url);

    // Read the session first: a database outage then answers 503 here, where Auth.js would swallow
    // it and report the visitor as signed out.
    await ctx.getUser();

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
      let form: URLSearchParams | undefined;
      if (!headers.get('content-type')?.includes('application/json')) {
        const normalised = normaliseSignInForm(body);
        if ('problem' in normalised) return jsonError(400, 'BAD_REQUEST', normalised.problem);
        form = normalised.form;
        body = form.toString();
        headers.delete('content-length');
      }
      if (form?.get('json') === 'true') headers.set('X-Auth-Return-Redirect', '1');
      if (form) {
        const guarded = await guardSignIn({
          pathname: url.pathname,
          headers,
          form,
          ctx,
          host: trusted.host,
          secret,
          secureCookies: trusted.proto === 'https',
        });
        if (guarded instanceof Response) return guarded;
        body = guarded.toString();
      }
    }
    const internal = new URL(url.pathname + url.search, `${trusted.proto}://${trusted.host}`);
    const response = await Auth(new Request(internal, { method: request.method, headers, body }), config);
    if (url.pathname === '/api/auth/signout' && request.method === 'POST') {
      return clearSessionCookies(response, request.headers.get('cookie'));
    }
    return response;
  };
}

/**
 * Auth.js clears only a session cookie it could read; one it cannot parse would stay in the browser
 * for good. Sign-out clears every session cookie the request carried, readable or not.
 */
function clearSessionCookies(response: Response, cookieHeader: string | null): Response {
  const sent = (cookieHeader ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  const cleared = new Set(response.headers.getSetCookie().map((line) => line.split('=')[0]?.trim()));
  const missing = [SESSION_COOKIE, SECURE_SESSION_COOKIE].filter(
    (name) => sent.includes(name) && !cleared.has(name),
  );
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const name of missing) {
    const secure = name === SECURE_SESSION_COOKIE ? '; Secure' : '';
    headers.append('Set-Cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return new Response(response.body, { status: response.status, headers });
}
