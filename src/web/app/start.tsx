// The app's start, loaded by main.tsx once it has set the page's code, texts and session on their way:
// the framework, the first reads, and the first render.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_UNITS_CONFIG } from '../../domain/flow.ts';
import type { InterfaceLocale } from '../../domain/format.ts';
import { localConfigurationKey } from '../features/configurator/state/local-configuration.ts';
import type { Session } from '../kernel/session/auth-client.ts';
import { parseUnits, UNITS_STORAGE_KEY } from '../kernel/units.tsx';
import type { EarlyReads } from '../lib/early-reads.ts';
import { onFirstInteraction } from '../lib/first-interaction.ts';
import { lastConfigurationCodeKey } from '../lib/last-configuration-code-key.ts';
import type { SignedInReads } from '../lib/signed-in-reads.ts';
import { preloadTransport } from '../lib/trpc.ts';
import type { EarlyInput } from './early-input.ts';
import { prepareApp } from './prepare-app.tsx';
import { machineSlugAt } from './route-code.ts';

/** A public page's reads may hold the first render this long at most; then it shows their loading state. */
const DATA_WAIT_MS = 1500;

/**
 * Whether this browser keeps something that the page's first render shows and the server cannot know: a
 * units preference, a machine's configuration in progress or its last saved code. The server renders
 * without them, so hydrating its HTML would keep attributes (a checked option, a pressed unit) that the
 * browser's render does not have; such a page is rendered afresh instead.
 */
function keptStateShapesFirstRender(pathname: string): boolean {
  try {
    const storage = window.localStorage;
    const units = parseUnits(storage.getItem(UNITS_STORAGE_KEY) ?? undefined);
    if (units.freq !== DEFAULT_UNITS_CONFIG.freq || units.unit !== DEFAULT_UNITS_CONFIG.unit) return true;
    const slug = machineSlugAt(pathname);
    return (
      slug !== undefined &&
      (storage.getItem(localConfigurationKey(slug)) !== null ||
        storage.getItem(lastConfigurationCodeKey(slug)) !== null)
    );
  } catch {
    return false; // no storage: nothing kept
  }
}

// The page's code, the locale's texts, the session and a public page's data load side by side, and the
// first render waits for them, so it shows the page rather than a loader and no second render follows
// at once. A failure renders anyway: the error boundary or the page's error state explains it.
export function start(
  root: HTMLElement,
  session: Promise<Session | null>,
  options: {
    locale: InterfaceLocale;
    early?: EarlyReads;
    /**
     * the server sent the page's HTML (server-render.tsx); the clicks made and values
     * typed on it before React listens are held
     */
    earlyInput?: EarlyInput;
    /** the reads of a server-rendered signed-in page (the dashboard; lib/signed-in-reads.ts) */
    signedIn?: SignedInReads;
  },
): void {
  const { pathname } = window.location;
  const { ready, element } = prepareApp({
    pathname,
    locale: options.locale,
    session,
    early: options.early,
    router: (routes) => <BrowserRouter>{routes}</BrowserRouter>,
    dataWaitMs: DATA_WAIT_MS,
    signedIn: options.signedIn,
  });
  // A server-rendered page's reads came with it: tRPC's transport loads when the visitor acts.
  if (options.earlyInput) onFirstInteraction(preloadTransport);

  // A transition renders in slices that yield to the browser every few milliseconds, so the first render
  // of a large page (the configurator) is not one long task that blocks input (Lighthouse's TBT).
  void ready.then(() => {
    const { earlyInput } = options;
    if (earlyInput && !keptStateShapesFirstRender(pathname)) {
      // The server's HTML is on screen already: React takes it over instead of building it again.
      startTransition(() => {
        hydrateRoot(root, element);
      });
      // React listens from here on, and replays a click or an input on a part it has not hydrated yet.
      earlyInput.release();
      return;
    }
    earlyInput?.drop();
    // Anything in the root (the server's HTML for another state) stays until this render replaces it.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(element));
  });
}
