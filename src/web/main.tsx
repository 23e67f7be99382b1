// Mantine's global styles; each component's own styles come with the module that renders it
// (scripts/vite-mantine-css.ts), so every chunk carries only the CSS it needs.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/styles/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadRoute } from './app/lazy-page.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, ROUTES } from './app/routes.tsx';
import { requestSession } from './app/session/auth-client.ts';
import { createI18n } from './i18n/i18n.ts';
import { initialLocale } from './i18n/locale-choice.ts';
import { prefetchPublicSite } from './lib/public-site-data.ts';
import { createApiClient } from './lib/trpc.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A public page's reads may hold the first render this long at most; then it shows their loading state. */
const DATA_WAIT_MS = 1500;

// The page's code, the locale's texts, the session and a public page's data load side by side, and the
// first render waits for them, so it shows the page rather than a loader and no second render follows
// at once. A failure renders anyway: the error boundary or the page's error state explains it.
const { pathname } = window.location;
const locale = initialLocale();
const i18n = createI18n(locale);
const session = requestSession();
session.catch(() => undefined); // SessionProvider reports a failure
const queryClient = createQueryClient();
const trpcClient = createApiClient();
const publicSite = pathname === '/configurator' || pathname.startsWith('/configurator/');
const data = publicSite
  ? Promise.race([
      prefetchPublicSite(queryClient, trpcClient, locale),
      new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS)),
    ])
  : undefined;
const ready = Promise.allSettled([
  preloadRoute(ROUTES, pathname),
  new Promise((resolve) => (i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve))),
  data,
]);

void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers started={{ i18n, session, queryClient, trpcClient }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
