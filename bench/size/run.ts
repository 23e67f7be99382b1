// npm run bench:size: first-load JS and CSS per route, gzipped, from a cold load in Chromium (issue 10).
// Every script and stylesheet the page requests until the network is idle counts, each gzipped alone
// (level 9), the way the budget of DEVELOPERS.md reads. 3 cold runs per route, min/median/max, and the
// ratio to the budget. `--use-dist` skips the build and measures dist/client as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';

const RUNS = 3;
const BUDGET = { js: 150, css: 30 }; // KB gzipped, DEVELOPERS.md

type Route = { name: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> };

const ROUTES: Route[] = [
  {
    name: '/login',
    path: '/login',
    signedIn: false,
    ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor(),
  },
  {
    name: '/ (signed in)',
    path: '/',
    signedIn: true,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: '/configurator',
    path: '/configurator',
    signedIn: false,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: '/configurator/hx',
    path: '/configurator/hx',
    signedIn: false,
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
];

type Load = { js: number; css: number; files: number };

async function coldLoad(base: string, route: Route, cookie: string | undefined): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name: name as string, value: value.join('='), url: base }]);
    }
    const page = await context.newPage();
    const bodies: Promise<{ kind: 'js' | 'css'; gz: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          kind: type === 'script' ? 'js' : 'css',
          gz: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
    await route.ready(page);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css') =>
      files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gz, 0) / 1024;
    return { js: sum('js'), css: sum('css'), files: files.length };
  } finally {
    await browser.close();
  }
}

const kb = (value: number) => value.toFixed(1).padStart(6);

async function main() {
  if (!process.argv.includes('--use-dist') || !existsSync('dist/client/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const app = await startApp();
  try {
    const cookie = await signIn(app.base, 'sales@meterline.example');
    process.stdout.write(
      `\nfirst load, cold, Chromium; KB gzipped (level 9); ${RUNS} runs min/median/max; budget JS ${BUDGET.js} KB, CSS ${BUDGET.css} KB\n`,
    );
    process.stdout.write(
      `${'route'.padEnd(18)} ${'JS min'.padStart(6)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'÷budget'.padStart(7)}   ${'CSS min'.padStart(7)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'÷budget'.padStart(7)}  files\n`,
    );
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(app.base, route, route.signedIn ? cookie : undefined));
      const js = spread(loads.map((l) => l.js));
      const css = spread(loads.map((l) => l.css));
      process.stdout.write(
        `${route.name.padEnd(18)} ${kb(js.min)} ${kb(js.median)} ${kb(js.max)} ${(js.median / BUDGET.js).toFixed(2).padStart(7)}   ${kb(css.min).padStart(7)} ${kb(css.median)} ${kb(css.max)} ${(css.median / BUDGET.css).toFixed(2).padStart(7)}  ${loads[0]?.files}\n`,
      );
    }
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
