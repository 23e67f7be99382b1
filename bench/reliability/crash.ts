// kill -9 cycles during mixed writes (src/server/testing/crash-writes.ts), on PostgreSQL (two instances,
// one of them killed and started again per cycle) and on PGlite (the one instance). Afterwards every
// acknowledged write must be in the database with its last acknowledged version. On PGlite the app,
// started again on the killed one's directory, either opens it cleanly or refuses naming
// `npm run db:restore`; then the bench restores the backup taken at the start, as an operator would,
// and the writes acknowledged since that backup are counted apart (a restore takes them back by design).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { createOwnCluster } from '../../src/server/db/testing/own-cluster.ts';
import {
  type AppChild,
  AppStartError,
  killHard,
  startAppChild,
  stopCleanly,
} from '../../src/server/testing/app-child.ts';
import { checkLedger, emptyLedger, runWriters } from '../../src/server/testing/crash-writes.ts';
import { BENCH_PASSWORD, benchEnv } from '../lib/app-process.ts';

export type CrashResult = {
  backend: 'postgres' | 'pglite';
  cycles: number;
  /** starts after a kill that opened the database and answered */
  cleanOpens: number;
  /** starts that refused, naming npm run db:restore */
  refusals: number;
  /** starts that failed in any other way (never acceptable) */
  badStarts: string[];
  acknowledged: number;
  /** the acknowledged writes by kind */
  byKind: Record<string, number>;
  lost: string[];
  /** acknowledged writes taken back by a restore after a refusal */
  restoredAway: number;
  unanswered: number;
  refused: number;
  errors: string[];
  restartMs: number[];
};

function emptyResult(backend: CrashResult['backend'], cycles: number): CrashResult {
  return {
    backend,
    cycles,
    cleanOpens: 0,
    refusals: 0,
    badStarts: [],
    acknowledged: 0,
    byKind: {},
    lost: [],
    restoredAway: 0,
    unanswered: 0,
    refused: 0,
    errors: [],
    restartMs: [],
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

function appEnv(dataDir: string, extra: Record<string, string>): Record<string, string> {
  return { ...benchEnv(dataDir), TRUST_PROXY: 'true', ...extra };
}

/** Answers, or throws: a started app must serve its data, never a half-broken database. */
async function assertServes(base: string): Promise<void> {
  const health = await fetch(`${base}/api/health`);
  if (health.status !== 200) throw new Error(`health answered ${health.status}`);
  const input = encodeURIComponent(JSON.stringify({ slug: 'hx', locale: 'en' }));
  const model = await fetch(`${base}/api/trpc/publicConfigurator.machineModel?input=${input}`);
  if (model.status !== 200) throw new Error(`the model answered ${model.status}`);
}

export async function crashPostgres(cycles: number): Promise<CrashResult> {
  const cluster = await createOwnCluster();
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'reliability-')));
  const env = (i: number) => appEnv(join(dirs[i] as string, 'data'), { DATABASE_URL: cluster.url });
  const apps: (AppChild | undefined)[] = [];
  const live: string[] = [];
  const result = emptyResult('postgres', cycles);
  try {
    // One after the other: the first migrates and seeds the demo data.
    for (const i of [0, 1]) {
      const app = await startAppChild(env(i), { built: true });
      apps[i] = app;
      live.push(app.base);
    }
    let turn = 0;
    const ledger = emptyLedger();
    const writers = await runWriters({
      ledger,
      password: BENCH_PASSWORD,
      target: () => (live.length ? live[turn++ % live.length] : undefined),
      concurrency: 3,
    });
    for (let cycle = 0; cycle < cycles; cycle++) {
      await pause(between(200, 800));
      const i = cycle % 2;
      const app = apps[i] as AppChild;
      await killHard(app);
      live.splice(live.indexOf(app.base), 1);
      const started = performance.now();
      try {
        const again = await startAppChild(env(i), { built: true });
        result.restartMs.push(performance.now() - started);
        await assertServes(again.base);
        apps[i] = again;
        live.push(again.base);
        result.cleanOpens++;
      } catch (error) {
        result.badStarts.push(String(error).slice(0, 500));
        break;
      }
    }
    await writers.stop();
    await Promise.all(apps.map((app) => app && stopCleanly(app)));
    const handle = await openPostgres(cluster.url, { migrate: false, poolSize: 2 });
    try {
      const check = await checkLedger(handle.db, ledger);
      Object.assign(result, {
        acknowledged: check.acknowledged,
        byKind: ledger.byKind,
        lost: check.lost,
        unanswered: ledger.unanswered,
        refused: ledger.refused,
        errors: ledger.errors,
      });
    } finally {
      await handle.close();
    }
    return result;
  } finally {
    await Promise.all(apps.map((app) => app && killHard(app)));
    cluster.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function cli(dataDir: string, args: string[]): { ok: boolean; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], {
    env: { ...process.env, ...appEnv(dataDir, {}) },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

export async function crashPglite(cycles: number): Promise<CrashResult> {
  const root = mkdtempSync(join(tmpdir(), 'reliability-pglite-'));
  const dataDir = join(root, 'data');
  const backup = join(root, 'backup.tar.gz');
  const env = appEnv(dataDir, {});
  let app: AppChild | undefined;
  let up: string | undefined;
  const result = emptyResult('pglite', cycles);
  try {
    app = await startAppChild(env, { built: true });
    // The backup an operator takes of a running app (the CLI hands the command to it).
    const taken = cli(dataDir, ['db:backup', '--file', backup]);
    if (!taken.ok) throw new Error(`db:backup failed: ${taken.output}`);
    up = app.base;
    let ledger = emptyLedger();
    let writers = await runWriters({ ledger, password: BENCH_PASSWORD, target: () => up, concurrency: 2 });
    for (let cycle = 0; cycle < cycles; cycle++) {
      await pause(between(1000, 3000));
      up = undefined;
      await killHard(app);
      const started = performance.now();
      try {
        app = await startAppChild(env, { built: true });
        result.restartMs.push(performance.now() - started);
        await assertServes(app.base);
        result.cleanOpens++;
        up = app.base;
      } catch (error) {
        const output = error instanceof AppStartError ? error.output : String(error);
        if (!(error instanceof AppStartError) || !output.includes('npm run db:restore')) {
          result.badStarts.push(output.slice(0, 800));
          break;
        }
        result.refusals++;
        await writers.stop();
        const restored = cli(dataDir, ['db:restore', '--file', backup]);
        if (!restored.ok) throw new Error(`db:restore failed: ${restored.output}`);
        result.restoredAway += ledger.acknowledged;
        result.unanswered += ledger.unanswered;
        result.refused += ledger.refused;
        result.errors.push(...ledger.errors);
        app = await startAppChild(env, { built: true });
        up = app.base;
        ledger = emptyLedger();
        writers = await runWriters({ ledger, password: BENCH_PASSWORD, target: () => up, concurrency: 2 });
      }
    }
    await writers.stop();
    up = undefined;
    await stopCleanly(app);
    const handle = await openPglite(dataDir, { migrate: false });
    try {
      const check = await checkLedger(handle.db, ledger);
      result.acknowledged += check.acknowledged;
      result.byKind = ledger.byKind;
      result.lost.push(...check.lost);
      result.unanswered += ledger.unanswered;
      result.refused += ledger.refused;
      result.errors.push(...ledger.errors);
    } finally {
      await handle.close();
    }
    return result;
  } finally {
    if (app) await killHard(app);
    rmSync(root, { recursive: true, force: true });
  }
}
