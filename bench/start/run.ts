// npm run bench:start: start to healthy on an existing data directory. `npm start` (build check, the
// compiled server, migrations, the seed check, the change feed) beside a raw node:http server that npm
// starts the same way, in the same run; the time from spawn to the first 200 from /api/health.
// BENCH_RUNS (default 3) runs each: min / median / max, and the ratio of the medians against its goal.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../src/server/db/testing/own-cluster.ts';
import { benchEnv, buildIfStale, spread, startApp } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL = 1.5;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Milliseconds from spawning `npm <args>` to the first 200 from /api/health. */
async function startToHealthy(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that stopping it stops npm's shell and the server under it.
  const child = spawn('npm', args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm ${args.join(' ')} exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (performance.now() - started > 60_000) throw new Error('not healthy within 60 s');
    }
  } finally {
    const done = exited(child);
    process.kill(-(child.pid as number), 'SIGTERM');
    await done;
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  buildIfStale();
  // An existing data directory: the first start migrates and seeds it, the measured starts reuse it.
  const env = benchEnv();
  const first = await startApp(env);
  const firstExit = exited(first.child);
  first.stop();
  await firstExit;

  const app: number[] = [];
  const raw: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    raw.push(await startToHealthy(['exec', '--offline', '--', 'node', 'bench/start/raw-server.mjs'], {}));
    app.push(await startToHealthy(['start'], env));
  }
  const a = spread(app);
  const r = spread(raw);
  const ratio = a.median / r.median;
  process.stdout.write(
    `start to healthy, existing data directory, ${RUNS} runs (min / median / max)\n` +
      `  npm start:              ${ms(a.min)} / ${ms(a.median)} / ${ms(a.max)}\n` +
      `  raw node:http via npm:  ${ms(r.min)} / ${ms(r.median)} / ${ms(r.max)}\n` +
      `  ratio of the medians:   ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×) ${ratio <= GOAL ? 'ok' : 'OVER'}\n`,
  );
  if (ratio > GOAL) process.exitCode = 1;
}

await main();
