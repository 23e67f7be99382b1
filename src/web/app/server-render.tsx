// The server's render of a public page, and of the dashboard for a signed-in visitor (built apart by
// `vite build --ssr`, loaded by the server's http/public-pages.ts). A visitor's phone paints the page from this HTML while the script is still on
// its way, and React then takes the HTML over (hydrateRoot in start.tsx) instead of building it again.
// The tree is the browser's (prepare-app.tsx) and the data are the reads the browser would make, carried
// in the page (lib/early-reads.ts `SERVER_READS_ID`; the dashboard's: lib/signed-in-reads.ts), so the
// first render in the browser matches.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { languageRegions } from '../../domain/configurator/defaults.ts';
import type { InterfaceLocale } from '../../domain/format.ts';
import { INTERFACE_LOCALES, isInterfaceLocale, SOURCE_LOCALE } from '../../domain/interface-locales.ts';
import { localeFromCookie, localeFromLanguages } from '../i18n/locale-choice.ts';
import type { Session } from '../kernel/session/auth-client.ts';
import { VisitorLanguagesProvider } from '../kernel/visitor-languages.tsx';
import type { DocumentTitleSink } from '../lib/document-title.ts';
import { batchGetUrl, EarlyReads, publicSiteReads, SERVER_READS_ID } from '../lib/early-reads.ts';
import { SIGNED_IN_READS_ID, type SignedInReads } from '../lib/signed-in-reads.ts';
import { prepareApp } from './prepare-app.tsx';
import { pageReadsAt, publicPageAt, ROUTE_SOURCES, routeCodeAt } from './route-code.ts';
import { type ClientManifest, staticClosure } from './route-manifest.ts';
import { planSignedInPage, type SignedInPagePlan } from './signed-in-page.ts';

export type PublicPagePlan = {
  locale: InterfaceLocale;
  /**
   * the browser's languages that carry a region, at most two (["en-US", "fr-CA"]): they pick the
   * configurator's default country as navigator.languages does in the browser, and key the cache
   */
  languages: string[];
  /** the tRPC batch the page's first render reads (the one the browser's boot would send) */
  readsUrl: string;
  /**
   * the locale the visitor's cookie is to be set to: their stored choice is a locale an admin switched
   * off, so the page comes in English and the cookie says so from now on
   */
  storeLocale?: InterfaceLocale;
};

/** The languages of an Accept-Language field, most wanted first (as `navigator.languages` lists them). */
export function acceptedLanguages(field: string | undefined): string[] {
  if (!field) return [];
  return field
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

const LOGIN_PATH = '/login';
// The render plan carries one batch of reads, which the page's HTML holds for the browser's first render;
// the sign-in page's first render reads nothing, and this small, cached read stands in.
const LOGIN_READS = [{ path: 'publicConfigurator.locales' }] as const;

/**
 * What a server render of `pathname` needs: the locale the browser would pick (the stored choice, else
 * the browser's languages) and the reads of its first render. Undefined when the address is not a page
 * of the public site or /login as their links write them (lower case, no trailing slash): the browser renders the
 * rest (the not-found page, another spelling), so the pages a server may be asked to render are few —
 * the site's pages and machines in nine locales — however many addresses anyone makes up.
 * `enabled`: the locales an admin left on, when known (`enabledLocalesIn` the first plan's reads). A stored
 * choice outside them gives English and `storeLocale` (docs/product.md#locales); a browser language
 * outside them is passed over.
 */
export function planPublicPage(request: {
  pathname: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  enabled?: readonly InterfaceLocale[] | undefined;
}): PublicPagePlan | undefined {
  const { pathname, enabled = INTERFACE_LOCALES } = request;
  // The sign-in page too: in English, as the signed-in area is, and reading only the site's locales.
  if (pathname === LOGIN_PATH) return { locale: 'en', languages: [], readsUrl: batchGetUrl(LOGIN_READS) };
  const canonical = pathname === pathname.toLowerCase() && !pathname.endsWith('/');
  if (!canonical || publicPageAt(pathname) === undefined) return undefined;
  const stored = localeFromCookie(request.cookie ?? '');
  const switchedOff = stored !== undefined && !enabled.includes(stored);
  const locale = switchedOff
    ? SOURCE_LOCALE
    : (stored ?? localeFromLanguages(acceptedLanguages(request.acceptLanguage), enabled));
  const languages = acceptedLanguages(request.acceptLanguage)
    .filter((tag) => tag.length <= 35 && languageRegions([tag]).length > 0)
    .slice(0, 2);
  return {
    locale,
    languages,
    readsUrl: batchGetUrl(publicSiteReads(locale, pageReadsAt(pathname))),
    ...(switchedOff ? { storeLocale: SOURCE_LOCALE } : {}),
  };
}

/**
 * The locales an admin left on, as a plan's reads carry them (the answer of its
 * `publicConfigurator.locales` call); undefined when the reads hold no such answer.
 */
export function enabledLocalesIn(plan: PublicPagePlan, readsBody: string): InterfaceLocale[] | undefined {
  const paths = new URL(plan.readsUrl, 'http://server.invalid').pathname.split('/').at(-1)?.split(',') ?? [];
  const at = paths.indexOf('publicConfigurator.locales');
  if (at < 0) return undefined;
  try {
    const answers: unknown = JSON.parse(readsBody);
    const locales = Array.isArray(answers)
      ? (answers[at] as { result?: { data?: unknown } } | undefined)?.result?.data
      : undefined;
    if (!Array.isArray(locales)) return undefined;
    return locales.map((locale) => (locale as { code?: unknown }).code).filter(isInterfaceLocale);
  } catch {
    return undefined;
  }
}

export { localeCookie } from '../i18n/locale-choice.ts';

/** A public page rendered: the HTML of the app's root and the tab's title the page gave itself. */
export type RenderedPage = { html: string; title: string | undefined };

/** The HTML of the app's root for `url` (path and query) of a public page, rendered anonymously. */
export async function renderPublicPage(options: {
  url: string;
  plan: PublicPagePlan;
  /** the answer to `plan.readsUrl` */
  readsBody: string;
}): Promise<RenderedPage> {
  const early = new EarlyReads();
  early.seed(options.plan.readsUrl, options.readsBody);
  return renderApp({
    url: options.url,
    locale: options.plan.locale,
    languages: options.plan.languages,
    // Anonymous: the session stays "loading", as in the browser's first render before its answer.
    session: new Promise(() => undefined),
    early,
  });
}

export { planSignedInPage } from './signed-in-page.ts';

/**
 * The HTML of the app's root for a signed-in page (the dashboard; app/signed-in-page.ts), rendered with
 * the visitor's session and data, as the browser's first render will have them from the page.
 */
export async function renderSignedInPage(options: {
  url: string;
  plan: SignedInPagePlan;
  reads: SignedInReads;
}): Promise<RenderedPage> {
  return renderApp({
    url: options.url,
    locale: options.plan.locale,
    languages: [],
    session: new Promise(() => undefined),
    signedIn: options.reads,
  });
}

async function renderApp(options: {
  url: string;
  locale: InterfaceLocale;
  languages: string[];
  session: Promise<Session | null>;
  early?: EarlyReads;
  signedIn?: SignedInReads;
}): Promise<RenderedPage> {
  const pathname = new URL(options.url, 'http://server.invalid').pathname;
  const titleSink: DocumentTitleSink = {};
  const app = prepareApp({
    titleSink,
    pathname,
    locale: options.locale,
    session: options.session,
    early: options.early,
    signedIn: options.signedIn,
    router: (routes) => <StaticRouter location={options.url}>{routes}</StaticRouter>,
  });
  try {
    await app.ready;
    // prerender waits for anything that suspends (a lazy part's code, a part's texts) rather than
    // sending its fallback. Without an endless chunk size it writes a large part apart, with an inline
    // script that moves it into place, which the page's CSP refuses.
    const element = (
      <VisitorLanguagesProvider languages={options.languages}>{app.element}</VisitorLanguagesProvider>
    );
    const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    if (html.includes('<template id="B:')) throw new Error(`${options.url} rendered a part out of place`);
    return { html, title: titleSink.title };
  } finally {
    app.dispose();
  }
}

export type { ClientManifest } from './route-manifest.ts';

/**
 * The stylesheets of the route code that `pathname` renders with, and of what that code imports
 * statically: the browser would load them with the code, after the script; the page's HTML needs them
 * before its first paint.
 */
export function routeStylesheets(manifest: ClientManifest, pathname: string): string[] {
  const signedInPage = planSignedInPage(pathname)?.pageSource;
  const keys = [
    ...routeCodeAt(pathname).code.map((key) => ROUTE_SOURCES[key]),
    ...(signedInPage ? [signedInPage] : []),
  ];
  for (const key of keys) {
    // A route whose module the manifest does not name (a build that merged it into a shared chunk) would
    // give an unstyled page: the render fails instead, and the browser renders the page.
    if (!manifest[key])
      throw new Error(`The client build's manifest does not name ${key}: its stylesheets are unknown`);
  }
  return staticClosure(manifest, keys).stylesheets.map((file) => `/${file}`);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page: the client's index.html without its script hints (the HTML paints first, and the app's code
 * is asked for after that paint, main.tsx), with the locale, the page's title (a tab, a bookmark and the
 * history name the machine before any script has run), the light colour scheme (the boot entry puts
 * the visitor's in place, app/color-scheme-attribute.ts), the route's stylesheets, the rendered root and the
 * reads it was rendered from. Inside the reads, `<` is written `\u003c` (the same JSON), so no text of
 * theirs can close the script element.
 */
export function pageDocument(options: {
  template: string;
  html: string;
  /** the page's title; the template's stays without one */
  title?: string | undefined;
  plan: PublicPagePlan;
  readsBody: string;
  stylesheets: readonly string[];
}): string {
  const { plan } = options;
  const reads =
    `<script type="application/json" id="${SERVER_READS_ID}" data-locale="${plan.locale}" ` +
    `data-url="${escapeAttribute(plan.readsUrl)}">${scriptJson(options.readsBody)}</script>`;
  return documentWith({ ...options, locale: plan.locale, reads });
}

/**
 * A signed-in page (the dashboard): the same document, carrying the session and data it was rendered
 * from (lib/signed-in-reads.ts) instead of a public page's tRPC batch.
 */
export function signedInPageDocument(options: {
  template: string;
  html: string;
  title?: string | undefined;
  plan: SignedInPagePlan;
  reads: SignedInReads;
  stylesheets: readonly string[];
}): string {
  const reads =
    `<script type="application/json" id="${SIGNED_IN_READS_ID}" data-locale="${options.reads.locale}">` +
    `${scriptJson(JSON.stringify(options.reads.answers))}</script>`;
  return documentWith({ ...options, locale: options.plan.locale, reads });
}

const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

function documentWith(options: {
  template: string;
  html: string;
  title?: string | undefined;
  locale: string;
  reads: string;
  stylesheets: readonly string[];
}): string {
  const { template } = options;
  const links = options.stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  return template
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${options.locale}" data-mantine-color-scheme="light"`)
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      options.title === undefined ? tag : `<title>${escapeText(options.title)}</title>`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${options.html}</div>${options.reads}`);
}
