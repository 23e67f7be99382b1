// npm run bench:reliability: load and crashes (docs/operations.md).
// 1. Load: two instances of the compiled server on a PostgreSQL cluster of the bench's own, behind the
//    small proxy of proxy.mjs; RELIABILITY_USERS (500) virtual customers for RELIABILITY_SECONDS (60)
//    (load.ts). Prints p50 / p95 / p99 per operation and the requests per second of each instance, beside
//    a baseline measured in the same run: two raw node:http servers (raw-upstream.mjs) answering the same
//    calls with the app's bytes, behind the same proxy, under the same customers. RELIABILITY_RUNS (3)
//    runs: min / median / max. Goal: no error other than the designed 429s.
// 2. Crashes on PostgreSQL: RELIABILITY_CYCLES (50) kill -9 of one of two instances during mixed writes
//    (crash.ts). Goal: no acknowledged write lost.
// 3. Crashes on PGlite: RELIABILITY_PGLITE_CYCLES (20). Goal: no acknowledged write lost; every start
//    either opens the database cleanly or refuses naming `npm run db:restore`; prints the survival rate.
// RELIABILITY_PARTS (load,postgres,pglite) picks parts. The machine is small: shorter settings for a try
// (RELIABILITY_SECONDS=10 RELIABILITY_USERS=100 RELIABILITY_RUNS=1 RELIABILITY_CYCLES=5).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnCluster } from '../../src/server/db/testing/own-cluster.ts';
import { type AppChild, killHard, startAppChild } from '../../src/server/testing/app-child.ts';
import { benchEnv, buildIfStale, spread, waitForLine } from '../lib/app-process.ts';
import { type CrashResult, crashPglite, crashPostgres } from './crash.ts';
import { type ClickPath, clickPaths, type LoadResult, OPERATIONS, percentile, runLoad } from './load.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = env('RELIABILITY_USERS', 500);
const SECONDS = env('RELIABILITY_SECONDS', 60);
const RUNS = env('RELIABILITY_RUNS', 3);
const THINK_MS = env('RELIABILITY_THINK_MS', 1000);
const PATHS = env('RELIABILITY_PATHS', 100);
const CYCLES = env('RELIABILITY_CYCLES', 50);
const PGLITE_CYCLES = env('RELIABILITY_PGLITE_CYCLES', 20);
const PARTS = (process.env.RELIABILITY_PARTS ?? 'load,postgres,pglite').split(',');
const print = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${Math.round(value)}`;
const trio = (values: number[]) => {
  const { min, median, max } = spread(values);
  return RUNS > 1 ? `${ms(median)} (${ms(min)}–${ms(max)})` : ms(median);
};

type Proxy = { base: string; child: ChildProcess; stats(): Promise<{ base: string; forwarded: number }[]> };

async function startProxy(upstreams: string[]): Promise<Proxy> {
  const child = spawn(process.execPath, ['bench/reliability/proxy.mjs'], {
    env: { ...process.env, UPSTREAMS: upstreams.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = (await waitForLine(child, /PROXY (\d+)/))[1];
  const base = `http://127.0.0.1:${port}`;
  // The first health round, so that no instance is skipped at the start.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return {
    base,
    child,
    stats: async () => (await (await fetch(`${base}/__proxy/stats`)).json()) as never,
  };
}

type Measured = { load: LoadResult; perInstance: number[] };

async function measure(proxy: Proxy, paths: ClickPath[]): Promise<Measured> {
  const before = await proxy.stats();
  const load = await runLoad(proxy.base, paths, {
    users: USERS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    rampMs: Math.min(5000, (SECONDS * 1000) / 4),
  });
  const after = await proxy.stats();
  return {
    load,
    perInstance: after.map(
      (upstream, i) => (upstream.forwarded - (before[i]?.forwarded ?? 0)) / load.seconds,
    ),
  };
}

/** The app's answer to each call once, for the baseline servers to repeat. */
async function captureAnswers(base: string, path: ClickPath, file: string): Promise<void> {
  const headers = { 'x-simulated-client': '10.250.0.1', 'content-type': 'application/json', origin: base };
  const get = (procedure: string, input: unknown) =>
    fetch(`${base}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const post = (procedure: string, input: unknown) =>
    fetch(`${base}/api/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input) });
  const selection = path.clicks.at(-1);
  const model = await get('publicConfigurator.machineModel', { slug: path.slug, locale: 'en' });
  const price = await get('publicConfigurator.price', { slug: path.slug, selection });
  const save = await post('publicConfigurator.saveConfiguration', {
    slug: path.slug,
    selection,
    units: { freq: 50, unit: 'cm' },
    locale: 'en',
  });
  const saveBody = Buffer.from(await save.arrayBuffer());
  const code = (JSON.parse(saveBody.toString()) as { result: { data: { code: string } } }).result.data.code;
  const quote = await post('publicConfigurator.requestQuote', {
    code,
    name: 'Load Test',
    company: 'Baseline',
    email: 'baseline@example.com',
    country: 'DE',
    consent: true,
  });
  const pdf = await fetch(`${base}/api/configurations/${code}/quote.pdf?locale=en`, { headers });
  const answers = [
    ['/api/trpc/publicConfigurator.machineModel', model, Buffer.from(await model.arrayBuffer())],
    ['/api/trpc/publicConfigurator.price', price, Buffer.from(await price.arrayBuffer())],
    ['/api/trpc/publicConfigurator.saveConfiguration', save, saveBody],
    ['/api/trpc/publicConfigurator.requestQuote', quote, Buffer.from(await quote.arrayBuffer())],
    ['/api/configurations/', pdf, Buffer.from(await pdf.arrayBuffer())],
  ] as const;
  for (const [prefix, response] of answers)
    if (response.status !== 200) throw new Error(`capturing ${prefix}: ${response.status}`);
  writeFileSync(
    file,
    JSON.stringify(
      answers.map(([prefix, response, body]) => ({
        prefix,
        status: 200,
        contentType: response.headers.get('content-type'),
        bodyBase64: body.toString('base64'),
      })),
    ),
  );
}

function startRaw(file: string): Promise<AppChild> {
  const child = spawn(process.execPath, ['bench/reliability/raw-upstream.mjs'], {
    env: { ...process.env, RAW_ANSWERS_FILE: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return waitForLine(child, /running at (http:\/\/\S+)/).then((match) => ({
    base: match[1] as string,
    child,
    pid: child.pid ?? 0,
    output: () => '',
  }));
}

async function loadPart(): Promise<boolean> {
  const cluster = await createOwnCluster();
  const dir = mkdtempSync(join(tmpdir(), 'reliability-load-'));
  const answersFile = join(dir, 'answers.json');
  const children: AppChild[] = [];
  const proxies: Proxy[] = [];
  try {
    for (const i of [0, 1]) {
      children.push(
        await startAppChild(
          { ...benchEnv(join(dir, `data-${i}`)), DATABASE_URL: cluster.url, TRUST_PROXY: 'true' },
          { built: true },
        ),
      );
    }
    const proxy = await startProxy(children.map((c) => c.base));
    proxies.push(proxy);
    const paths = await clickPaths(proxy.base, PATHS);
    await captureAnswers(proxy.base, paths[0] as ClickPath, answersFile);
    const raws = [await startRaw(answersFile), await startRaw(answersFile)];
    children.push(...raws);
    const rawProxy = await startProxy(raws.map((c) => c.base));
    proxies.push(rawProxy);

    const app: Measured[] = [];
    const baseline: Measured[] = [];
    for (let run = 0; run < RUNS; run++) {
      process.stderr.write(`load run ${run + 1}/${RUNS}: the app…\n`);
      app.push(await measure(proxy, paths));
      process.stderr.write(`load run ${run + 1}/${RUNS}: the baseline…\n`);
      baseline.push(await measure(rawProxy, paths));
    }

    print(
      `\nbench:reliability load: ${USERS} customers for ${SECONDS} s (think ${THINK_MS} ms ±50% before each step, ${paths.length} click paths), ` +
        `2 instances on PostgreSQL behind proxy.mjs; ${RUNS} run${RUNS > 1 ? 's, median (min–max)' : ''}; ms`,
    );
    print(
      `${'operation'.padEnd(14)} ${'calls'.padStart(7)}  ${'p50'.padStart(14)} ${'p95'.padStart(14)} ${'p99'.padStart(14)}` +
        `   baseline p50/p95/p99   ratio p50/p95/p99   429s  errors`,
    );
    const per = (runs: Measured[], op: (typeof OPERATIONS)[number], p: number) =>
      runs.map((m) => percentile(m.load.latencies.get(op) ?? [], p));
    let errors = 0;
    for (const op of OPERATIONS) {
      const calls = spread(app.map((m) => m.load.latencies.get(op)?.length ?? 0)).median;
      const base = [50, 95, 99].map((p) => spread(per(baseline, op, p)).median);
      const ratio = [50, 95, 99].map(
        (p, i) => spread(per(app, op, p)).median / Math.max(base[i] as number, 0.1),
      );
      const limited = app.reduce((sum, m) => sum + (m.load.designed429.get(op) ?? 0), 0);
      const failed = app.reduce(
        (sum, m) =>
          sum + [...m.load.errors].filter(([key]) => key.startsWith(`${op}:`)).reduce((s, [, n]) => s + n, 0),
        0,
      );
      errors += failed;
      print(
        `${op.padEnd(14)} ${String(calls).padStart(7)}  ${trio(per(app, op, 50)).padStart(14)} ${trio(per(app, op, 95)).padStart(14)} ` +
          `${trio(per(app, op, 99)).padStart(14)}   ${base.map(ms).join(' / ').padStart(20)}   ` +
          `${ratio
            .map((r) => `${r.toFixed(1)}×`)
            .join(' / ')
            .padStart(17)}   ${String(limited).padStart(4)}  ${String(failed).padStart(6)}`,
      );
    }
    for (const op of OPERATIONS) {
      const retried = app.reduce((sum, m) => sum + (m.load.busyRetried.get(op) ?? 0), 0);
      if (retried)
        print(
          `${op}: ${retried} busy answers (503 with Retry-After) asked again after the wait, as the app does`,
        );
    }
    const instances = [0, 1].map((i) => app.map((m) => m.perInstance[i] ?? 0));
    const rawInstances = [0, 1].map((i) => baseline.map((m) => m.perInstance[i] ?? 0));
    print(
      `throughput, requests/s: instance 1 ${trio(instances[0] ?? [])}, instance 2 ${trio(instances[1] ?? [])}` +
        ` (baseline servers: ${trio(rawInstances[0] ?? [])}, ${trio(rawInstances[1] ?? [])})`,
    );
    const baselineErrors = baseline.reduce(
      (sum, m) => sum + [...m.load.errors.values()].reduce((a, b) => a + b, 0),
      0,
    );
    if (baselineErrors)
      print(`(the baseline had ${baselineErrors} errors: the load generator or the proxy is saturated)`);
    const seen = new Map<string, number>();
    for (const m of app) for (const [key, n] of m.load.errors) seen.set(key, (seen.get(key) ?? 0) + n);
    for (const [key, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 8)) print(`  error ×${n}: ${key}`);
    print(
      errors
        ? `${errors} errors besides the designed 429s: goal missed`
        : 'no errors besides the designed 429s: goal met',
    );
    return errors === 0;
  } finally {
    for (const proxy of proxies) proxy.child.kill('SIGTERM');
    await Promise.all(children.map((child) => killHard(child)));
    cluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printCrash(result: CrashResult): boolean {
  const restart = result.restartMs.length ? spread(result.restartMs) : undefined;
  const kinds = Object.entries(result.byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  print(
    `\nbench:reliability crashes on ${result.backend === 'postgres' ? 'PostgreSQL (2 instances, one killed per cycle)' : 'PGlite'}: ` +
      `${result.cycles} kill -9 cycles during mixed writes`,
  );
  print(`acknowledged writes: ${result.acknowledged} (${kinds}); lost: ${result.lost.length}`);
  for (const lost of result.lost.slice(0, 10)) print(`  lost: ${lost}`);
  print(
    `unanswered (in flight at a kill, allowed either way): ${result.unanswered}; designed refusals (409/429): ${result.refused}; ` +
      `errors: ${result.errors.length}`,
  );
  for (const error of result.errors.slice(0, 5)) print(`  error: ${error}`);
  if (restart)
    print(
      `restart to serving: min ${ms(restart.min)} / median ${ms(restart.median)} / max ${ms(restart.max)} ms`,
    );
  const ok = result.lost.length === 0 && result.errors.length === 0 && result.badStarts.length === 0;
  if (result.backend === 'pglite') {
    const rate = (100 * result.cleanOpens) / result.cycles;
    print(
      `survival: ${result.cleanOpens} of ${result.cycles} starts after a kill opened the database cleanly (${rate.toFixed(0)}%); ` +
        `${result.refusals} refused naming npm run db:restore (restored, ${result.restoredAway} acknowledged writes since the backup taken back)`,
    );
  } else print(`starts after a kill that served again: ${result.cleanOpens} of ${result.cycles}`);
  for (const bad of result.badStarts)
    print(`  BAD START (neither clean nor a refusal naming the restore): ${bad}`);
  print(ok ? 'no acknowledged write lost: goal met' : 'goal missed');
  return ok;
}

async function main(): Promise<void> {
  buildIfStale();
  let ok = true;
  if (PARTS.includes('load')) ok = (await loadPart()) && ok;
  if (PARTS.includes('postgres')) ok = printCrash(await crashPostgres(CYCLES)) && ok;
  if (PARTS.includes('pglite')) ok = printCrash(await crashPglite(PGLITE_CYCLES)) && ok;
  if (!ok) process.exitCode = 1;
}

await main();
