// npm run bench:lighthouse: Lighthouse 12.8.2 (mobile emulation, simulated throttling) on the public
// pages, 3 runs each, min/median/max of performance and accessibility, beside a static HTML page served
// by node:http in the same run as the baseline (budget: performance ≥ 95, accessibility 100, docs/ARCHITECTURE.md#budgets).
// Chromium is CHROME_PATH (default /usr/bin/chromium), started fresh for every run. The dashboard is
// measured signed in as sales (a session cookie made over the API, bench/lib/app-process.ts `signIn`).
// LIGHTHOUSE_PAGES=/login,/ (sales) limits the run to those pages (and the baseline); LIGHTHOUSE_REPORTS=<dir>
// keeps every run's report there.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/configurator', '/configurator/hx', '/login'];
/** Measured signed in as sales, with a session made over the API as the e2e fixtures make it. */
const SIGNED_IN_PAGES = ['/'];

/** The baseline: what a page of the same size costs with no framework at all. */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Static baseline">
<title>Static baseline</title><style>body{font-family:sans-serif;margin:0}header{height:80px;border-bottom:8px solid #c92a2a;
display:flex;align-items:center;padding:0 16px}main{max-width:1200px;margin:auto;padding:24px 16px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:16px}
article{border:1px solid #ccc;padding:16px}</style></head><body><header><strong>Meterline</strong></header>
<main><h1>Configure your metering machine</h1><p>Choose a machine, set its dosing line, destination and day
tanks, add the options you need and see the price at once.</p><div class="grid">${['HX Compact', 'HX Series', 'HX Max', 'LX Series', 'CX Cast', 'VX Vario'].map((name) => `<article><h2>${name}</h2><p>Metering machine for polyurethane.</p></article>`).join('')}</div></main></body></html>`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startChrome(): Promise<{ port: number; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  const child = spawn(
    CHROME,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--disable-dev-shm-usage',
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing to the profile after the browser has exited:
      // a leftover temporary profile must not end the benchmark.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        process.stderr.write(`could not remove ${profile}: ${(error as Error).message}\n`);
      }
    },
  };
}

/**
 * Each page loaded once in Chromium before the measured runs, as a server in use has been: a fresh
 * server answers its first session check and its first reads of a kind slowly (code not yet compiled,
 * caches empty; 800 ms against 20 ms here), and that first run was counted as the page's speed.
 */
async function warmUp(targets: Target[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    for (const { url, cookie } of targets) {
      const page = await browser.newPage({ extraHTTPHeaders: cookie ? { cookie } : {} });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

type Target = { name: string; url: string; cookie?: string };

type Scores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number };

async function audit({ url, cookie }: Target): Promise<Scores | undefined> {
  const chrome = await startChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      // A run Lighthouse could not finish (e.g. NO_FCP on a starved CPU) is no score of 0: run it again.
      process.stdout.write(`  ${url}: ${result.lhr.runtimeError.code}, run again\n`);
      return undefined;
    }
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_REPORTS=<dir> keeps each run's report, to read what its LCP waited for.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
    }
    const failed = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id),
    );
    if (failed.length > 0)
      process.stdout.write(`  ${url}: accessibility findings: ${failed.map((a) => a.id).join(', ')}\n`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    };
  } finally {
    await chrome.stop();
  }
}

function serveStatic(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STATIC_PAGE);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }),
    ),
  );
}

const fmt = (values: number[], digits = 0) => {
  const { min, median, max } = spread(values);
  return `${min.toFixed(digits)}/${median.toFixed(digits)}/${max.toFixed(digits)}`;
};

async function main() {
  if (!existsSync('dist/client/index.html') || !process.argv.includes('--use-dist')) {
    // The whole build, the server's render of the public pages included (what `npm start` serves).
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const app = await startApp();
  const baseline = await serveStatic();
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const cookie = await signIn(app.base, 'sales@meterline.example');
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const targets: Target[] = [
      { name: 'static page (baseline)', url: baseline.url },
      ...PAGES.map((path) => ({ name: path, url: `${app.base}${path}` })),
      ...SIGNED_IN_PAGES.map((path) => ({ name: `${path} (sales)`, url: `${app.base}${path}`, cookie })),
    ].filter((target, index) => index === 0 || !only || only.includes(target.name));
    await warmUp(targets);
    const results = new Map<string, Scores[]>();
    for (const target of targets) {
      const runs: Scores[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const scores = await audit(target);
        if (scores) runs.push(scores);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not finish any run of ${target.url}`);
      results.set(target.name, runs);
    }
    const baselinePerformance = spread(
      (results.get('static page (baseline)') ?? []).map((s) => s.performance),
    ).median;
    // Simulated throttling scales the CPU time it observes: on a shared machine the scores follow the load.
    process.stdout.write(
      `\nLighthouse 12.8.2, mobile, ${RUNS} runs min/median/max; goal performance ≥ 95, accessibility 100; load average ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end\n`,
    );
    process.stdout.write(
      `${'page'.padEnd(24)} ${'performance'.padStart(12)} ${'÷baseline'.padStart(9)} ${'accessibility'.padStart(14)} ${'LCP ms'.padStart(16)} ${'TBT ms'.padStart(12)}\n`,
    );
    for (const [name, runs] of results) {
      const performance = spread(runs.map((s) => s.performance)).median;
      process.stdout.write(
        `${name.padEnd(24)} ${fmt(runs.map((s) => s.performance)).padStart(12)} ${(performance / baselinePerformance).toFixed(2).padStart(9)} ${fmt(runs.map((s) => s.accessibility)).padStart(14)} ${fmt(runs.map((s) => s.lcpMs)).padStart(16)} ${fmt(runs.map((s) => s.tbtMs)).padStart(12)}\n`,
      );
    }
  } finally {
    app.stop();
    baseline.server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
