// Built files from memory: the hot path answers /assets/* with the bytes, validators and
// cache headers the full way gives, and leaves what it does not hold to the app (a 404 there).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../testing/test-config.ts';
import { hotAnswerer, withHotPath } from './hot-path.ts';
import { loadStaticAssets } from './static-assets.ts';

describe('static assets on the hot path', () => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let server: Server;
  let base: string;
  let handedOn: string[];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'assets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    const assets = loadStaticAssets(dir);
    const hot = hotAnswerer({
      routes: [assets.hotRoute],
      peekUser: () => undefined,
      logger: silentLogger,
      trustProxy: false,
    });
    handedOn = [];
    server = createServer(
      withHotPath(hot, (request, response) => {
        handedOn.push(request.url ?? '');
        response.writeHead(404).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a built file with its immutable caching, compressed when asked, and 304 on its ETag', async () => {
    const plain = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');

    const gzip = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);

    const etag = plain.headers.get('etag') as string;
    const again = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(handedOn).toEqual([]);
  });

  it('hands on what it does not hold', async () => {
    expect((await fetch(`${base}/assets/missing-0000.js`)).status).toBe(404);
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
    expect(handedOn).toEqual(['/assets/missing-0000.js', '/index.html']);
  });
});
