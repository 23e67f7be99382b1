// The app's start, loaded by main.tsx once it has set the page's code, texts and session on their way:
// the framework, the first reads, and the first render.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createI18n } from '../i18n/i18n.ts';
import { initialLocale } from '../i18n/locale-choice.ts';
import type { EarlyReads } from '../lib/early-reads.ts';
import { prefetchPublicSite } from '../lib/public-site-data.ts';
import { createApiClient } from '../lib/trpc.ts';
import { preloadRoute } from './lazy-page.tsx';
import { Providers } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes, ROUTES, routeNeeds } from './routes.tsx';
import type { Session } from './session/auth-client.ts';

/** A public page's reads may hold the first render this long at most; then it shows their loading state. */
const DATA_WAIT_MS = 1500;

// The page's code, the locale's texts, the session and a public page's data load side by side, and the
// first render waits for them, so it shows the page rather than a loader and no second render follows
// at once. A failure renders anyway: the error boundary or the page's error state explains it.
export function start(root: HTMLElement, session: Promise<Session | null>, early?: EarlyReads): void {
  const { pathname } = window.location;
  const locale = initialLocale();
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  const trpcClient = createApiClient(early);
  const needs = routeNeeds(pathname);
  const publicSite = pathname === '/configurator' || pathname.startsWith('/configurator/');
  const data = publicSite
    ? Promise.race([
        prefetchPublicSite(queryClient, trpcClient, locale, needs.machineSlug),
        new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS)),
      ])
    : undefined;
  const ready = Promise.allSettled([
    preloadRoute(ROUTES, pathname),
    new Promise((resolve) => (i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve))),
    needs.namespaces.length > 0 ? i18n.loadNamespaces(needs.namespaces) : undefined,
    data,
  ]);

  // A transition renders in slices that yield to the browser every few milliseconds, so the first render
  // of a large page (the configurator) is not one long task that blocks input (Lighthouse's TBT).
  void ready.then(() => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <Providers started={{ i18n, session, queryClient, trpcClient }}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
      ),
    );
  });
}
