// The server's side of the server-rendered public pages: when it renders, what it keeps, and how it falls
// back. The render itself is the web client's (src/web/app/server-render.test.tsx, e2e/public-site.spec.ts);
// here a small module with its shape counts the renders.
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../testing/test-config.ts';
import { createPublicPages } from './public-pages.ts';

type Plan = { locale: string; readsUrl: string };

type SignedInReads = { locale: string; answers: Record<string, unknown> };

function setUp(options: { failRender?: () => boolean } = {}) {
  const renders: string[] = [];
  let readsBody = '[{"result":{"data":{"revision":1}}}]';
  let readsStatus = 200;
  /** the locales the reads say are on (undefined: the reads do not say) */
  let enabledLocales: string[] | undefined;
  const reads: string[] = [];
  const pages = createPublicPages({
    template: '<html lang="en"><body><div id="root"></div></body></html>',
    manifest: {},
    logger: silentLogger,
    load: async () => ({
      // The locale: a cookie's `locale=xx`, else Accept-Language; one that is off gives English, stored.
      planPublicPage: ({ pathname, cookie, acceptLanguage, enabled }) => {
        if (!pathname.startsWith('/configurator')) return undefined;
        const wanted = /locale=(\w+)/.exec(cookie ?? '')?.[1] ?? acceptLanguage ?? 'en';
        const off = enabled !== undefined && !enabled.includes(wanted);
        const locale = off ? 'en' : wanted;
        return {
          locale,
          languages: [],
          readsUrl: `/api/trpc/reads?page=${pathname}&locale=${locale}`,
          ...(off ? { storeLocale: 'en' } : {}),
        };
      },
      enabledLocalesIn: () => enabledLocales,
      localeCookie: (locale, secure) => `locale=${locale}${secure ? '; secure' : ''}`,
      async renderPublicPage({ url, plan }: { url: string; plan: Plan }) {
        renders.push(`${url} ${plan.locale}`);
        if (options.failRender?.()) throw new Error('render failed');
        return { html: `<h1>${url}</h1>`, title: `Title of ${url}` };
      },
      routeStylesheets: () => ['/assets/page.css'],
      pageDocument: ({ template, html, title, readsBody: body }) =>
        template
          .replace('<body>', `<head><title>${title}</title></head><body>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>${body}`),
      planSignedInPage: (pathname) =>
        pathname === '/'
          ? { locale: 'en', reads: ['/api/auth/session', '/api/news'], pageSource: 'dashboard.tsx' }
          : undefined,
      async renderSignedInPage({ url, reads }: { url: string; reads: SignedInReads }) {
        const session = reads.answers['/api/auth/session'] as { user: { name: string } };
        renders.push(`${url} ${session.user.name}`);
        if (options.failRender?.()) throw new Error('render failed');
        return { html: `<h1>Welcome, ${session.user.name}</h1>`, title: 'Dashboard' };
      },
      signedInPageDocument: ({ template, html, reads }) =>
        template.replace('<div id="root"></div>', `<div id="root">${html}</div>${JSON.stringify(reads)}`),
    }),
  });
  /** the visitor's own reads of a signed-in page: their session (signed out: {}) and their data */
  let visitorAnswers: Record<string, { status: number; body: unknown }> = {};
  const visitorReads: string[] = [];
  const ask = (
    path: string,
    init: {
      headers?: Record<string, string>;
      anonymous?: boolean;
      https?: boolean;
      method?: string;
    } = {},
  ) =>
    pages.answer(
      new Request(`http://localhost${path}`, { headers: init.headers, method: init.method ?? 'GET' }),
      {
        anonymous: async () => init.anonymous ?? true,
        read: async (url) => {
          reads.push(url);
          return new Response(readsBody, { status: readsStatus });
        },
        ...(init.https === undefined ? {} : { https: init.https }),
        readAsVisitor: async (url) => {
          visitorReads.push(url);
          const answer = visitorAnswers[url] ?? { status: 404, body: { error: {} } };
          return Response.json(answer.body, { status: answer.status });
        },
      },
    );
  return {
    ask,
    renders,
    reads,
    visitorReads,
    setVisitorAnswers(answers: Record<string, { status: number; body: unknown }>) {
      visitorAnswers = answers;
    },
    setReads(body: string, status = 200) {
      readsBody = body;
      readsStatus = status;
    },
    setEnabled(locales: string[] | undefined) {
      enabledLocales = locales;
    },
  };
}

describe('server-rendered public pages', () => {
  it('renders a page once per address, locale and revision of its reads, and answers with validators', async () => {
    const { ask, renders, reads, setReads } = setUp();
    const first = await ask('/configurator/hx', { headers: { 'accept-language': 'de' } });
    expect(first?.status).toBe(200);
    expect(first?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first?.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    const html = await first?.text();
    expect(html).toContain('<div id="root"><h1>/configurator/hx</h1></div>');
    // The page's own title goes into the document, so the tab names the page before any script runs.
    expect(html).toContain('<title>Title of /configurator/hx</title>');
    expect(reads).toEqual(['/api/trpc/reads?page=/configurator/hx&locale=de']);

    const again = await ask('/configurator/hx', {
      headers: { 'accept-language': 'de', 'if-none-match': first?.headers.get('etag') ?? '' },
    });
    expect(again?.status).toBe(304);
    await ask('/configurator/hx', { headers: { 'accept-language': 'ja' } });
    expect(renders).toEqual(['/configurator/hx de', '/configurator/hx ja']);

    // An admin's edit changes the reads: the page is made again from them.
    setReads('[{"result":{"data":{"revision":2}}}]');
    const changed = await ask('/configurator/hx', { headers: { 'accept-language': 'de' } });
    expect(await changed?.text()).toContain('"revision":2');
    expect(renders).toHaveLength(3);
  });

  it('serves English to a stored choice an admin switched off, and corrects the cookie', async () => {
    const { ask, renders, reads, setEnabled } = setUp();
    setEnabled(['en', 'ja']);
    const off = await ask('/configurator/hx', { headers: { cookie: 'locale=de' } });
    expect(off?.status).toBe(200);
    expect(off?.headers.get('set-cookie')).toBe('locale=en');
    // Planned again with the locales that are on, and read again in English.
    expect(reads).toEqual([
      '/api/trpc/reads?page=/configurator/hx&locale=de',
      '/api/trpc/reads?page=/configurator/hx&locale=en',
    ]);
    expect(renders).toEqual(['/configurator/hx en']);
    // Over https the cookie is secure; a revalidation corrects it too.
    const again = await ask('/configurator/hx', {
      headers: { cookie: 'locale=de', 'if-none-match': off?.headers.get('etag') ?? '' },
      https: true,
    });
    expect(again?.status).toBe(304);
    expect(again?.headers.get('set-cookie')).toBe('locale=en; secure');
    // A locale that is on keeps its cookie as it is, and English is one page for everyone.
    const on = await ask('/configurator/hx', { headers: { cookie: 'locale=ja' } });
    expect(on?.headers.get('set-cookie')).toBeNull();
    expect((await ask('/configurator/hx'))?.headers.get('set-cookie')).toBeNull();
    expect(renders).toEqual(['/configurator/hx en', '/configurator/hx ja']);
  });

  it('renders one page for visitors who ask for it at the same time', async () => {
    const { ask, renders } = setUp();
    const answers = await Promise.all([ask('/configurator'), ask('/configurator'), ask('/configurator')]);
    expect(answers.map((answer) => answer?.status)).toEqual([200, 200, 200]);
    expect(renders).toHaveLength(1);
  });

  it('leaves to index.html what the browser must render: signed in, with a query, not public, failed reads', async () => {
    const { ask, renders, setReads } = setUp();
    expect(await ask('/configurator/hx', { anonymous: false })).toBeUndefined();
    expect(await ask('/configurator/hx?code=ABCD2345')).toBeUndefined();
    expect(await ask('/portfolio')).toBeUndefined();
    setReads('[{"error":{}}]', 404);
    expect(await ask('/configurator/unknown')).toBeUndefined();
    expect(renders).toEqual([]);
  });

  it('falls back to index.html when a render fails, and tries again on the next visit', async () => {
    let fail = true;
    const { ask, renders } = setUp({ failRender: () => fail });
    expect(await ask('/configurator')).toBeUndefined();
    fail = false;
    expect((await ask('/configurator'))?.status).toBe(200);
    expect(renders).toHaveLength(2);
  });

  it('serves index.html when the render cannot be loaded, and says so once', async () => {
    const error = vi.spyOn(silentLogger, 'error');
    const pages = createPublicPages({
      load: () => Promise.reject(new Error('no such file')),
      template: '',
      manifest: {},
      logger: silentLogger,
    });
    const ask = () =>
      pages.answer(new Request('http://localhost/configurator'), {
        anonymous: async () => true,
        read: async () => new Response('[]'),
      });
    expect(await ask()).toBeUndefined();
    expect(await ask()).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBe('the server render of the public pages could not be loaded');
    error.mockRestore();
  });
});

describe('the server-rendered dashboard', () => {
  const SESSION = {
    user: { id: 'u1', name: 'Sam Sales', role: 'sales' },
    expires: '2030-01-01T00:00:00.000Z',
  };

  it("renders a signed-in visitor's dashboard afresh for every request, with their data, kept by no cache", async () => {
    const { ask, renders, visitorReads, setVisitorAnswers } = setUp();
    setVisitorAnswers({
      '/api/auth/session': { status: 200, body: SESSION },
      '/api/news': { status: 200, body: [{ title: 'Booth at the K fair' }] },
    });
    const cookie = { cookie: 'authjs.session-token=abc' };
    const first = await ask('/', { headers: cookie });
    expect(first?.status).toBe(200);
    expect(first?.headers.get('cache-control')).toBe('private, no-store');
    expect(first?.headers.get('vary')).toMatch(/^Cookie\b/);
    const html = await first?.text();
    expect(html).toContain('<h1>Welcome, Sam Sales</h1>');
    expect(html).toContain('Booth at the K fair');
    expect(visitorReads).toEqual(['/api/auth/session', '/api/news']);
    await ask('/', { headers: cookie });
    expect(renders).toEqual(['/ Sam Sales', '/ Sam Sales']);
  });

  it('leaves a missing read to the browser: the page carries only the answers that came', async () => {
    const { ask, setVisitorAnswers } = setUp();
    setVisitorAnswers({
      '/api/auth/session': { status: 200, body: SESSION },
      '/api/news': { status: 403, body: { error: { code: 'FORBIDDEN' } } },
    });
    const html = await (await ask('/', { headers: { cookie: 'authjs.session-token=abc' } }))?.text();
    expect(html).toContain('"/api/auth/session"');
    expect(html).not.toContain('/api/news');
    expect(html).not.toContain('FORBIDDEN');
  });

  it('leaves an anonymous visitor, a query, a POST and a failed render to index.html, reading no data', async () => {
    let fail = false;
    const { ask, renders, visitorReads, setVisitorAnswers } = setUp({ failRender: () => fail });
    setVisitorAnswers({
      '/api/auth/session': { status: 200, body: {} },
      '/api/news': { status: 200, body: [] },
    });
    // No cookie: not even the session is read.
    expect(await ask('/')).toBeUndefined();
    expect(visitorReads).toEqual([]);
    // A cookie that is no session (expired, signed out elsewhere): the session says so, nothing else is read.
    expect(await ask('/', { headers: { cookie: 'authjs.session-token=old' } })).toBeUndefined();
    expect(visitorReads).toEqual(['/api/auth/session']);
    setVisitorAnswers({
      '/api/auth/session': { status: 200, body: SESSION },
      '/api/news': { status: 200, body: [] },
    });
    const cookie = { cookie: 'authjs.session-token=abc' };
    expect(await ask('/?tab=news', { headers: cookie })).toBeUndefined();
    expect(await ask('/', { headers: cookie, method: 'POST' })).toBeUndefined();
    expect(await ask('/account', { headers: cookie })).toBeUndefined();
    fail = true;
    expect(await ask('/', { headers: cookie })).toBeUndefined();
    expect(renders).toEqual(['/ Sam Sales']);
  });
});
