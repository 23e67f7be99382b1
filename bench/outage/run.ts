// npm run bench:outage: how soon the app answers while its PostgreSQL is down. A cluster of the bench's
// own (the shared server is never stopped) is stopped under the app, once per run; once the change feed
// has noticed, every call of src/server/testing/outage-calls.ts (the outage test's) is timed until its
// 503, beside the same call while the database is up in the same run. BENCH_RUNS (default 3) runs:
// min / median / max. Goal: every 503 within 2 s, so that nobody waits on a database that is away.
import { type DbHandle, openPostgres } from '../../src/server/db/client.ts';
import { seedDemoCatalogue } from '../../src/server/db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../../src/server/db/seed/demo-users.ts';
import { createOwnCluster, postgresBinDir } from '../../src/server/db/testing/own-cluster.ts';
import { OUTAGE_PASSWORD, outageCalls, outageModelPath } from '../../src/server/testing/outage-calls.ts';
import { Client, testApp } from '../../src/server/testing/test-app.ts';
import { spread } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 2000;

async function timed(call: () => Promise<Response> | Response): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const limit = performance.now() + 30_000;
  while (!(await done())) {
    if (performance.now() > limit) throw new Error(`${what}: not within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(7);

async function main() {
  if (!postgresBinDir()) throw new Error('No PostgreSQL server binaries (initdb) under /usr/lib/postgresql');
  const cluster = await createOwnCluster();
  let handle: DbHandle | undefined;
  try {
    handle = await openPostgres(cluster.url, { poolSize: 4 });
    const db = handle;
    await seedDemoCatalogue(db.db);
    await seedDemoUsers(db.db, { password: OUTAGE_PASSWORD, pin: '246810' });
    const app = testApp({ ...db, backend: 'postgres' });
    const sales = new Client(app.app);
    if ((await sales.signIn('sales@meterline.example', OUTAGE_PASSWORD)).status !== 200)
      throw new Error('the demo sales user could not sign in');
    const calls = outageCalls(db, app, sales);
    const up = new Map<string, number[]>(calls.map(([name]) => [name, []]));
    const down = new Map<string, number[]>(calls.map(([name]) => [name, []]));

    for (let run = 0; run < RUNS; run++) {
      for (const [name, call] of calls) {
        const { ms: time, status } = await timed(call);
        if (status >= 500) throw new Error(`${name} answered ${status} while the database was up`);
        up.get(name)?.push(time);
      }
      cluster.stop();
      // Until the listener notices, cached answers are still served (decision 004).
      await until('the change feed noticing the outage', () => !db.changes.live);
      for (const [name, call] of calls) {
        const { ms: time, status } = await timed(call);
        if (status !== 503) throw new Error(`${name} answered ${status} while the database was down`);
        down.get(name)?.push(time);
      }
      cluster.start();
      await until(
        'the app recovering',
        async () => (await app.app.request(`http://localhost${outageModelPath}`)).status === 200,
      );
    }

    let missed = 0;
    process.stdout.write(
      `\nbench:outage: the app's answer while its PostgreSQL is down (503) and while it is up, ${RUNS} runs\n` +
        `${'call'.padEnd(44)} down: min / median / max      up: median   ratio   goal\n`,
    );
    for (const [name] of calls) {
      const d = spread(down.get(name) ?? []);
      const u = spread(up.get(name) ?? []);
      const ok = d.max <= GOAL_MS;
      if (!ok) missed++;
      process.stdout.write(
        `${name.padEnd(44)} ${ms(d.min)} / ${ms(d.median)} / ${ms(d.max)}   ${ms(u.median)}   ` +
          `${`${(d.median / u.median).toFixed(2)}×`.padStart(6)}   ≤ ${GOAL_MS} ms ${ok ? 'ok' : 'OVER'}\n`,
      );
    }
    process.stdout.write(missed ? `${missed} over goal\n` : 'all goals met\n');
    if (missed) process.exitCode = 1;
  } finally {
    await handle?.close().catch(() => {});
    cluster.destroy();
  }
}

await main();
