// npm run bench:size: first-load JS and CSS per route, gzipped, from a cold load in Chromium
// (docs/decisions/008-boot-entry-for-the-first-load.md). Every script and stylesheet the page requests until
// the network is idle counts, each gzipped alone (level 9). 3 cold runs per route, min/median/max, and the
// ratio to the route's budget. The public configurator's pages have one (issues 10 and 11: JS ≤ 150 KB, CSS ≤
// 30 KB); a route over it is listed with its heaviest files and the run exits with 1. `--use-dist` skips the
// build and measures dist/client as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';

const RUNS = 3;
/** KB gzipped: the public configurator's first load (docs/ARCHITECTURE.md#budgets) */
const PUBLIC_BUDGET = { js: 150, css: 30 };

type Budget = { js: number; css: number };
type Route = {
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
  /** none: measured and shown, never failed */
  budget?: Budget;
};

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
    budget: PUBLIC_BUDGET,
  },
  {
    name: '/configurator/hx',
    path: '/configurator/hx',
    signedIn: false,
    // The machine's page with its price, not the skeleton: the model has arrived and rendered.
    ready: (p) => p.getByTestId('configurator').waitFor(),
    budget: PUBLIC_BUDGET,
  },
];

type File = { url: string; kind: 'js' | 'css'; gz: number };
type Load = { js: number; css: number; files: File[] };

async function coldLoad(base: string, route: Route, cookie: string | undefined): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name: name as string, value: value.join('='), url: base }]);
    }
    const page = await context.newPage();
    const bodies: Promise<File>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          gz: gzipSync(body, { level: 9 }).length / 1024,
        })),
      );
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
    await route.ready(page);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css') =>
      files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gz, 0);
    return { js: sum('js'), css: sum('css'), files };
  } finally {
    await browser.close();
  }
}

const kb = (value: number) => value.toFixed(1).padStart(6);
const ratio = (value: number, budget: number | undefined) =>
  (budget ? (value / budget).toFixed(2) : '–').padStart(7);

async function main() {
  if (!process.argv.includes('--use-dist') || !existsSync('dist/client/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const app = await startApp();
  try {
    const cookie = await signIn(app.base, 'sales@meterline.example');
    process.stdout.write(
      `\nfirst load, cold, Chromium; KB gzipped (level 9); ${RUNS} runs min/median/max; budget of the public pages JS ${PUBLIC_BUDGET.js} KB, CSS ${PUBLIC_BUDGET.css} KB\n`,
    );
    process.stdout.write(
      `${'route'.padEnd(18)} ${'JS min'.padStart(6)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'÷budget'.padStart(7)}   ${'CSS min'.padStart(7)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'÷budget'.padStart(7)}  files  verdict\n`,
    );
    const over: { route: Route; load: Load }[] = [];
    const failed: string[] = [];
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(app.base, route, route.signedIn ? cookie : undefined));
      const js = spread(loads.map((l) => l.js));
      const css = spread(loads.map((l) => l.css));
      const { budget } = route;
      const fails = budget !== undefined && (js.median > budget.js || css.median > budget.css);
      if (fails) failed.push(route.name);
      if (fails || process.env.SIZE_ALL_FILES) over.push({ route, load: loads[0] as Load });
      const verdict = budget === undefined ? 'no budget' : fails ? 'OVER BUDGET' : 'ok';
      process.stdout.write(
        `${route.name.padEnd(18)} ${kb(js.min)} ${kb(js.median)} ${kb(js.max)} ${ratio(js.median, budget?.js)}   ${kb(css.min).padStart(7)} ${kb(css.median)} ${kb(css.max)} ${ratio(css.median, budget?.css)}  ${String(loads[0]?.files.length).padStart(5)}  ${verdict}\n`,
      );
    }
    for (const { route, load } of over) {
      const why = process.env.SIZE_ALL_FILES ? 'loads' : 'is over its budget; its heaviest files';
      process.stdout.write(`\n${route.name} ${why} (KB gzipped):\n`);
      // SIZE_ALL_FILES=1 lists every file of every route, not only the heaviest of one over its budget.
      const shown = process.env.SIZE_ALL_FILES ? load.files.length : 12;
      for (const file of [...load.files].sort((a, b) => b.gz - a.gz).slice(0, shown))
        process.stdout.write(`  ${kb(file.gz)}  ${file.kind.padEnd(3)}  ${file.url}\n`);
    }
    if (failed.length > 0) {
      process.stderr.write(
        `\nFAILED: ${failed.join(', ')} over the first-load budget (JS ${PUBLIC_BUDGET.js} KB, CSS ${PUBLIC_BUDGET.css} KB gzipped)\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    app.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
