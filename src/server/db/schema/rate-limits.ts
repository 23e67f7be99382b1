import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of every rate limit (sign-in, configuration codes, quote requests, …) in fixed
 * windows, counted atomically by one upsert (src/server/db/queries/rate-limits.ts). The key names the
 * limit and the subject, e.g. `ip:203.0.113.9` or `quote-ip:203.0.113.9`. The window length is kept
 * with the row, so one statement can count several limits with different windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    windowS: integer('window_s').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('rate_limit_counters_window_check', sql`${t.windowS} > 0`)],
);
