// Retention of the analytics events (docs/product.md#analytics): raw events are kept 13 months, then rolled
// up into one row per day and per everything the figures group or filter by (analytics-report.ts reads
// both), so the figures stay the same and the table stops growing.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { analyticsDaily, analyticsEvents } from '../schema/index.ts';
import { REPORTED_PROPS } from './analytics-report.ts';

const RETENTION_MONTHS = 13;

/**
 * The first instant kept raw at `now`: the start of the UTC day 13 months back. A whole day, so a day is
 * rolled up in one go and never split over two runs.
 */
export function rollupCutoff(now: Date): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - RETENTION_MONTHS, 1));
  // The same day of the month, or the month's last when it is shorter (31 March → 28/29 February).
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/**
 * Moves every raw event before `before` into the daily rows, in one statement (a delete feeding an insert)
 * inside one transaction: the events are either all rolled up or all still raw. Running it again finds
 * nothing to move. Returns how many raw events were rolled up into how many rows.
 */
export async function rollUpAnalytics(db: Db, before: Date): Promise<{ events: number; rows: number }> {
  const e = analyticsEvents;
  const props = sql.raw(
    `jsonb_strip_nulls(jsonb_build_object(${REPORTED_PROPS.map((name) => `'${name}', props -> '${name}'`).join(', ')}))`,
  );
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with moved as (
        delete from ${e} where ${e.occurredAt} < ${before}
        returning occurred_at, type, name, path, referrer_host, locale, props, visitor, staff
      ),
      inserted as (
        insert into ${analyticsDaily}
          (occurred_at, type, name, path, referrer_host, locale, props, visitor, staff, count)
        select min(occurred_at), type, name, path, referrer_host, locale,
          case when props is null then null else ${props} end, visitor, staff, count(*)
        from moved
        group by (occurred_at at time zone 'UTC')::date, type, name, path, referrer_host, locale,
          case when props is null then null else ${props} end, visitor, staff
        returning count
      )
      select coalesce(sum(count), 0)::integer as events, count(*)::integer as rows from inserted`)) as unknown as {
      rows: { events: number; rows: number }[];
    };
    const [row] = result.rows;
    return { events: Number(row?.events ?? 0), rows: Number(row?.rows ?? 0) };
  });
}

/**
 * Statistics and the visibility map of the events after a roll-up: the page-view figures read their index
 * alone only where the map says a page holds no dead rows. PostgreSQL's autovacuum does it too; PGlite has
 * none, so the daily run does it (outside a transaction, as VACUUM must be).
 */
export async function vacuumAnalytics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${analyticsEvents}, ${analyticsDaily}`);
}
