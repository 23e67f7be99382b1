// The analytics rules (docs/product.md#analytics): the fixed list of events a tracker may send, the limits
// of one batch, what makes a visit not a person's (Do Not Track, Global Privacy Control, a known bot) and
// what a site search is. Without zod, so the browser's tracker carries only these (the schema of a batch,
// events.ts, is the collector's).
export const ANALYTICS_EVENTS = [
  'configurator_started',
  'step_completed',
  'price_shown',
  'code_saved',
  'quote_requested',
  'option_chosen',
  'finder_searched',
  'site_searched',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;
/** How far an event's time may lie from its arrival: a page kept open, a batch sent late. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;
export const MAX_EVENT_AHEAD_MS = 5 * 60 * 1000;

/** The referring site's host, without anything that could name a page or a person; null for none. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === '' ? null : host;
  } catch {
    return /^[a-z0-9.-]+$/i.test(referrer) ? referrer.toLowerCase() : null;
  }
}

/** Whether the visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export function optedOut(headers: { dnt?: string | null; gpc?: string | null }): boolean {
  return headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1';
}

// Crawlers, link previews and headless tools: what a visitor's user agent is not.
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless|lighthouse|preview|monitor|curl|wget|python-requests|httpclient|axios|node-fetch|go-http-client|java\//i;

/** Whether a user agent is a known bot (or none at all). */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** The term of a site search: a path under `/search` or `/recherche` with `q` (docs/product.md#analytics). */
export function siteSearchTerm(pathname: string, search: string): string | null {
  if (!/^\/(search|recherche)(\/|$)/.test(pathname)) return null;
  const term = new URLSearchParams(search).get('q')?.trim();
  return term ? term.slice(0, 200) : null;
}

// A finder's number is reported as the range it falls in, never as typed: a customer's own figure could
// tell who they are, and ranges are what the figures group by.
const RANGE_BOUNDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;

/** The range (1–2–5 steps) a finder's number falls in, with its unit, e.g. "100–200 g/s"; null for none. */
export function rangeOf(value: number | null | undefined, unit: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  const upper = RANGE_BOUNDS.findIndex((bound) => value < bound);
  if (upper === -1) return `≥ ${RANGE_BOUNDS[RANGE_BOUNDS.length - 1]} ${unit}`;
  return `${upper === 0 ? 0 : RANGE_BOUNDS[upper - 1]}–${RANGE_BOUNDS[upper]} ${unit}`;
}
