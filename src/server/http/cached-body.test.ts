import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheJson, respondCached } from './cached-body.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Pump ${i}` })) };

describe('respondCached', () => {
  it('answers 304 to a matching If-None-Match, weak or strong', async () => {
    const body = cacheJson(big);
    const first = respondCached(body, new Request('http://x/'));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect(respondCached(body, new Request('http://x/', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    expect(
      respondCached(body, new Request('http://x/', { headers: { 'if-none-match': `"other", W/${etag}` } }))
        .status,
    ).toBe(304);
    expect(
      respondCached(body, new Request('http://x/', { headers: { 'if-none-match': '"other"' } })).status,
    ).toBe(200);
  });

  it('compresses with brotli or gzip as accepted, and the bytes decode to the JSON', async () => {
    const body = cacheJson(big);
    const br = respondCached(body, new Request('http://x/', { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
    const gz = respondCached(body, new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
    const plain = respondCached(body, new Request('http://x/'));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('does not compress tiny bodies', () => {
    const tiny = respondCached(
      cacheJson({ a: 1 }),
      new Request('http://x/', { headers: { 'accept-encoding': 'br' } }),
    );
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });
});
