// What the /analytics page shows (docs/product.md#analytics), each figure one SQL aggregate over the
// events of a period: raw events never leave the database. Every figure takes the same filter: the
// period, a machine, a locale, and whether staff are counted (not by default).
import { and, count, countDistinct, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { analyticsEvents as e } from '../schema/index.ts';

export type ReportFilter = {
  from: Date;
  /** exclusive */
  to: Date;
  machine?: string;
  locale?: string;
  includeStaff?: boolean;
};

type Counted = { key: string; count: number };

/** The configurator's stages, in their order (docs/product.md#analytics). */
export const FUNNEL_STAGES = [
  'configurator_started',
  'price_shown',
  'code_saved',
  'quote_requested',
] as const;

type MachineFunnel = {
  machine: string;
  /** visitors who reached each stage */
  stages: { stage: (typeof FUNNEL_STAGES)[number]; visitors: number }[];
  /** visitors who completed each step, in the order first seen */
  steps: { step: string; visitors: number }[];
};

export type AnalyticsReport = {
  days: { day: string; visitors: number; pageViews: number }[];
  totals: { visitors: number; pageViews: number };
  topPages: Counted[];
  referrers: Counted[];
  languages: Counted[];
  /** the destination countries chosen in the configurator (not from IP addresses) */
  countries: Counted[];
  siteSearches: Counted[];
  finderSearches: Counted[];
  funnels: MachineFunnel[];
};

const TOP = 10;
type PropName = 'machine' | 'step' | 'subStep' | 'value' | 'term' | 'finder' | 'range';
// The key is written into the statement, not bound: a grouped expression must be the same text in the
// select and the group by, which two bound parameters are not. Only these constant names reach it.
const prop = (name: PropName) => sql<string>`${e.props}->>${sql.raw(`'${name}'`)}`;

function where(filter: ReportFilter, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    gte(e.occurredAt, filter.from),
    lt(e.occurredAt, filter.to),
    filter.includeStaff ? undefined : eq(e.staff, false),
    filter.locale ? eq(e.locale, filter.locale) : undefined,
    filter.machine ? sql`${prop('machine')} = ${filter.machine}` : undefined,
    ...more,
  );
}

async function top(db: Db, key: SQL<string>, filter: ReportFilter, condition: SQL, distinctVisitors = false) {
  const value = distinctVisitors ? countDistinct(e.visitor) : count();
  const rows = await db
    .select({ key, count: value })
    .from(e)
    .where(where(filter, condition, sql`${key} is not null`))
    .groupBy(key)
    .orderBy(desc(value), key)
    .limit(TOP);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

export async function analyticsReport(db: Db, filter: ReportFilter): Promise<AnalyticsReport> {
  const pageview = eq(e.type, 'pageview');
  // A machine filter applies to what names a machine (events); page views name one by their path.
  const pageFilter: ReportFilter = filter.machine ? { ...filter, machine: undefined } : filter;
  const machinePath = filter.machine
    ? sql`(${e.path} = ${`/configurator/${filter.machine}`} or ${e.path} like ${`/configurator/${filter.machine}/%`})`
    : undefined;
  const day = sql<string>`to_char(${e.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [days, totals, topPages, referrers, languages, countries, siteSearches, finderSearches, funnelRows] =
    await Promise.all([
      db
        .select({ day, visitors: countDistinct(e.visitor), pageViews: count() })
        .from(e)
        .where(where(pageFilter, pageview, machinePath))
        .groupBy(day)
        .orderBy(day),
      db
        .select({ visitors: countDistinct(e.visitor), pageViews: count() })
        .from(e)
        .where(where(pageFilter, pageview, machinePath)),
      top(db, sql<string>`${e.path}`, pageFilter, and(pageview, machinePath) as SQL),
      top(db, sql<string>`${e.referrerHost}`, pageFilter, and(pageview, machinePath) as SQL),
      top(db, sql<string>`${e.locale}`, pageFilter, and(pageview, machinePath) as SQL, true),
      top(
        db,
        prop('value'),
        filter,
        sql`${e.name} = 'option_chosen' and ${prop('subStep')} = 'country'`,
        true,
      ),
      top(db, sql<string>`lower(${prop('term')})`, pageFilter, eq(e.name, 'site_searched')),
      top(
        db,
        sql<string>`concat_ws(' · ', ${prop('finder')}, ${prop('range')})`,
        pageFilter,
        eq(e.name, 'finder_searched'),
      ),
      db
        .select({
          machine: prop('machine'),
          name: e.name,
          step: prop('step'),
          visitors: countDistinct(e.visitor),
          firstSeen: sql<string>`min(${e.occurredAt})`,
        })
        .from(e)
        .where(
          where(
            filter,
            sql`${e.name} in ('configurator_started', 'step_completed', 'price_shown', 'code_saved', 'quote_requested')`,
            sql`${prop('machine')} is not null`,
          ),
        )
        .groupBy(prop('machine'), e.name, prop('step')),
    ]);
  return {
    days: days.map((row) => ({
      day: row.day,
      visitors: Number(row.visitors),
      pageViews: Number(row.pageViews),
    })),
    totals: { visitors: Number(totals[0]?.visitors ?? 0), pageViews: Number(totals[0]?.pageViews ?? 0) },
    topPages,
    referrers,
    languages,
    countries,
    siteSearches,
    finderSearches,
    funnels: funnelsOf(funnelRows),
  };
}

function funnelsOf(
  rows: { machine: string; name: string | null; step: string | null; visitors: number; firstSeen: string }[],
): MachineFunnel[] {
  const machines = [...new Set(rows.map((row) => row.machine))].sort();
  return machines.map((machine) => {
    const mine = rows.filter((row) => row.machine === machine);
    return {
      machine,
      stages: FUNNEL_STAGES.map((stage) => ({
        stage,
        visitors: Number(mine.find((row) => row.name === stage)?.visitors ?? 0),
      })),
      steps: mine
        .filter((row) => row.name === 'step_completed' && row.step)
        .sort((a, b) => String(a.firstSeen).localeCompare(String(b.firstSeen)))
        .map((row) => ({ step: row.step as string, visitors: Number(row.visitors) })),
    };
  });
}
