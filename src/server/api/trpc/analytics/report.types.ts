import { z } from 'zod';
import { type AnalyticsReport, FUNNEL_STAGES } from '../../../db/queries/analytics-report.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** At most two years a report: the page's widest range. */
const MAX_DAYS = 731;

export const reportInput = z
  .object({
    /** the first day, YYYY-MM-DD (UTC) */
    from: z.string().regex(DAY, 'A day is written YYYY-MM-DD.'),
    /** the last day, included */
    to: z.string().regex(DAY, 'A day is written YYYY-MM-DD.'),
    machine: z.string().max(100).regex(new RegExp(SLUG_PATTERN)).optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .optional(),
    includeStaff: z.boolean().default(false),
  })
  .refine((input) => input.from <= input.to, { message: 'The period ends before it starts.', path: ['to'] })
  .refine((input) => (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 < MAX_DAYS, {
    message: 'A report covers at most two years.',
    path: ['from'],
  });

const counted = z.array(z.object({ key: z.string(), count: z.number().int().nonnegative() }));

export const reportOutput = z.object({
  days: z.array(z.object({ day: z.string(), visitors: z.number(), pageViews: z.number() })),
  totals: z.object({ visitors: z.number(), pageViews: z.number() }),
  topPages: counted,
  referrers: counted,
  languages: counted,
  countries: counted,
  siteSearches: counted,
  finderSearches: counted,
  funnels: z.array(
    z.object({
      machine: z.string(),
      stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), visitors: z.number() })),
      steps: z.array(z.object({ step: z.string(), visitors: z.number() })),
    }),
  ),
  takeRates: z.array(
    z.object({
      machine: z.string(),
      subStep: z.string(),
      configurations: z.number().int().nonnegative(),
      previousConfigurations: z.number().int().nonnegative(),
      options: z.array(
        z.object({
          value: z.string(),
          count: z.number().int().nonnegative(),
          share: z.number().min(0).max(1),
          previousShare: z.number().min(0).max(1).nullable(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<AnalyticsReport>;
