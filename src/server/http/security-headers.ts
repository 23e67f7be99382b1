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

export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    h.set('X-Robots-Tag', 'noindex, nofollow');
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    const https = new URL(c.req.url).protocol === 'https:' || forwarded?.split(',')[0]?.trim() === 'https';
    if (https) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
