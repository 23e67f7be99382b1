import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './trpc.ts';

describe('tRPC client', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordRequests(): string[] {
    const urls: string[] = [];
    vi.stubGlobal('location', new URL('http://localhost/'));
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const batched = url.includes('batch=1');
      const one = { result: { data: { ok: true } } };
      return new Response(JSON.stringify(batched ? [one, one] : one), {
        headers: { 'content-type': 'application/json' },
      });
    });
    return urls;
  }

  // The first calls of the client: they wait for the transport to load (lib/trpc.ts), and still go together.
  it('sends calls made together as one batch (batch=1)', async () => {
    const urls = recordRequests();
    const client = createApiClient();
    await Promise.all([
      client.publicConfigurator.locales.query(),
      client.publicConfigurator.machineCatalogue.query({ locale: 'en' }),
    ]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(
      /^\/api\/trpc\/publicConfigurator\.locales,publicConfigurator\.machineCatalogue\?batch=1&input=/,
    );
  });
});
