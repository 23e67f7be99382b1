// npm run bench:analytics-report: every chart query of the /analytics page (db/queries/analytics-report.ts
// `reportCharts`) over BENCH_EVENTS generated events (1,000,000 by default, bench/analytics/events.ts, not
// the demo seed), on PostgreSQL (budget 300 ms a chart) and on PGlite (budget 1 s a chart). Periods: the
// last 30 and 90 days (the page's usual ranges; the last 30 days also for one machine) within the budget,
// and on PostgreSQL the whole year the events span, for information. 3 runs after one warm-up,
// min/median/max per chart, and the ratio of the median to the baseline of the same run: a bare count of
// the period's raw rows (the least any figure of the period costs). Exits with 1 when a budgeted chart's
// median is over its budget.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test server; the bench makes a
// database of its own there and drops it at the end. BENCH_BACKENDS=pglite (or postgres) runs one only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, gte, lt } from 'drizzle-orm';
import pg from 'pg';
import { type DbHandle, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { type ReportFilter, reportCharts } from '../../src/server/db/queries/analytics-report.ts';
import { analyticsEvents } from '../../src/server/db/schema/index.ts';
import { spread } from '../lib/app-process.ts';
import { insertGeneratedCodes, insertGeneratedEvents } from './events.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CODES = Number(process.env.BENCH_CODES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = { postgres: 300, pglite: 1000 } as const;
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const END = new Date(Date.UTC(2026, 10, 1));
const DAY = 86_400_000;
const period = (days: number, machine?: string): ReportFilter => ({
  from: new Date(END.getTime() - days * DAY),
  to: END,
  ...(machine ? { machine } : {}),
});
/** Budgeted: the page's usual ranges. The whole year is shown for information (PostgreSQL only). */
const PERIODS: { label: string; filter: ReportFilter; budget: boolean; pglite: boolean }[] = [
  { label: 'last 30 days', filter: period(30), budget: true, pglite: true },
  { label: 'last 30 days, machine hx', filter: period(30, 'hx'), budget: true, pglite: true },
  { label: 'last 90 days', filter: period(90), budget: true, pglite: true },
  { label: 'whole year (not budgeted)', filter: period(365), budget: false, pglite: false },
];

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function measure(backend: 'postgres' | 'pglite', handle: DbHandle): Promise<boolean> {
  const started = performance.now();
  await insertGeneratedEvents(handle.db, EVENTS, END);
  await insertGeneratedCodes(handle.db, CODES, END);
  print(
    `\n${backend}: ${EVENTS.toLocaleString('en')} events, ${CODES} codes generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  let ok = true;
  for (const period of PERIODS.filter((p) => backend === 'postgres' || p.pglite)) {
    const charts = reportCharts(handle.db, period.filter);
    const baseline = () =>
      handle.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(
          and(
            gte(analyticsEvents.occurredAt, period.filter.from),
            lt(analyticsEvents.occurredAt, period.filter.to),
          ),
        );
    const names = Object.keys(charts) as (keyof typeof charts)[];
    // one warm-up of each (plans, caches), then RUNS timed rounds
    await baseline();
    for (const name of names) await charts[name]();
    const times = new Map<string, number[]>([
      ['baseline', []],
      ...names.map((name) => [name, []] as [string, number[]]),
    ]);
    for (let run = 0; run < RUNS; run++) {
      times.get('baseline')?.push(await timed(baseline));
      for (const name of names) times.get(name)?.push(await timed(charts[name]));
    }
    const base = spread(times.get('baseline') ?? []).median;
    print(`  ${period.label} (baseline, a count of the period's rows: ${ms(base)})`);
    for (const name of names) {
      const s = spread(times.get(name) ?? []);
      const over = period.budget && s.median > BUDGET_MS[backend];
      if (over) ok = false;
      print(
        `    ${name.padEnd(15)} ${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}  ×${(s.median / base).toFixed(1)}${over ? `  OVER ${BUDGET_MS[backend]} ms` : ''}`,
      );
    }
  }
  return ok;
}

async function main() {
  print(`analytics report queries: ${RUNS} runs, min / median / max, × the baseline's median`);
  let ok = true;
  if (BACKENDS.includes('postgres')) {
    const name = `meterline_bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const handle = await openPostgres(url.toString(), { poolSize: 2 });
      try {
        ok = (await measure('postgres', handle)) && ok;
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (BACKENDS.includes('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'meterline-bench-analytics-'));
    try {
      const handle = await openPglite(dir);
      try {
        ok = (await measure('pglite', handle)) && ok;
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  print(ok ? '\nevery chart within its budget' : '\na chart is over its budget');
  process.exitCode = ok ? 0 : 1;
}

await main();
