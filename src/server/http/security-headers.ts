import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

// Mantine writes its CSS variables into <style> tags, so styles may be inline; scripts may not.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Robots-Tag': 'noindex, nofollow',
};
const HSTS = 'max-age=63072000; includeSubDomains';

/** The same fields as a flat `[name, value, …]` list, the form Node's `writeHead` takes fastest. */
export function securityHeaderList(https: boolean): readonly string[] {
  return https ? SECURITY_LIST_HTTPS : SECURITY_LIST;
}
const SECURITY_LIST = Object.entries(SECURITY_HEADERS).flat();
const SECURITY_LIST_HTTPS = [...SECURITY_LIST, 'Strict-Transport-Security', HSTS];

/** Whether a request came over https: itself, or as a trusted proxy says. */
export function cameOverHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  return url.startsWith('https:') || (trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https');
}

/** The Node response under @hono/node-server (`c.env.outgoing`); absent in `app.request()`. */
export function nodeResponse(env: unknown): ServerResponse | undefined {
  return (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/**
 * Security headers on every answer. Under Node they go onto the socket's response before the
 * handler runs (Node merges them into the handler's headers): touching `c.res.headers` afterwards
 * would turn a ready-made answer back into a full Response object on every hot read.
 */
export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const https = cameOverHttps(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy);
    const outgoing = nodeResponse(c.env);
    if (outgoing) {
      for (const name in SECURITY_HEADERS) outgoing.setHeader(name, SECURITY_HEADERS[name] as string);
      if (https) outgoing.setHeader('Strict-Transport-Security', HSTS);
      return next();
    }
    await next();
    const h = c.res.headers;
    for (const name in SECURITY_HEADERS) h.set(name, SECURITY_HEADERS[name] as string);
    if (https) h.set('Strict-Transport-Security', HSTS);
  };
}
