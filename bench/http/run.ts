// npm run bench:http: requests/s of the app beside raw node:http serving the same bytes, same run.
// autocannon, 50 connections; BENCH_SECONDS (default 5) per target.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

async function measure(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

async function main() {
  if (!existsSync('dist/client/index.html'))
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const asset = readdirSync('dist/client/assets').find((f) => /^index-.*\.js$/.test(f));

  const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'bench-')), 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: 'bench-password-1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = (await waitForLine(app, /running at (http:\/\/\S+)/))[1] as string;

  // A signed-in session for the data endpoints.
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({
      csrfToken,
      email: 'sales@meterline.example',
      password: 'bench-password-1',
      json: 'true',
    }),
  });
  const session = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.includes('session-token'));
  if (!session) throw new Error('bench could not sign in');

  const targets: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'GET /api/health', path: '/api/health', headers: {} },
    { name: `GET /assets/${asset}`, path: `/assets/${asset}`, headers: {} },
    { name: 'GET /api/app-info (JSON)', path: '/api/app-info', headers: {} },
    {
      name: 'GET /api/configurator-data (JSON, signed in)',
      path: '/api/configurator-data',
      headers: { cookie: session },
    },
  ];
  const available: ((typeof targets)[number] & { type: string; body: Buffer })[] = [];
  for (const t of targets) {
    const res = await fetch(`${base}${t.path}`, { headers: t.headers });
    if (res.status !== 200) {
      process.stdout.write(`skipped ${t.name}: HTTP ${res.status}\n`);
      continue;
    }
    available.push({
      ...t,
      type: res.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await res.arrayBuffer()),
    });
  }

  const bodiesFile = join(mkdtempSync(join(tmpdir(), 'bench-raw-')), 'bodies.json');
  writeFileSync(
    bodiesFile,
    JSON.stringify(
      available.map((t) => ({ path: t.path, contentType: t.type, bodyBase64: t.body.toString('base64') })),
    ),
  );
  const raw = spawn(process.execPath, ['--import', 'tsx', 'bench/http/raw-server.ts'], {
    env: { ...process.env, RAW_BODIES_FILE: bodiesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rawPort = (await waitForLine(raw, /RAW (\d+)/))[1];

  process.stdout.write(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  process.stdout.write(
    `${'target'.padEnd(52)} ${'app req/s'.padStart(10)} ${'raw req/s'.padStart(10)} ${'ratio'.padStart(6)}\n`,
  );
  try {
    for (const t of available) {
      const appRate = await measure(`${base}${t.path}`, t.headers);
      const rawRate = await measure(`http://127.0.0.1:${rawPort}${t.path}`, {});
      const line = `${t.name.padEnd(52)} ${appRate.toFixed(0).padStart(10)} ${rawRate.toFixed(0).padStart(10)} ${(appRate / rawRate).toFixed(2).padStart(6)}`;
      process.stdout.write(`${line}  (${t.body.length} bytes)\n`);
    }
  } finally {
    app.kill('SIGTERM');
    raw.kill('SIGTERM');
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
