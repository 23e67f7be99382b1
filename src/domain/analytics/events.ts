// The analytics events (docs/product.md#analytics): the fixed list a tracker may send, the limits of one
// batch, and what makes a visit not a person's (Do Not Track, Global Privacy Control, a known bot). Shared by
// the browser's tracker and the server's collector, which checks every batch against the same schema.
import { z } from 'zod';

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

const text = (max: number) => z.string().trim().min(1).max(max);
const propValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const analyticsEventSchema = z
  .object({
    type: z.enum(['pageview', 'event']),
    name: z.enum(ANALYTICS_EVENTS).optional(),
    path: text(500).regex(/^\//, 'A path starts with "/".'),
    referrer: text(200).optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A locale is a language code, e.g. "de" or "pt-BR".')
      .optional(),
    props: z
      .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,31}$/), propValue)
      .refine((props) => Object.keys(props).length <= 12, 'At most 12 properties an event.')
      .optional(),
    ts: z.number().int().positive(),
  })
  .strict()
  .refine((event) => (event.type === 'event') === (event.name !== undefined), {
    message: 'An event has a name from the list; a page view has none.',
    path: ['name'],
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(analyticsEventSchema)
      .min(1, 'A batch holds at least one event.')
      .max(MAX_EVENTS_PER_BATCH, `A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

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
