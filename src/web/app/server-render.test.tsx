// The server's render of the public pages, in Node as the server runs it (no DOM).
import { describe, expect, it } from 'vitest';
import { catalogue, LOCALES } from '../features/public-site/testing/public-site-doubles.ts';
import { batchGetUrl, publicSiteReads, SERVER_READS_ID } from '../lib/early-reads.ts';
import { SIGNED_IN_READS_ID } from '../lib/signed-in-reads.ts';
import { smallPortfolio } from '../testing/portfolio-fixture.ts';
import {
  acceptedLanguages,
  type ClientManifest,
  enabledLocalesIn,
  localeCookie,
  pageDocument,
  planPublicPage,
  planSignedInPage,
  renderPublicPage,
  renderSignedInPage,
  routeStylesheets,
  signedInPageDocument,
} from './server-render.tsx';

// Loaded lazily: it pulls the configurator's test helpers, which are big.
const exampleMachine = async () =>
  (await import('../features/configurator/testing/example-machine.tsx')).exampleMachine();

const TEMPLATE =
  '<!doctype html><html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/start.css">' +
  '<title>Meterline</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('server render of the public pages', () => {
  it('reads Accept-Language as the browser lists its languages: by weight, then in order', () => {
    expect(acceptedLanguages('de-CH, en;q=0.5, ja;q=0.8, fr;q=0, *;q=0.1')).toEqual(['de-CH', 'ja', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('garbage;q=x')).toEqual([]);
  });

  it('picks the locale the browser would (stored choice, then languages) and the reads of its first render', () => {
    expect(planPublicPage({ pathname: '/configurator/hx', acceptLanguage: 'ja,en;q=0.5' })).toEqual({
      locale: 'ja',
      languages: [],
      readsUrl: batchGetUrl(publicSiteReads('ja', { machineSlug: 'hx' })),
    });
    expect(
      planPublicPage({
        pathname: '/configurator',
        cookie: 'a=1; CONFIGURATOR_SELECTED_LOCALE=ko',
        acceptLanguage: 'ja',
      }),
    ).toEqual({ locale: 'ko', languages: [], readsUrl: batchGetUrl(publicSiteReads('ko')) });
    expect(planPublicPage({ pathname: '/configurator/legal-notice', acceptLanguage: 'fr-FR' })).toEqual({
      locale: 'en',
      languages: ['fr-FR'],
      readsUrl: batchGetUrl(publicSiteReads('en', { legalSlug: 'legal-notice' })),
    });
    // The regions of the browser's languages pick the configurator's country, as in the browser.
    expect(
      planPublicPage({
        pathname: '/configurator/hx',
        acceptLanguage: 'en-US,en;q=0.9,pt-BR;q=0.8,de-DE;q=0.7',
      })?.languages,
    ).toEqual(['en-US', 'pt-BR']);
    expect(planPublicPage({ pathname: '/portfolio' })).toBeUndefined();
    // Only the site's own spelling of its pages: any other address is rendered by the browser.
    for (const pathname of [
      '/configurator/hx/',
      '/Configurator/HX',
      '/configurator/hx/extra',
      '/configurator/',
    ])
      expect(planPublicPage({ pathname }), pathname).toBeUndefined();
    // The sign-in page, in English whatever the visitor's language, reading only the site's locales.
    expect(planPublicPage({ pathname: '/login', acceptLanguage: 'de' })).toEqual({
      locale: 'en',
      languages: [],
      readsUrl: batchGetUrl([{ path: 'publicConfigurator.locales' }]),
    });
    expect(planPublicPage({ pathname: '/login/' })).toBeUndefined();
  });

  it('serves English to a stored choice an admin switched off and says to correct the cookie; passes over a browser language that is off', () => {
    const enabled = ['en', 'it', 'ja'] as const;
    const stored = {
      pathname: '/configurator/hx',
      cookie: 'CONFIGURATOR_SELECTED_LOCALE=de',
      acceptLanguage: 'ja',
    };
    // Before the enabled locales are known the stored choice stands; with them, English and a new cookie.
    expect(planPublicPage(stored)?.locale).toBe('de');
    expect(planPublicPage({ ...stored, enabled })).toEqual({
      locale: 'en',
      languages: [],
      readsUrl: batchGetUrl(publicSiteReads('en', { machineSlug: 'hx' })),
      storeLocale: 'en',
    });
    expect(planPublicPage({ ...stored, cookie: 'CONFIGURATOR_SELECTED_LOCALE=it', enabled })).toEqual({
      locale: 'it',
      languages: [],
      readsUrl: batchGetUrl(publicSiteReads('it', { machineSlug: 'hx' })),
    });
    expect(
      planPublicPage({ pathname: '/configurator', acceptLanguage: 'de-DE,ja;q=0.8', enabled }),
    ).toMatchObject({ locale: 'ja' });
    expect(
      planPublicPage({ pathname: '/configurator', acceptLanguage: 'de-DE,ja;q=0.8', enabled })?.storeLocale,
    ).toBeUndefined();
    expect(localeCookie('en', true)).toBe(
      'CONFIGURATOR_SELECTED_LOCALE=en; path=/; max-age=31536000; samesite=lax; secure',
    );
  });

  it("reads the enabled locales from a plan's reads, wherever its batch asks for them", () => {
    const plan = planPublicPage({ pathname: '/configurator/hx' });
    if (!plan) throw new Error('no plan');
    const locales = [
      { code: 'en', name: 'English', englishName: 'English' },
      { code: 'ja', name: '日本語', englishName: 'Japanese' },
    ];
    const body = JSON.stringify([
      { result: { data: {} } },
      { result: { data: [] } },
      { result: { data: locales } },
    ]);
    expect(enabledLocalesIn(plan, body)).toEqual(['en', 'ja']);
    const login = planPublicPage({ pathname: '/login' });
    if (!login) throw new Error('no plan');
    expect(enabledLocalesIn(login, JSON.stringify([{ result: { data: locales } }]))).toEqual(['en', 'ja']);
    // Reads without the answer, or not readable, say nothing.
    expect(enabledLocalesIn(plan, '[{"error":{}}]')).toBeUndefined();
    expect(enabledLocalesIn(plan, 'not json')).toBeUndefined();
  });

  it("links the stylesheets of the route's code and of everything it imports, once each", () => {
    const manifest: ClientManifest = {
      'features/public-site/public-layout.tsx': {
        file: 'a.js',
        css: ['assets/layout.css'],
        imports: ['_shell'],
      },
      _shell: { file: 'shell.js', css: ['assets/shell.css'], imports: ['_start', '_shell'] },
      _start: { file: 'start.js', css: ['assets/start.css'] },
      'features/configurator/configurator-page.tsx': { file: 'p.js', imports: ['_fields', '_shell'] },
      _fields: { file: 'fields.js', css: ['assets/fields.css', 'assets/shell.css'] },
      'features/public-site/home-page.tsx': { file: 'h.js', css: ['assets/home.css'] },
    };
    expect(routeStylesheets(manifest, '/configurator/hx')).toEqual([
      '/assets/layout.css',
      '/assets/shell.css',
      '/assets/start.css',
      '/assets/fields.css',
    ]);
    expect(routeStylesheets(manifest, '/configurator')).toContain('/assets/home.css');
    expect(routeStylesheets(manifest, '/configurator')).not.toContain('/assets/fields.css');
    // A page whose code the manifest does not name: no unstyled page, the browser renders it instead.
    expect(() => routeStylesheets(manifest, '/configurator/legal-notice')).toThrow(
      /does not name features\/public-site\/legal-page\.tsx/,
    );
  });

  it('writes the page: locale, light scheme, new stylesheets, the root and its reads, which cannot end the script', () => {
    const plan = { locale: 'de' as const, languages: [], readsUrl: '/api/trpc/a,b?batch=1&input=%7B%7D' };
    const readsBody = JSON.stringify([{ result: { data: { text: '</script><script>alert(1)</script>' } } }]);
    const page = pageDocument({
      template: TEMPLATE,
      html: '<main>$& $1 Preis</main>',
      title: 'HX <Serie> & $& · Konfigurator · Meterline',
      plan,
      readsBody,
      stylesheets: ['/assets/start.css', '/assets/page.css'],
    });
    expect(page).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(page.match(/start\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css"></head>');
    expect(page).toContain('<div id="root"><main>$& $1 Preis</main></div>');
    expect(page).toContain('<title>HX &lt;Serie> &amp; $&amp; · Konfigurator · Meterline</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`data-url="/api/trpc/a,b?batch=1&amp;input=%7B%7D"`);
    expect(page).not.toContain('</script><script>');
    const reads = page.slice(page.indexOf(`id="${SERVER_READS_ID}"`));
    const body = reads.slice(reads.indexOf('>') + 1, reads.indexOf('</script>'));
    expect(JSON.parse(body)).toEqual(JSON.parse(readsBody));
  });

  it('renders the homepage in the visitor’s language from the reads, with no fallback and no script', async () => {
    const plan = { locale: 'de' as const, languages: [], readsUrl: batchGetUrl(publicSiteReads('de')) };
    const readsBody = JSON.stringify([{ result: { data: catalogue('de') } }, { result: { data: LOCALES } }]);
    const { html, title } = await renderPublicPage({ url: '/configurator', plan, readsBody });
    expect(title).toBe('Meterline-Konfigurator');
    expect(html).toContain('Alpha-Serie');
    expect(html).toContain('Hochdruckmaschine für Formschaum.');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('data-testid="configurator-loading"');
  });

  it('renders a machine page whole, its price area loading until the browser has the kept configuration, waiting for every lazy part', async () => {
    const plan = {
      locale: 'en' as const,
      languages: [],
      readsUrl: batchGetUrl(publicSiteReads('en', { machineSlug: 'ml' })),
    };
    const readsBody = JSON.stringify([
      { result: { data: await exampleMachine() } },
      { result: { data: catalogue('en') } },
      { result: { data: LOCALES } },
    ]);
    const { html, title } = await renderPublicPage({ url: '/configurator/ml', plan, readsBody });
    // The tab names the machine in the HTML already (effects do not run in the server's render).
    expect(title).toBe('ML Series · Configurator · Meterline');
    expect(html).toContain('ML Series');
    // The server cannot know a configuration kept in the visitor's browser: what runs script shows the
    // price loading; the defaults' price is only for a browser without script, inside <noscript>.
    expect(html).toContain('data-testid="price-loading"');
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toContain('data-testid="configurator-total"');
    expect(html).toMatch(/<noscript>[\s\S]*data-testid="configurator-total"[\s\S]*?<\/noscript>/);
    expect(html).toContain('Next: Mixing');
    expect(html).not.toContain('data-testid="configurator-loading"');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });
});

describe('server render of the signed-in dashboard', () => {
  const session = {
    user: {
      id: 'u-sam',
      name: 'Sam Sales',
      email: 'sam@meterline.example',
      role: 'sales',
      tradeFairModeEnabled: false,
    },
    expires: '2099-01-01T00:00:00.000Z',
  };
  const answers = {
    '/api/auth/session': session,
    '/api/app-info': { productName: 'Meterline', appEnv: 'production' },
    '/api/product-portfolio': smallPortfolio(),
    '/api/general-information': [{ id: 'g1', title: 'Trade fair checklist', text: 'Bring the demo tablet.' }],
    '/api/news': [
      {
        id: 'n1',
        title: 'New high-pressure pump',
        text: '</script><script>alert(1)</script>',
        publishedAt: '2026-03-01',
      },
    ],
  };

  it('plans the dashboard only, reading the session first, then what the area loads at once', () => {
    const plan = planSignedInPage('/');
    expect(plan?.reads[0]).toBe('/api/auth/session');
    expect([...(plan?.reads ?? [])].sort()).toEqual([
      '/api/app-info',
      '/api/auth/session',
      '/api/configurator-data',
      '/api/general-information',
      '/api/news',
      '/api/product-portfolio',
    ]);
    expect(planSignedInPage('/account')).toBeUndefined();
    expect(planSignedInPage('/configurator')).toBeUndefined();
  });

  it("renders the user's dashboard from their session and data: the layout, the panels and the counts, no loader", async () => {
    const plan = planSignedInPage('/');
    if (!plan) throw new Error('the dashboard has no plan');
    const { html, title } = await renderSignedInPage({ url: '/', plan, reads: { locale: 'en', answers } });
    expect(title).toBe('Dashboard');
    expect(html).toContain('Welcome, Sam Sales.');
    expect(html).toContain('New high-pressure pump');
    expect(html).toContain('Trade fair checklist');
    expect(html).toContain('data-testid="count-machines"');
    // The recent codes are in this browser only: the server shows the empty text, as the first render does.
    expect(html).toContain('When you save a configuration, its code appears here');
    expect(html).not.toContain('Checking your session');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it('renders no dashboard for reads without a session: the session check, as before its answer', async () => {
    const plan = planSignedInPage('/');
    if (!plan) throw new Error('the dashboard has no plan');
    const { '/api/auth/session': _, ...rest } = answers;
    const { html } = await renderSignedInPage({ url: '/', plan, reads: { locale: 'en', answers: rest } });
    expect(html).not.toContain('Sam Sales');
    expect(html).toContain('Checking your session');
  });

  it('writes the page with the reads it was rendered from, which cannot end the script', () => {
    const plan = planSignedInPage('/');
    if (!plan) throw new Error('the dashboard has no plan');
    const page = signedInPageDocument({
      template: TEMPLATE,
      html: '<main>Welcome</main>',
      title: 'Dashboard · Meterline',
      plan,
      reads: { locale: 'en', answers },
      stylesheets: ['/assets/dashboard.css'],
    });
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(page).toContain('<title>Dashboard · Meterline</title>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard.css"></head>');
    expect(page).not.toContain('</script><script>');
    const reads = page.slice(page.indexOf(`id="${SIGNED_IN_READS_ID}"`));
    expect(reads).toMatch(/^id="signed-in-reads" data-locale="en">/);
    const body = reads.slice(reads.indexOf('>') + 1, reads.indexOf('</script>'));
    expect(JSON.parse(body)).toEqual(answers);
  });

  it("links the dashboard's own stylesheets beside the internal area's", () => {
    const manifest: ClientManifest = {
      'app/areas/internal-shell.tsx': { file: 'assets/internal.js', css: ['assets/internal.css'] },
      'features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard.js', css: ['assets/dashboard.css'] },
    };
    expect(routeStylesheets(manifest, '/')).toEqual(['/assets/internal.css', '/assets/dashboard.css']);
  });
});
