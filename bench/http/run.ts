// npm run bench:http: requests/s of every hot read of the app beside raw node:http serving the same
// bytes, in the same run. autocannon, 50 connections, BENCH_SECONDS (default 5) per measurement,
// BENCH_RUNS (default 3) runs: min / median / max of the ratio app ÷ raw, against its goal.
// BENCH_DATABASE_URL runs the app on PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn, spread, startApp, waitForLine } from '../lib/app-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;

async function measure(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

async function main() {
  const database = process.env.BENCH_DATABASE_URL;
  const app = await startApp(database ? { DATABASE_URL: database } : {});
  // The framework chunk: every page loads it (the entry itself is boot-*.js since decision 008).
  const asset = readdirSync('dist/client/assets').find((f) => /^framework-.*\.js$/.test(f));
  if (!asset) throw new Error('no framework-*.js in dist/client/assets: run npm run build');
  const base = app.base;
  const session = await signIn(base, 'sales@meterline.example');
  const signedIn = { cookie: session };

  const model = `/api/trpc/publicConfigurator.machineModel?${input({ slug: 'hx-max', locale: 'de' })}`;
  const targets: { name: string; path: string; headers: Record<string, string>; goal: number }[] = [
    { name: 'GET /api/health', path: '/api/health', headers: {}, goal: 0.7 },
    { name: `GET /assets/${asset?.slice(0, 20)}…`, path: `/assets/${asset}`, headers: {}, goal: 0.5 },
    {
      name: 'GET /api/product-portfolio (signed in)',
      path: '/api/product-portfolio',
      headers: signedIn,
      goal: 0.5,
    },
    {
      name: 'GET /api/configurator-data (signed in)',
      path: '/api/configurator-data',
      headers: signedIn,
      goal: 0.5,
    },
    {
      name: 'GET /api/general-information (signed in)',
      path: '/api/general-information',
      headers: signedIn,
      goal: 0.5,
    },
    { name: 'GET /api/news (signed in)', path: '/api/news', headers: signedIn, goal: 0.5 },
    {
      name: 'navigation (anonymous)',
      path: '/api/trpc/publicConfigurator.navigation',
      headers: {},
      goal: 0.5,
    },
    {
      name: 'navigation (signed in)',
      path: '/api/trpc/publicConfigurator.navigation',
      headers: signedIn,
      goal: 0.5,
    },
    { name: 'locales (anonymous)', path: '/api/trpc/publicConfigurator.locales', headers: {}, goal: 0.5 },
    { name: 'machineModel hx-max de (anonymous)', path: model, headers: {}, goal: 0.5 },
    { name: 'machineModel hx-max de (signed in)', path: model, headers: signedIn, goal: 0.5 },
  ];
  const available: ((typeof targets)[number] & { type: string; body: Buffer })[] = [];
  for (const t of targets) {
    const res = await fetch(`${base}${t.path}`, { headers: { ...t.headers, 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
    available.push({
      ...t,
      type: res.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await res.arrayBuffer()),
    });
  }

  // The baseline serves each path's exact bytes; its paths are numbered (several targets share one).
  const bodiesFile = join(mkdtempSync(join(tmpdir(), 'bench-raw-')), 'bodies.json');
  writeFileSync(
    bodiesFile,
    JSON.stringify(
      available.map((t, i) => ({
        path: `/${i}`,
        contentType: t.type,
        bodyBase64: t.body.toString('base64'),
      })),
    ),
  );
  const raw = spawn(process.execPath, ['--import', 'tsx', 'bench/http/raw-server.ts'], {
    env: { ...process.env, RAW_BODIES_FILE: bodiesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rawPort = (await waitForLine(raw, /RAW (\d+)/))[1];

  process.stdout.write(
    `\nbench:http on ${database ? 'PostgreSQL' : 'PGlite'}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${RUNS} runs\n`,
  );
  process.stdout.write(
    `${'target'.padEnd(42)} ${'bytes'.padStart(7)} ${'app req/s'.padStart(10)} ${'raw req/s'.padStart(10)}  ratio min / median / max   goal\n`,
  );
  let missed = 0;
  try {
    for (const [i, t] of available.entries()) {
      const apps: number[] = [];
      const raws: number[] = [];
      const ratios: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const appRate = await measure(`${base}${t.path}`, t.headers);
        const rawRate = await measure(`http://127.0.0.1:${rawPort}/${i}`, {});
        apps.push(appRate);
        raws.push(rawRate);
        ratios.push(appRate / rawRate);
      }
      const r = spread(ratios);
      if (r.median < t.goal) missed++;
      process.stdout.write(
        `${`${t.name.padEnd(42)} ${String(t.body.length).padStart(7)} ${spread(apps).median.toFixed(0).padStart(10)} ${spread(raws).median.toFixed(0).padStart(10)}  ${r.min.toFixed(2)} / ${r.median.toFixed(2)} / ${r.max.toFixed(2)}`.padEnd(
          100,
        )}≥ ${t.goal}${r.median < t.goal ? '  MISSED' : ''}\n`,
      );
    }
  } finally {
    app.stop();
    raw.kill('SIGTERM');
  }
  process.stdout.write(missed ? `${missed} below goal\n` : 'all goals met\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
