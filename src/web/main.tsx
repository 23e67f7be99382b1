// The entry: it asks for everything the first render needs at once, before the framework chunk has even
// arrived (issue 10): the route's code (app/route-code.ts), the locale's texts and the session read, then
// the app's start (app/start.tsx, with React and the other libraries). Nothing here may import React or
// another library, or the browser would download and run it before these requests leave.
// Mantine's global styles; each component's own styles come with the module that renders it
// (scripts/vite-mantine-css.ts), so every chunk carries only the CSS it needs.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, made at build time from app/theme.ts (scripts/vite-mantine-theme-css.ts).
import 'virtual:mantine-theme.css';
import './app/styles/fonts.css';
import { machineSlugAt, startRouteCode } from './app/route-code.ts';
import { requestSession } from './app/session/auth-client.ts';
import { initialLocale } from './i18n/locale-choice.ts';
import { startLocaleFiles } from './i18n/locale-files.ts';
import { batchGetUrl, EarlyReads, publicSiteReads } from './lib/early-reads.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const route = startRouteCode(window.location.pathname);
const locale = initialLocale();
startLocaleFiles(locale, route.namespaces);
const session = requestSession();
session.catch(() => undefined); // SessionProvider reports a failure
// A public page's data (catalogue, locales, a machine page's model) leaves now too, not after the
// framework has run (lib/early-reads.ts).
const early = new EarlyReads();
if (route.publicSite)
  early.send(batchGetUrl(publicSiteReads(locale, machineSlugAt(window.location.pathname))));

import('./app/start.tsx').then(
  (app) => app.start(root, session, early),
  (error: unknown) => {
    // Without the app's code there is no React to show an error page with: say it in plain text.
    console.error('The app could not be loaded', error);
    root.textContent =
      'Meterline could not be loaded. Check the connection and reload the page; after an update, reloading fetches the new version.';
  },
);

// The first Intl formatter of a page loads the browser's locale data: 30–40 ms of main thread here, four
// times that on Lighthouse's throttled phone. The public pages format flows and prices in their first
// render; asked for now, the data loads while the framework chunk is still downloading instead
// (domain/format.ts makes the real formatters later, fast).
if (route.publicSite) new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
