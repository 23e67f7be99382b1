// The entry: it asks for everything the first render needs at once, before the framework chunk has even
// arrived (docs/decisions/008-boot-entry-for-the-first-load.md): the route's code (app/route-code.ts), the
// locale's texts and the session read, then the app's start (app/start.tsx, with React and the other
// libraries). Nothing here may import React or another library, or the browser would download and run it
// before these requests leave. Mantine's global styles; each component's own styles come with the module that
// renders it (scripts/vite-mantine-css.ts), so every chunk carries only the CSS it needs.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables, made at build time from app/theme.ts (scripts/vite-mantine-theme-css.ts).
import 'virtual:mantine-theme.css';
import './app/styles/fonts.css';
import { isInterfaceLocale } from '../domain/interface-locales.ts';
import { holdEarlyInput } from './app/early-input.ts';
import { pageReadsAt, startRouteCode } from './app/route-code.ts';
import { initialLocale } from './i18n/locale-choice.ts';
import { startLocaleFiles } from './i18n/locale-files.ts';
import { applyStoredColorScheme } from './kernel/color-scheme-attribute.ts';
import { requestSession } from './kernel/session/auth-client.ts';
import { batchGetUrl, EarlyReads, publicSiteReads, serverReadsIn } from './lib/early-reads.ts';
import { signedInReadsIn } from './lib/signed-in-reads.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const page: HTMLElement = root;

// A page the server rendered carries the reads and the locale its HTML was made with (a public page its
// tRPC batch, the dashboard its session and data): the first render uses the same, so that React takes
// the HTML over instead of replacing it (app/start.tsx).
const served = serverReadsIn(document);
const signedIn = served ? undefined : signedInReadsIn(document);
const rendered = served !== undefined || signedIn !== undefined;
// A click or a typed value before React has taken the page over waits for it (app/early-input.ts).
const earlyInput = rendered ? holdEarlyInput(page) : undefined;
if (rendered) {
  applyStoredColorScheme();
  // Its HTML is the page: the browser paints it first, and the app's code starts after that paint, so
  // that neither its requests nor its running hold the first paint back (Lighthouse's FCP and LCP).
  afterFirstPaint(boot);
} else {
  boot();
}

/** Runs `next` once the browser has painted, or after 100 ms where it does not paint (a hidden tab). */
function afterFirstPaint(next: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    next();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

function boot(): void {
  const route = startRouteCode(window.location.pathname);
  const servedLocale = served?.locale ?? signedIn?.locale;
  const locale = servedLocale && isInterfaceLocale(servedLocale) ? servedLocale : initialLocale();
  startLocaleFiles(locale, route.namespaces);
  const session = requestSession();
  session.catch(() => undefined); // SessionProvider reports a failure
  // A public page's data (catalogue, locales, a machine page's model) leaves now too, not after the
  // framework has run (lib/early-reads.ts).
  const early = new EarlyReads();
  if (served) early.seed(served.url, served.body);
  else if (route.publicSite)
    early.send(batchGetUrl(publicSiteReads(locale, pageReadsAt(window.location.pathname))));

  import('./app/start.tsx').then(
    (app) => app.start(page, session, { locale, early, earlyInput, ...(signedIn && { signedIn }) }),
    (error: unknown) => {
      console.error('The app could not be loaded', error);
      // Without the app's code there is no React to show an error page with: say it in plain text. A
      // server-rendered page stays readable as it is.
      if (!rendered)
        page.textContent =
          'Meterline could not be loaded. Check the connection and reload the page; after an update, reloading fetches the new version.';
    },
  );
}
