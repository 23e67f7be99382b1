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
import { AppRoutes, ROUTES } from './app/routes.tsx';
import { requestSession } from './app/session/auth-client.ts';
import { createI18n } from './i18n/i18n.ts';
import { initialLocale } from './i18n/locale-choice.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's code, the locale's texts and the session load side by side, and the first render waits for
// the code and the texts, so it shows the page rather than a loader. A failure renders anyway: the error
// boundary explains it.
const i18n = createI18n(initialLocale());
const session = requestSession();
session.catch(() => undefined); // SessionProvider reports a failure
const ready = Promise.allSettled([
  preloadRoute(ROUTES, window.location.pathname),
  new Promise((resolve) => (i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve))),
]);

void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={i18n} session={session}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
