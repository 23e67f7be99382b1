// Server-rendered public pages (fast on a phone; docs/decisions/009-server-rendered-public-pages.md). An
// anonymous visitor's first request for a page of the public site, or for /login, gets the page's HTML
// (and a signed-in visitor's for the dashboard, rendered afresh with their session and data and never
// kept: docs/decisions/016-server-rendered-dashboard.md), made by the web
// client's own render (src/web/app/server-render.tsx, built by `vite build --ssr` into dist/ssr), from the
// same public reads the browser would make (served in-process through the cached tRPC answers). The HTML is
// kept per address, locale and revision of those reads, so a hot page costs one cached read and no render;
// its bytes go the one way cached bytes go (cached-body.ts: ETag, 304, br/gzip).
// Anything else (a signed-in visitor, an address with a query, a build without the render, a render that
// fails) gets the client's index.html as before: the page then renders in the browser.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { BoundedMap } from '../services/bounded-map.ts';
import type { AppLogger } from '../services/logger.ts';
import { type CachedBody, cacheBody, respondCached } from './cached-body.ts';

type Plan = { locale: string; languages: string[]; readsUrl: string; storeLocale?: string };

/** What dist/ssr/server-render.mjs exports (src/web/app/server-render.tsx). */
type RenderModule = {
  planPublicPage(request: {
    pathname: string;
    cookie?: string;
    acceptLanguage?: string;
    enabled?: readonly string[];
  }): Plan | undefined;
  enabledLocalesIn(plan: Plan, readsBody: string): string[] | undefined;
  /** the Set-Cookie value that stores a locale choice */
  localeCookie(locale: string, secure: boolean): string;
  renderPublicPage(options: {
    url: string;
    plan: Plan;
    readsBody: string;
  }): Promise<{ html: string; title: string | undefined }>;
  routeStylesheets(manifest: unknown, pathname: string): string[];
  pageDocument(options: {
    template: string;
    html: string;
    title?: string | undefined;
    plan: Plan;
    readsBody: string;
    stylesheets: readonly string[];
  }): string;
  planSignedInPage(pathname: string): SignedInPlan | undefined;
  renderSignedInPage(options: {
    url: string;
    plan: SignedInPlan;
    reads: SignedInReads;
  }): Promise<{ html: string; title: string | undefined }>;
  signedInPageDocument(options: {
    template: string;
    html: string;
    title?: string | undefined;
    plan: SignedInPlan;
    reads: SignedInReads;
    stylesheets: readonly string[];
  }): string;
};

type SignedInPlan = { locale: string; reads: string[]; pageSource: string };
type SignedInReads = { locale: string; answers: Record<string, unknown> };

export type PublicPages = {
  /**
   * Loads the render (React, Mantine and the pages: about 1–2 s) now, in the background, so that the
   * first visitor does not wait for it; a server start does not either.
   */
  warm(): void;
  /** The page's HTML, or undefined when the index.html of the client should answer instead. */
  answer(
    request: Request,
    options: {
      /** whether the request comes from a visitor who is not signed in */
      anonymous: () => Promise<boolean>;
      /** a public read, answered in-process as the browser's request for it would be */
      read: (url: string) => Promise<Response>;
      /** whether the request came over https (a corrected locale cookie is then `secure`) */
      https?: boolean;
      /**
       * a read of a signed-in page (the dashboard), answered in-process as the visitor's own request
       * for it would be: with their session cookie
       */
      readAsVisitor?: (url: string) => Promise<Response>;
    },
  ): Promise<Response | undefined>;
};

// The render plans only the site's own pages (an unknown machine fails its read and gets index.html),
// nine locales each; old revisions stay until pushed out: the number of pages kept is bounded.
const MAX_PAGES = 500;
const HEADERS = { 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' };
// A signed-in page holds the visitor's data: no cache keeps it, and it is made afresh for every request.
const SIGNED_IN_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

export function loadPublicPages(options: {
  ssrDir: string;
  clientDir: string;
  logger: AppLogger;
}): PublicPages | undefined {
  const modulePath = join(options.ssrDir, 'server-render.mjs');
  const templatePath = join(options.clientDir, 'index.html');
  const manifestPath = join(options.clientDir, '.vite', 'manifest.json');
  if (![modulePath, templatePath, manifestPath].every(existsSync)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const load = async () => (await import(pathToFileURL(modulePath).href)) as RenderModule;
  return createPublicPages({ load, template, manifest, logger: options.logger });
}

export function createPublicPages(options: {
  /** the render module, imported on first use */
  load: () => Promise<RenderModule>;
  template: string;
  manifest: unknown;
  logger: AppLogger;
}): PublicPages {
  const { template, manifest, logger } = options;
  let loading: Promise<RenderModule | undefined> | undefined;
  // A build whose render cannot be loaded serves index.html, as a build without one does: said once.
  const renderModule = () => {
    loading ??= options.load().catch((error: unknown) => {
      logger.error({ err: error }, 'the server render of the public pages could not be loaded');
      return undefined;
    });
    return loading;
  };
  const pages = new BoundedMap<string, Promise<CachedBody | undefined>>(MAX_PAGES);

  const make = async (render: RenderModule, pathname: string, plan: Plan, readsBody: string) => {
    try {
      const { html, title } = await render.renderPublicPage({ url: pathname, plan, readsBody });
      const stylesheets = render.routeStylesheets(manifest, pathname);
      const page = render.pageDocument({ template, html, title, plan, readsBody, stylesheets });
      return cacheBody(Buffer.from(page), 'text/html; charset=utf-8');
    } catch (error) {
      // The browser renders the page instead; the render's failure is a bug to look into, not the visitor's.
      logger.error({ err: error, url: pathname }, 'server render of a public page failed');
      return undefined;
    }
  };

  /**
   * A signed-in page (the dashboard, docs/decisions/016-server-rendered-dashboard.md): the visitor's
   * session and data read in-process with their cookie, rendered, and sent with them; never kept. A
   * visitor who is not signed in gets undefined (index.html, whose render sends them to sign in).
   */
  const signedInPage = async (
    render: RenderModule,
    request: Request,
    plan: SignedInPlan,
    readAsVisitor: (url: string) => Promise<Response>,
  ): Promise<Response | undefined> => {
    const pathname = new URL(request.url).pathname;
    try {
      const [sessionUrl, ...rest] = plan.reads;
      if (sessionUrl === undefined) return undefined;
      const json = async (address: string) => {
        const response = await readAsVisitor(address);
        return response.status === 200 ? ((await response.json()) as unknown) : undefined;
      };
      // The session first: an anonymous visitor's request reads no data at all.
      const session = await json(sessionUrl);
      if (typeof session !== 'object' || session === null || !('user' in session)) return undefined;
      const answers: Record<string, unknown> = { [sessionUrl]: session };
      const read = await Promise.all(rest.map(async (address) => [address, await json(address)] as const));
      for (const [address, answer] of read) if (answer !== undefined) answers[address] = answer;
      const reads = { locale: plan.locale, answers };
      const { html, title } = await render.renderSignedInPage({ url: pathname, plan, reads });
      const stylesheets = render.routeStylesheets(manifest, pathname);
      const page = render.signedInPageDocument({ template, html, title, plan, reads, stylesheets });
      // Compressed for this one response: brotli's quality 9 (cached-body.ts, for bytes that are kept) took
      // longer than the render for the dashboard's 200 KB; quality 5 takes a few milliseconds.
      const raw = Buffer.from(page);
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return respondCached(cacheBody(raw, 'text/html; charset=utf-8', { br }), request, SIGNED_IN_HEADERS);
    } catch (error) {
      logger.error({ err: error, url: pathname }, 'server render of a signed-in page failed');
      return undefined;
    }
  };

  return {
    warm() {
      void renderModule();
    },
    async answer(request, { anonymous, read, https = false, readAsVisitor }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const render = await renderModule();
      if (!render) return undefined;
      const url = new URL(request.url);
      // A query changes what the page opens with (a configuration code, a dosing line): the browser does that.
      if (url.search !== '') return undefined;
      const signedInPlan = render.planSignedInPage(url.pathname);
      if (signedInPlan) {
        return readAsVisitor && request.headers.has('cookie')
          ? signedInPage(render, request, signedInPlan, readAsVisitor)
          : undefined;
      }
      const visitor = {
        pathname: url.pathname,
        cookie: request.headers.get('cookie') ?? undefined,
        acceptLanguage: request.headers.get('accept-language') ?? undefined,
      };
      let plan = render.planPublicPage(visitor);
      if (!plan || !(await anonymous())) return undefined;
      const readsOf = async (planned: Plan) => {
        const reads = await read(planned.readsUrl);
        return reads.status === 200 ? reads.text() : undefined;
      };
      let readsBody = await readsOf(plan);
      if (readsBody === undefined) return undefined;
      // The visitor's locale may be one an admin switched off: the reads name those left on (a cached
      // answer, no query), and the page is planned again with them. A stored choice that is off gives
      // English, and the cookie is corrected (docs/product.md#locales).
      const enabled = render.enabledLocalesIn(plan, readsBody);
      if (enabled && !enabled.includes(plan.locale)) {
        plan = render.planPublicPage({ ...visitor, enabled });
        if (!plan) return undefined;
        readsBody = await readsOf(plan);
        if (readsBody === undefined) return undefined;
      }
      const revision = createHash('sha1').update(readsBody).digest('base64url');
      const key = `${url.pathname}\n${plan.locale}\n${plan.languages.join(',')}\n${revision}`;
      let page = pages.get(key);
      if (!page) {
        page = make(render, url.pathname, plan, readsBody);
        pages.set(key, page);
      }
      const body = await page;
      if (!body) {
        pages.delete(key); // the next visit tries again
        return undefined;
      }
      const headers = plan.storeLocale
        ? { ...HEADERS, 'Set-Cookie': render.localeCookie(plan.storeLocale, https) }
        : HEADERS;
      return respondCached(body, request, headers);
    },
  };
}
