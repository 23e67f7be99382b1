import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { inList } from './columns.ts';

export const ANALYTICS_EVENT_TYPES = ['pageview', 'event'] as const;

/**
 * What the first-party tracker sent (docs/product.md#analytics): one row per page view or event, with no
 * cookie and no identifier of a person. `visitor` is a salted hash of IP, user agent and day, whose salt
 * lives only for its day (analytics_salts), so a visitor is counted within a day and never recognised after.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** when the browser says it happened (within the last day, checked on arrival) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: ANALYTICS_EVENT_TYPES }).notNull(),
    /** the event's name (one of a fixed list); null for a page view */
    name: text('name'),
    path: text('path').notNull(),
    /** the referring site's host only, never its address */
    referrerHost: text('referrer_host'),
    locale: text('locale'),
    /** small, fixed properties per event (machine, step, sub-step and value, ranges) */
    props: jsonb('props').$type<Record<string, string | number | boolean>>(),
    visitor: text('visitor').notNull(),
    /** sent by a signed-in member of staff: left out of the customers' figures by default */
    staff: boolean('staff').notNull().default(false),
  },
  (t) => [
    check('analytics_events_type_check', inList(t.type, ANALYTICS_EVENT_TYPES)),
    check('analytics_events_name_check', sql`(${t.type} = 'pageview') = (${t.name} is null)`),
    index('analytics_events_occurred_at_idx').on(t.occurredAt),
    index('analytics_events_name_occurred_at_idx').on(t.name, t.occurredAt),
    // Every page-view figure (visitors and views per day, top pages, referrers, languages) reads only these
    // columns of a period: an index-only scan instead of the table (bench/analytics/report.ts). Every
    // column is bounded (a path 500 characters, the referrer a host), so an entry stays within a page.
    index('analytics_events_pageviews_idx')
      .on(t.occurredAt, t.staff, t.visitor, t.path, t.referrerHost, t.locale)
      .where(sql`${t.type} = 'pageview'`),
  ],
);

/**
 * Raw events older than the retention (13 months, db/queries/analytics-rollup.ts) rolled up per day
 * (docs/product.md#analytics): one row per day and everything the figures group or filter by, with how
 * many raw rows it stands for. The figures read raw rows (each counting 1) and these together, so a
 * roll-up changes none of them.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the first of the rolled-up rows' times: its day is the row's day, and steps keep their order */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: ANALYTICS_EVENT_TYPES }).notNull(),
    name: text('name'),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    locale: text('locale'),
    /** only the properties the figures read */
    props: jsonb('props').$type<Record<string, string | number | boolean>>(),
    visitor: text('visitor').notNull(),
    staff: boolean('staff').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    check('analytics_daily_type_check', inList(t.type, ANALYTICS_EVENT_TYPES)),
    check('analytics_daily_count_check', sql`${t.count} >= 1`),
    index('analytics_daily_occurred_at_idx').on(t.occurredAt),
    index('analytics_daily_name_occurred_at_idx').on(t.name, t.occurredAt),
  ],
);

/** The day's salt of the visitor hash: one row, today's; yesterday's is deleted when a new day starts. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
