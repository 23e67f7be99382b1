// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchGetUrl, EarlyReads, publicSiteReads, SERVER_READS_ID, serverReadsIn } from './early-reads.ts';
import { prefetchPublicSite } from './public-site-data.ts';
import { createApiClient } from './trpc.ts';

/** A stand-in server: answers every batch with one result per path, and records what it was asked. */
function recordRequests(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('location', new URL('http://localhost/'));
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const paths = new URL(url, 'http://localhost').pathname.split('/').at(-1)?.split(',') ?? [];
    const results = paths.map((path) => ({ result: { data: { answeredFor: path } } }));
    return new Response(JSON.stringify(results), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('early reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a machine page', { machineSlug: 'hx' }],
    ['a machine page with a slug to escape', { machineSlug: 'hé & co' }],
    ['a legal page', { legalSlug: 'data-protection' as const }],
    ['another public page', {}],
  ])("builds the address tRPC's batch link asks for the public reads of %s", async (_, page) => {
    const urls = recordRequests();
    const queryClient = new QueryClient();
    await prefetchPublicSite(queryClient, createApiClient(), 'de', page);
    expect(urls).toEqual([batchGetUrl(publicSiteReads('de', page))]);
  });

  it('hands the response sent early to the client, once, and lets every other request go out', async () => {
    const urls = recordRequests();
    const early = new EarlyReads();
    const url = batchGetUrl(publicSiteReads('ja', { machineSlug: 'hx' }));
    early.send(url);
    expect(urls).toEqual([url]);

    const queryClient = new QueryClient();
    const client = createApiClient(early);
    await prefetchPublicSite(queryClient, client, 'ja', { machineSlug: 'hx' });
    expect(urls).toHaveLength(1);
    expect(queryClient.getQueryData([['publicConfigurator', 'locales'], { type: 'query' }])).toEqual({
      answeredFor: 'publicConfigurator.locales',
    });

    // The same reads again (another locale's page, a refetch) ask the server: the early answer is spent.
    await client.publicConfigurator.locales.query();
    expect(urls).toEqual([url, batchGetUrl([{ path: 'publicConfigurator.locales' }])]);
  });

  it('gives nothing for another address or a write', () => {
    recordRequests();
    const early = new EarlyReads();
    early.send('/api/trpc/a?batch=1&input=%7B%7D');
    expect(early.take('/api/trpc/b?batch=1&input=%7B%7D')).toBeUndefined();
    expect(early.take('/api/trpc/a?batch=1&input=%7B%7D', 'POST')).toBeUndefined();
    expect(early.take('/api/trpc/a?batch=1&input=%7B%7D', 'get')).toBeInstanceOf(Promise);
  });

  it("puts a server-rendered page's reads into the cache as they are, once, and asks for none", async () => {
    const urls = recordRequests();
    const page = { machineSlug: 'hx' };
    const url = batchGetUrl(publicSiteReads('de', page));
    const early = new EarlyReads();
    early.seed(url, JSON.stringify([1, 2, 3, 4].map((data) => ({ result: { data } }))));
    const queryClient = new QueryClient();
    await prefetchPublicSite(queryClient, createApiClient(early), 'de', page, early);
    expect(urls).toEqual([]);
    // Under the keys tRPC's options give the pages' own reads.
    expect(
      queryClient.getQueryData([
        ['publicConfigurator', 'machineModel'],
        { input: { slug: 'hx', locale: 'de' }, type: 'query' },
      ]),
    ).toBe(1);
    expect(
      queryClient.getQueryData([
        ['publicConfigurator', 'machineCatalogue'],
        { input: { locale: 'de' }, type: 'query' },
      ]),
    ).toBe(2);
    expect(queryClient.getQueryData([['publicConfigurator', 'locales'], { type: 'query' }])).toBe(3);
    expect(
      queryClient.getQueryData([
        ['publicConfigurator', 'interfaceTexts'],
        { input: { locale: 'de' }, type: 'query' },
      ]),
    ).toBe(4);
    expect(early.answered(url)).toBeUndefined();
    expect(early.take(url)).toBeUndefined();
  });

  it('asks the server for a read whose answer in the page is an error', async () => {
    const urls = recordRequests();
    const url = batchGetUrl(publicSiteReads('de'));
    const early = new EarlyReads();
    const error = { error: { message: 'busy', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR' } } };
    early.seed(url, JSON.stringify([{ result: { data: 'catalogue' } }, error]));
    const queryClient = new QueryClient();
    await prefetchPublicSite(queryClient, createApiClient(early), 'de', {}, early);
    // The locales' answer is an error, and the changed texts' is not in the page: both are asked for.
    expect(urls).toEqual([
      batchGetUrl([
        { path: 'publicConfigurator.locales' },
        { path: 'publicConfigurator.interfaceTexts', input: { locale: 'de' } },
      ]),
    ]);
    expect(queryClient.getQueryData([['publicConfigurator', 'locales'], { type: 'query' }])).toEqual({
      answeredFor: 'publicConfigurator.locales',
    });
  });

  it('reads what the server put in the page, and nothing on a page it did not render', () => {
    // As server-render.tsx writes it: `<` escaped, so no text can end the script element.
    const body = JSON.stringify([{ x: '</script>' }]).replace(/</g, '\\u003c');
    const doc = new DOMParser().parseFromString(
      `<div id="root"></div><script type="application/json" id="${SERVER_READS_ID}" data-locale="ja" data-url="/api/trpc/a?batch=1&amp;input=%7B%7D">${body}</script>`,
      'text/html',
    );
    const reads = serverReadsIn(doc);
    expect(reads).toEqual({ url: '/api/trpc/a?batch=1&input=%7B%7D', locale: 'ja', body });
    expect(JSON.parse(reads?.body ?? '')).toEqual([{ x: '</script>' }]);
    expect(
      serverReadsIn(new DOMParser().parseFromString('<div id="root"></div>', 'text/html')),
    ).toBeUndefined();
  });
});
