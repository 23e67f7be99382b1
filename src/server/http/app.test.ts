import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemRoutes } from '../api/rest/system-routes.ts';
import { appRouter } from '../api/trpc/router.ts';
import type { Db } from '../db/client.ts';
import { silentLogger, testConfig } from '../testing/test-config.ts';
import { createApp } from './app.ts';
import { loadStaticAssets } from './static-assets.ts';

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta name="robots" content="noindex"><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.info(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

function build(options: { healthy?: boolean; config?: Record<string, string>; signedIn?: boolean } = {}) {
  const config = testConfig(options.config);
  const database = {
    kind: 'pglite' as const,
    ping: async () => {
      if (options.healthy === false) throw new Error('connection refused');
    },
  };
  return createApp({
    db: {} as Db,
    config,
    logger: silentLogger,
    routes: systemRoutes(config, database),
    trpcRouter: appRouter,
    assets: loadStaticAssets(clientDir()),
    resolveUser: async () =>
      options.signedIn
        ? {
            id: 'u1',
            name: 'U',
            email: 'u@x.example',
            role: 'admin',
            tradeFairModeEnabled: false,
            sessionId: '00000000-0000-4000-8000-0000000000aa',
          }
        : null,
  }).app;
}

describe('security headers', () => {
  it.each(['/', '/api/health', '/assets/index-abc123.js', '/api/nothing'])('are on %s', async (path) => {
    const res = await build().request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS over https, and behind a trusted proxy that says https', async () => {
    expect(
      (await build().request('https://app.example/')).headers.get('strict-transport-security'),
    ).toContain('max-age=');
    const proxied = build({ config: { TRUST_PROXY: 'true' } });
    const res = await proxied.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    const untrusted = await build().request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps a sane incoming request id and replaces a malformed one', async () => {
    const app = build();
    expect(
      (await app.request('/', { headers: { 'x-request-id': 'abc-12345678' } })).headers.get('x-request-id'),
    ).toBe('abc-12345678');
    expect(
      (await app.request('/', { headers: { 'x-request-id': 'a b' } })).headers.get('x-request-id'),
    ).not.toBe('a b');
  });
});

describe('static files and client routes', () => {
  it('caches hashed assets for a year and revalidates the rest', async () => {
    const app = build();
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html', async () => {
    const res = await build().request('/product-portfolio/pumps/42');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404, not the SPA', async () => {
    const res = await build().request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint GET /api/does-not-exist.' },
    });
  });

  it('refuses other methods outside /api', async () => {
    expect((await build().request('/', { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /api/health', () => {
  it('is 200 when the database answers, and tells anonymous callers only the status', async () => {
    const res = await build().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('tells signed-in staff the database kind', async () => {
    const res = await build({ signedIn: true }).request('/api/health');
    expect(await res.json()).toEqual({ status: 'ok', database: { status: 'ok', kind: 'pglite' } });
  });

  it('is 503 when it does not', async () => {
    const res = await build({ healthy: false }).request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error' });
  });
});

describe('GET /api/app-info', () => {
  it('gives the product name and APP_ENV with an ETag', async () => {
    const app = build({ config: { APP_ENV: 'production' } });
    const res = await app.request('/api/app-info');
    expect(await res.json()).toEqual({ productName: 'Meterline', appEnv: 'production' });
    const etag = res.headers.get('etag') as string;
    expect((await app.request('/api/app-info', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});
