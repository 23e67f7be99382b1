// The signed-in page the server renders (docs/decisions/016-server-rendered-dashboard.md): the dashboard,
// from the reads its first render makes (the session, the app's info and the data store's sources it
// shows), which the page carries (lib/signed-in-reads.ts). The server's render and the browser's start
// put them in the query cache the same way, so the browser's first render matches the HTML.
import type { QueryClient } from '@tanstack/react-query';
import { DATA_SOURCES, dataStoreKey } from '../kernel/data-sources.ts';
import { parseSession, type Session } from '../kernel/session/auth-client.ts';
import { APP_INFO_KEY } from '../kernel/use-app-info.ts';
import type { SignedInReads } from '../lib/signed-in-reads.ts';

const SESSION_URL = '/api/auth/session';
const APP_INFO_URL = '/api/app-info';

/** The dashboard's address; only this signed-in page is rendered by the server. */
const DASHBOARD_PATH = '/';
/**
 * The dashboard's module as the client build's manifest names it: the internal area loads it lazily, so
 * its stylesheets are not among the area's (server-render.tsx `routeStylesheets`).
 */
const DASHBOARD_SOURCE = 'features/dashboard/dashboard-page.tsx';

export type SignedInPagePlan = {
  locale: 'en';
  /** the addresses its first render reads, the session's first */
  reads: string[];
  /** the page's module, loaded lazily inside the internal area's code */
  pageSource: string;
};

/**
 * The reads of the dashboard's first render, the session's first, and all four sources of the data
 * store, the configurator data too: the dashboard does not show them, but the area loads them at once,
 * and their answer arriving after the page was taken over re-rendered the layout and the dashboard in
 * one blocking task (every data store user: the loading state ends).
 */
const DASHBOARD_READS = [SESSION_URL, APP_INFO_URL, ...DATA_SOURCES.map((source) => source.url)];

/**
 * What a server render of the signed-in page at `pathname` reads, in English as the signed-in area is;
 * undefined for every other address (the browser renders it).
 */
export function planSignedInPage(pathname: string): SignedInPagePlan | undefined {
  return pathname === DASHBOARD_PATH
    ? { locale: 'en', reads: [...DASHBOARD_READS], pageSource: DASHBOARD_SOURCE }
    : undefined;
}

/**
 * The session the reads hold; undefined when they hold none (a visitor signed out meanwhile: the page
 * then renders as without them).
 */
export function signedInSession(reads: SignedInReads): Session | undefined {
  try {
    return parseSession(reads.answers[SESSION_URL] ?? null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the reads' answers where the first render looks for them, just before that render (the server's,
 * or the browser's once the page's code is in), so they are fresh when the page mounts and none is asked
 * for again. A read that is missing (a source the role may not read, an answer that was not 200) stays
 * unasked: the page asks for it as it would have.
 */
export function seedSignedInPage(queryClient: QueryClient, session: Session, reads: SignedInReads): void {
  const { answers } = reads;
  for (const source of DATA_SOURCES) {
    if (source.url in answers)
      queryClient.setQueryData(dataStoreKey(source.key, session.user.id), answers[source.url]);
  }
  if (APP_INFO_URL in answers) queryClient.setQueryData(APP_INFO_KEY, answers[APP_INFO_URL]);
}
