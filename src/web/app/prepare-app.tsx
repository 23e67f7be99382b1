// The app's tree and what its first render waits for, built the same way for the browser (start.tsx) and
// for the server's render of a page (server-render.tsx). One builder, so that the HTML the server
// sends and the browser's first render come from the same tree and hydration finds what it expects.
import { type ReactElement, StrictMode } from 'react';
import type { InterfaceLocale } from '../../domain/format.ts';
import { createI18n } from '../i18n/i18n.ts';
import { preloadRoute } from '../kernel/lazy-page.tsx';
import { createQueryClient } from '../kernel/query-client.ts';
import type { Session } from '../kernel/session/auth-client.ts';
import { type DocumentTitleSink, DocumentTitleSinkContext } from '../lib/document-title.ts';
import type { EarlyReads } from '../lib/early-reads.ts';
import { interfaceTextOverrides, prefetchPublicSite } from '../lib/public-site-data.ts';
import type { SignedInReads } from '../lib/signed-in-reads.ts';
import { createApiClient } from '../lib/trpc.ts';
import { Providers } from './providers.tsx';
import { isPublicSitePath, pageReadsAt } from './route-code.ts';
import { AppRoutes, ROUTES, routeNeeds } from './routes.tsx';
import { seedSignedInPage, signedInSession } from './signed-in-page.ts';

export type PreparedApp = {
  /** settles when the page's code, texts and (on a public page) data are in, or have failed */
  ready: Promise<unknown>;
  element: ReactElement;
  /** drops the data (a server render: the query cache's timers would keep it for minutes) */
  dispose: () => void;
};

export function prepareApp(options: {
  pathname: string;
  locale: InterfaceLocale;
  session: Promise<Session | null>;
  /** reads already on their way (the boot entry) or already answered (the server's render) */
  early?: EarlyReads;
  /** the router around the routes: BrowserRouter in the browser, StaticRouter on the server */
  router: (routes: ReactElement) => ReactElement;
  /** the longest a public page's data may hold the first render; then it shows its loading state */
  dataWaitMs?: number;
  /** the server's render: where the page leaves its title (lib/document-title.ts) */
  titleSink?: DocumentTitleSink;
  /** the reads a server-rendered signed-in page was rendered from (app/signed-in-page.ts) */
  signedIn?: SignedInReads | undefined;
}): PreparedApp {
  const { pathname, locale, dataWaitMs } = options;
  const queryClient = createQueryClient();
  const { signedIn } = options;
  const knownSession = signedIn && signedInSession(signedIn);
  const trpcClient = createApiClient(options.early);
  const needs = routeNeeds(pathname);
  const prefetch = isPublicSitePath(pathname)
    ? prefetchPublicSite(queryClient, trpcClient, locale, pageReadsAt(pathname), options.early)
    : undefined;
  const i18n = createI18n(locale, {
    // After the prefetch has started: the first language's read joins the page's first batch.
    overrides: (language) => interfaceTextOverrides(queryClient, trpcClient, language),
  });
  const data =
    prefetch && dataWaitMs !== undefined
      ? Promise.race([prefetch, new Promise((resolve) => setTimeout(resolve, dataWaitMs))])
      : prefetch;
  const ready = Promise.allSettled([
    preloadRoute(ROUTES, pathname),
    new Promise((resolve) => (i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve))),
    needs.namespaces.length > 0 ? i18n.loadNamespaces(needs.namespaces) : undefined,
    data,
  ]).then((settled) => {
    if (signedIn && knownSession) seedSignedInPage(queryClient, knownSession, signedIn);
    return settled;
  });
  const element = (
    <StrictMode>
      <DocumentTitleSinkContext.Provider value={options.titleSink ?? null}>
        <Providers started={{ i18n, session: options.session, knownSession, queryClient, trpcClient }}>
          {options.router(<AppRoutes />)}
        </Providers>
      </DocumentTitleSinkContext.Provider>
    </StrictMode>
  );
  return { ready, element, dispose: () => queryClient.clear() };
}
