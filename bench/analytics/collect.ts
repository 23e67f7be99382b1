// npm run bench:analytics-collect: the collector's throughput (POST /api/analytics/collect,
// docs/product.md#analytics) in batches of 20 events, goal at least 2,000 events/s on one core. The app
// (src/server/main.ts, from source, on PGlite in a fresh directory: the database runs in the same process,
// so the figure holds the app and its database on one core) is pinned to one CPU with taskset when the
// machine has it; this process is the client, 8 requests in flight. Every batch is checked, hashed and
// stored in one insert as in production. Each batch comes from one of many addresses (X-Forwarded-For,
// TRUST_PROXY) so the per-address limit of 120 batches a minute does not refuse the load.
// Baseline of the same run: the same batches sent with `DNT: 1`, which the collector answers 202 and
// drops after reading the headers (the HTTP stack, the route and the same-origin check, without the
// parse, the hash and the insert); the ratio says what storing costs. 3 runs of BENCH_SECONDS (5) each
// way after a warm-up, min/median/max events/s. BENCH_CPU_PROF=<dir> writes the app's CPU profile there.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchEnv, spread, waitForLine } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IN_FLIGHT = 8;
const BATCH = 20;
const GOAL = 2000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const print = (line: string) => process.stdout.write(`${line}\n`);

function batchBody(n: number): string {
  const now = Date.now();
  return JSON.stringify({
    events: Array.from({ length: BATCH }, (_, i) =>
      i % 4 === 0
        ? {
            type: 'pageview',
            path: `/configurator/hx`,
            referrer: 'https://www.google.com/',
            locale: 'de',
            ts: now,
          }
        : {
            type: 'event',
            name: 'option_chosen',
            path: '/configurator/hx',
            locale: 'de',
            props: { machine: 'hx', subStep: 'mixhead', value: `mh-${(n + i) % 3}` },
            ts: now,
          },
    ),
  });
}

/** Batches sent so far, over every load: each address sends 100, so none reaches its limit. */
let n = 0;

async function load(base: string, seconds: number, dnt: boolean): Promise<number> {
  const origin = new URL(base).origin;
  const end = performance.now() + seconds * 1000;
  let batches = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const i = n++;
      const response = await fetch(`${base}/api/analytics/collect`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          'user-agent': BROWSER,
          // 100 batches an address: well under its limit within a run
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${Math.floor(i / 100) & 255}`,
          ...(dnt ? { dnt: '1' } : {}),
        },
        body: batchBody(i),
      });
      if (response.status !== 202)
        throw new Error(`the collector answered ${response.status}: ${await response.text()}`);
      batches++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return (batches * BATCH) / ((performance.now() - start) / 1000);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'meterline-bench-collect-'));
  const pinned = spawnSync('taskset', ['--version']).status === 0;
  const command = [
    process.execPath,
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const child: ChildProcess = spawn(
    pinned ? 'taskset' : (command[0] as string),
    pinned ? ['-c', '0', ...command] : command.slice(1),
    {
      env: {
        ...process.env,
        ...benchEnv(join(dir, 'data')),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    const base = (await waitForLine(child, /running at (http:\/\/\S+)/))[1] as string;
    print(
      `analytics collector: batches of ${BATCH}, ${IN_FLIGHT} in flight, ${RUNS} runs of ${SECONDS} s, the app ${pinned ? 'pinned to one core (taskset -c 0)' : 'not pinned (no taskset)'}`,
    );
    await load(base, 2, false);
    await load(base, 1, true);
    const stored: number[] = [];
    const dropped: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      stored.push(await load(base, SECONDS, false));
      dropped.push(await load(base, SECONDS, true));
    }
    const s = spread(stored);
    const d = spread(dropped);
    const fmt = (x: { min: number; median: number; max: number }) =>
      `${x.min.toFixed(0)} / ${x.median.toFixed(0)} / ${x.max.toFixed(0)} events/s`;
    print(`  stored (checked, hashed, one insert a batch): ${fmt(s)}`);
    print(`  baseline, dropped with DNT: 1:                ${fmt(d)}`);
    print(`  stored / dropped (medians): ${(s.median / d.median).toFixed(2)}`);
    print(s.median >= GOAL ? `within the goal of ${GOAL} events/s` : `UNDER the goal of ${GOAL} events/s`);
    process.exitCode = s.median >= GOAL ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
