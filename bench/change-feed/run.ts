// npm run bench:change-feed: how soon a write through one instance reaches another instance's change
// feed on PostgreSQL (the LISTEN connection of decision 004; docs/ARCHITECTURE.md), beside a bare pg
// client that LISTENs on the same channel in the same run: the baseline is PostgreSQL's own delivery
// of the same notification, so the ratio is what the app adds. Each delay runs from the start of the
// write to the notification's arrival, for a data revision (a pump renamed) and a user (disabled, then
// enabled again). BENCH_CHANGES (default 50) of each per run, BENCH_RUNS (default 3) runs: min / median / max
// of the runs' medians and of their 95th percentiles.
// The database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test server; the bench
// makes a database of its own there and drops it at the end.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { CHANGE_CHANNEL } from '../../src/server/db/change-feed.ts';
import { type DbHandle, openPostgres } from '../../src/server/db/client.ts';
import { findUserByEmail, setDisabled } from '../../src/server/db/queries/users.ts';
import { pumps } from '../../src/server/db/schema/index.ts';
import { seedDemoCatalogue } from '../../src/server/db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../../src/server/db/seed/demo-users.ts';
import { spread } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 50);
/** A change reaches the other instances within this (95th percentile): what their caches rely on. */
const GOAL_MS = 100;
/** What the app adds to PostgreSQL's own delivery: parsing the payload, telling the subscribers. */
const RATIO_GOAL = 1.5;

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

type Kind = 'revision' | 'user';
const PAYLOAD_PREFIX: Record<Kind, string> = { revision: 'rev:', user: 'user:' };

/** Resolves, with its arrival time, on the instance's next change of that kind. */
function toldApp(handle: DbHandle, kind: Kind): Promise<number> {
  return new Promise((resolve) => {
    const stop = handle.changes.subscribe((change) => {
      if (change.kind !== kind) return;
      stop();
      resolve(performance.now());
    });
  });
}

/** Resolves, with its arrival time, on the bare client's next notification of that kind. */
function toldRaw(client: pg.Client, kind: Kind): Promise<number> {
  return new Promise((resolve) => {
    const listener = (message: pg.Notification) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload?.startsWith(PAYLOAD_PREFIX[kind])) return;
      client.off('notification', listener);
      resolve(performance.now());
    };
    client.on('notification', listener);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function waitLive(handle: DbHandle): Promise<void> {
  const until = performance.now() + 10_000;
  while (!handle.changes.live) {
    if (performance.now() > until) throw new Error('the change feed did not come up within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);
const triple = (values: number[]) => {
  const s = spread(values);
  return `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`;
};

async function main() {
  const name = `meterline_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(baseUrl, name);
  const handles: DbHandle[] = [];
  const raw = new pg.Client({ connectionString: url });
  try {
    const first = await openPostgres(url, { poolSize: 2 });
    handles.push(first);
    await seedDemoCatalogue(first.db);
    await seedDemoUsers(first.db, { password: 'bench-password-1', pin: '246810' });
    const second = await openPostgres(url, { migrate: false, poolSize: 2 });
    handles.push(second);
    await waitLive(second);
    await raw.connect();
    await raw.query(`LISTEN ${CHANGE_CHANNEL}`);
    const [pump] = await first.db.select({ id: pumps.id }).from(pumps).limit(1);
    const user = await findUserByEmail(first.db, { email: 'sales@meterline.example' });
    if (!pump || !user) throw new Error('the demo data has no pump or no sales user');
    const writes: Record<Kind, (run: number, i: number) => Promise<unknown>> = {
      revision: (run, i) =>
        first.db
          .update(pumps)
          .set({ name: `Bench pump ${run}-${i}` })
          .where(eq(pumps.id, pump.id)),
      user: (_run, i) => setDisabled(first.db, { id: user.id, disabled: i % 2 === 0 }),
    };

    // Per kind and side: each run's median and 95th percentile.
    const figures = {
      revision: {
        app: { median: [] as number[], p95: [] as number[] },
        raw: { median: [] as number[], p95: [] as number[] },
      },
      user: {
        app: { median: [] as number[], p95: [] as number[] },
        raw: { median: [] as number[], p95: [] as number[] },
      },
    };
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['revision', 'user'] as const) {
        const delays = { app: [] as number[], raw: [] as number[] };
        for (let i = 0; i < CHANGES; i++) {
          const app = toldApp(second, kind);
          const bare = toldRaw(raw, kind);
          const started = performance.now();
          await writes[kind](run, i);
          delays.app.push((await app) - started);
          delays.raw.push((await bare) - started);
        }
        for (const side of ['app', 'raw'] as const) {
          figures[kind][side].median.push(spread(delays[side]).median);
          figures[kind][side].p95.push(percentile(delays[side], 95));
        }
      }
    }

    let missed = 0;
    process.stdout.write(
      `\nbench:change-feed on PostgreSQL: from the start of a write on one instance to the notification on another,\n` +
        `${CHANGES} changes × ${RUNS} runs; min / median / max over the runs\n\n` +
        `${'change'.padEnd(36)} ${'median'.padEnd(32)} ${'95th percentile'.padEnd(32)} ratio   goal\n`,
    );
    for (const [label, kind] of [
      ['data revision (pump renamed)', 'revision'],
      ['user disabled / enabled', 'user'],
    ] as const) {
      const { app, raw: bare } = figures[kind];
      const ratio = spread(app.median).median / spread(bare.median).median;
      const ok = spread(app.p95).median <= GOAL_MS && ratio <= RATIO_GOAL;
      if (!ok) missed++;
      process.stdout.write(
        `${`${label}, app`.padEnd(36)} ${triple(app.median)}   ${triple(app.p95)}   ${`${ratio.toFixed(2)}×`.padStart(5)}   ` +
          `p95 ≤ ${GOAL_MS} ms, ≤ ${RATIO_GOAL}× ${ok ? 'ok' : 'OVER'}\n` +
          `${'  bare LISTEN client'.padEnd(36)} ${triple(bare.median)}   ${triple(bare.p95)}\n`,
      );
    }
    process.stdout.write(missed ? `${missed} over goal\n` : 'all goals met\n');
    if (missed) process.exitCode = 1;
  } finally {
    await raw.end().catch(() => {});
    for (const handle of handles) await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
