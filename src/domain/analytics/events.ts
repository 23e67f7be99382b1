// The schema of an analytics batch (docs/product.md#analytics), which the collector checks every batch
// against; the rules and limits it uses are in rules.ts.
import { z } from 'zod';
import { ANALYTICS_EVENTS, MAX_EVENTS_PER_BATCH } from './rules.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const propValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

const analyticsEventSchema = z
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
