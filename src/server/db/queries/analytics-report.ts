// What the /analytics page shows (docs/product.md#analytics), each figure one SQL aggregate over the
// events of a period: raw events never leave the database. Every figure takes the same filter: the
// period, a machine, a locale, and whether staff are counted (not by default).
import { and, count, countDistinct, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  configurationCodes,
  configuratorOptions,
  configuratorSteps,
  configuratorSubSteps,
  analyticsDaily as daily,
  machines,
  analyticsEvents as raw,
} from '../schema/index.ts';

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
  takeRates: TakeRate[];
};

/**
 * Per machine and sub-step, the share of the configurations saved in the period (codes created, not
 * visitors' events) that chose each option, and the same share over the period of equal length before it.
 */
export type TakeRate = {
  machine: string;
  subStep: string;
  /** codes of the machine created in the period / in the period before */
  configurations: number;
  previousConfigurations: number;
  /** the model's options in its order (count 0 when never chosen), then values no longer offered */
  options: { value: string; count: number; share: number; previousShare: number | null }[];
};

const TOP = 10;
/** The properties the figures read: all a roll-up keeps (analytics-rollup.ts). */
export const REPORTED_PROPS = ['machine', 'step', 'subStep', 'value', 'term', 'finder', 'range'] as const;
type PropName = (typeof REPORTED_PROPS)[number];

// Every figure reads the raw events, each counting 1, and the days rolled up from older ones
// (analytics-rollup.ts), each counting its rows: the same numbers before and after a roll-up.
// PostgreSQL pushes each condition down into both branches, so each keeps its indexes.
const qb = new QueryBuilder();
const e = qb
  .select({
    occurredAt: raw.occurredAt,
    type: raw.type,
    name: raw.name,
    path: raw.path,
    referrerHost: raw.referrerHost,
    locale: raw.locale,
    props: raw.props,
    visitor: raw.visitor,
    staff: raw.staff,
    count: sql<number>`1`.as('count'),
  })
  .from(raw)
  .unionAll(
    qb
      .select({
        occurredAt: daily.occurredAt,
        type: daily.type,
        name: daily.name,
        path: daily.path,
        referrerHost: daily.referrerHost,
        locale: daily.locale,
        props: daily.props,
        visitor: daily.visitor,
        staff: daily.staff,
        count: sql<number>`${daily.count}`.as('count'),
      })
      .from(daily),
  )
  .as('e');
/** how many events a group holds */
const events = () => sql<number>`coalesce(sum(${e.count}), 0)`;
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
  const value = distinctVisitors ? countDistinct(e.visitor) : events();
  const rows = await db
    .select({ key, count: value })
    .from(e)
    .where(where(filter, condition, sql`${key} is not null`))
    .groupBy(key)
    .orderBy(desc(value), key)
    .limit(TOP);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/**
 * Each chart's query on its own, as the report runs them (all at once) and the bench times them
 * (bench/analytics/report.ts): a chart is one query, or two or three for the take-rates.
 */
export function reportCharts(db: Db, filter: ReportFilter) {
  const pageview = eq(e.type, 'pageview');
  // A machine filter applies to what names a machine (events); page views name one by their path.
  const pageFilter: ReportFilter = filter.machine ? { ...filter, machine: undefined } : filter;
  const machinePath = filter.machine
    ? sql`(${e.path} = ${`/configurator/${filter.machine}`} or ${e.path} like ${`/configurator/${filter.machine}/%`})`
    : undefined;
  const day = sql<string>`to_char(${e.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return {
    days: async (): Promise<AnalyticsReport['days']> => {
      const rows = await db
        .select({ day, visitors: countDistinct(e.visitor), pageViews: events() })
        .from(e)
        .where(where(pageFilter, pageview, machinePath))
        .groupBy(day)
        .orderBy(day);
      return rows.map((row) => ({
        day: row.day,
        visitors: Number(row.visitors),
        pageViews: Number(row.pageViews),
      }));
    },
    totals: async (): Promise<AnalyticsReport['totals']> => {
      const [row] = await db
        .select({ visitors: countDistinct(e.visitor), pageViews: events() })
        .from(e)
        .where(where(pageFilter, pageview, machinePath));
      return { visitors: Number(row?.visitors ?? 0), pageViews: Number(row?.pageViews ?? 0) };
    },
    topPages: () => top(db, sql<string>`${e.path}`, pageFilter, and(pageview, machinePath) as SQL),
    referrers: () => top(db, sql<string>`${e.referrerHost}`, pageFilter, and(pageview, machinePath) as SQL),
    languages: () => top(db, sql<string>`${e.locale}`, pageFilter, and(pageview, machinePath) as SQL, true),
    countries: () =>
      top(
        db,
        prop('value'),
        filter,
        sql`${e.name} = 'option_chosen' and ${prop('subStep')} = 'country'`,
        true,
      ),
    siteSearches: () => top(db, sql<string>`lower(${prop('term')})`, pageFilter, eq(e.name, 'site_searched')),
    finderSearches: () =>
      top(
        db,
        sql<string>`concat_ws(' · ', ${prop('finder')}, ${prop('range')})`,
        pageFilter,
        eq(e.name, 'finder_searched'),
      ),
    funnels: async (): Promise<MachineFunnel[]> =>
      funnelsOf(
        await db
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
      ),
    takeRates: () => takeRatesOf(db, filter),
  } satisfies { [K in keyof AnalyticsReport]: () => Promise<AnalyticsReport[K]> };
}

export async function analyticsReport(db: Db, filter: ReportFilter): Promise<AnalyticsReport> {
  // Every chart's query at once, each answer under the chart's own name.
  const entries = await Promise.all(
    Object.entries(reportCharts(db, filter)).map(async ([name, chart]) => [name, await chart()] as const),
  );
  return Object.fromEntries(entries) as AnalyticsReport;
}

/** Sub-steps whose values are the model's options; number and text fields hold what a customer typed. */
const CHOICE_FIELD_TYPES = sql.raw(`('select', 'radio', 'checkbox')`);

type ChoiceRow = { machine: string; current: boolean; subStep: string; value: string; count: number };

async function takeRatesOf(db: Db, filter: ReportFilter): Promise<TakeRate[]> {
  const previousFrom = new Date(2 * filter.from.getTime() - filter.to.getTime());
  const c = configurationCodes;
  // Codes saved by a signed-in user are staff's (only staff have accounts, docs/product.md#codes).
  const codeWhere = and(
    gte(c.createdAt, previousFrom),
    lt(c.createdAt, filter.to),
    filter.includeStaff ? undefined : sql`${c.createdBy} is null`,
    filter.locale ? sql`${c.locale} = ${filter.locale}` : undefined,
    filter.machine ? eq(machines.slug, filter.machine) : undefined,
  );
  const current = sql<boolean>`${c.createdAt} >= ${filter.from}`;
  const totals = await db
    .select({ machine: machines.slug, current, count: count() })
    .from(c)
    .innerJoin(machines, eq(machines.id, c.machineId))
    .where(codeWhere)
    // by position: the period's test holds a bound parameter, which is not the same text twice
    .groupBy(sql`1`, sql`2`);
  if (totals.length === 0) return [];
  const machineSlugs = [...new Set(totals.map((row) => row.machine))].sort();
  // Each code's chosen values, unnested in the database and kept only for the model's choice sub-steps,
  // so that neither free text nor single codes leave it.
  const chosen = (await db.execute(sql`
    select ${machines.slug} as machine, (${current}) as current, s.key as "subStep", v.value,
      count(distinct ${c.code}) as count
    from ${c}
    join ${machines} on ${machines.id} = ${c.machineId}
    cross join lateral jsonb_each(${c.selection} -> 'values') as s(key, value)
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(s.value) = 'array' then s.value else '[]'::jsonb end) as v(value)
    join ${configuratorSubSteps} ss on ss.machine_id = ${c.machineId} and ss.slug = s.key
      and ss.field_type in ${CHOICE_FIELD_TYPES}
    where ${codeWhere} and v.value <> ''
    group by 1, 2, 3, 4`)) as unknown as { rows: ChoiceRow[] };
  const offered = await db
    .select({
      machine: machines.slug,
      subStep: configuratorSubSteps.slug,
      value: configuratorOptions.value,
    })
    .from(configuratorSubSteps)
    .innerJoin(configuratorSteps, eq(configuratorSteps.id, configuratorSubSteps.stepId))
    .innerJoin(machines, eq(machines.id, configuratorSubSteps.machineId))
    .leftJoin(configuratorOptions, eq(configuratorOptions.subStepId, configuratorSubSteps.id))
    .where(
      and(
        inArray(machines.slug, machineSlugs),
        sql`${configuratorSubSteps.fieldType} in ${CHOICE_FIELD_TYPES}`,
      ),
    )
    .orderBy(
      machines.slug,
      configuratorSteps.sortOrder,
      configuratorSubSteps.sortOrder,
      configuratorOptions.sortOrder,
      configuratorOptions.value,
    );
  return assembleTakeRates(
    totals.map((row) => ({ ...row, count: Number(row.count) })),
    chosen.rows.map((row) => ({ ...row, current: Boolean(row.current), count: Number(row.count) })),
    offered,
  );
}

function assembleTakeRates(
  totals: { machine: string; current: boolean; count: number }[],
  chosen: ChoiceRow[],
  offered: { machine: string; subStep: string; value: string | null }[],
): TakeRate[] {
  const configurations = (machine: string, current: boolean) =>
    totals.find((row) => row.machine === machine && row.current === current)?.count ?? 0;
  // The model's sub-steps and options in its order, then sub-steps and values only the codes name.
  const order = new Map<string, string[]>();
  const key = (machine: string, subStep: string) => `${machine}\u0000${subStep}`;
  for (const row of offered) {
    const values = order.get(key(row.machine, row.subStep)) ?? [];
    if (row.value !== null) values.push(row.value);
    order.set(key(row.machine, row.subStep), values);
  }
  const counts = new Map<string, { current: number; previous: number }>();
  for (const row of [...chosen].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))) {
    const values = order.get(key(row.machine, row.subStep)) ?? [];
    if (!values.includes(row.value)) values.push(row.value);
    order.set(key(row.machine, row.subStep), values);
    const entry = counts.get(`${key(row.machine, row.subStep)}\u0000${row.value}`) ?? {
      current: 0,
      previous: 0,
    };
    entry[row.current ? 'current' : 'previous'] = row.count;
    counts.set(`${key(row.machine, row.subStep)}\u0000${row.value}`, entry);
  }
  const rates: TakeRate[] = [];
  for (const [where, values] of order) {
    const [machine = '', subStep = ''] = where.split('\u0000');
    const now = configurations(machine, true);
    const before = configurations(machine, false);
    rates.push({
      machine,
      subStep,
      configurations: now,
      previousConfigurations: before,
      options: values.map((value) => {
        const entry = counts.get(`${where}\u0000${value}`) ?? { current: 0, previous: 0 };
        return {
          value,
          count: entry.current,
          share: now === 0 ? 0 : entry.current / now,
          previousShare: before === 0 ? null : entry.previous / before,
        };
      }),
    });
  }
  return rates;
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
