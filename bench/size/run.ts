// npm run bench:size: first-load JS and CSS per route, gzipped, from a cold load in Chromium. Every
// script and stylesheet the page requests until the network is idle counts, each gzipped alone (level 9,
// scripts/first-load.ts `gzipKb`). 3 cold runs per route, min/median/max, the ratio to the route's budget
// (scripts/first-load.ts, the table `npm test` checks from the build's manifest), and beside it the
// manifest's figure: a file the browser fetched that the manifest's sum leaves out (or the other way
// round) is listed, so the check of `npm test` and what a browser does cannot drift apart. A route over
// its budget is listed with its heaviest files and the run exits with 1. `--use-dist` skips the build
// and measures dist/ as it is. The signed-in route is measured as sales, signed in over the API as the
// e2e fixtures do (bench/lib/app-process.ts `signIn`), not through the form.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.ts';
import {
  FIRST_LOAD_ROUTES,
  type FirstLoadRoute,
  firstLoadOf,
  gzipKb,
  type Load,
  type LoadedFile,
  overBudget,
  sumLoad,
} from '../../scripts/first-load.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';

const RUNS = 3;
const DIST = 'dist/client';

/** When each route's page is in use: its heading, the sign-in button, the machine's configurator. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/login': (p) => p.getByRole('button', { name: 'Sign in' }).waitFor(),
  // The machine's page with its price, not the skeleton: the model has arrived and rendered.
  '/configurator/hx': (p) => p.getByTestId('configurator').waitFor(),
};
const ready = (route: FirstLoadRoute) =>
  READY[route.name] ?? ((p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor());

async function coldLoad(base: string, route: FirstLoadRoute, cookie: string | undefined): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name: name as string, value: value.join('='), url: base }]);
    }
    const page = await context.newPage();
    const bodies: Promise<LoadedFile>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname.slice(1),
          kind: type === 'script' ? 'js' : 'css',
          gz: gzipKb(body),
        })),
      );
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
    await ready(route)(page);
    await page.waitForLoadState('networkidle');
    return sumLoad(await Promise.all(bodies));
  } finally {
    await browser.close();
  }
}

const kb = (value: number) => value.toFixed(1).padStart(6);
const ratio = (value: number, budget: number) => (value / budget).toFixed(2).padStart(7);

/** Files one side counted and the other did not, as `+file` (browser only) and `-file` (manifest only). */
function drift(browser: Load, manifest: Load): string[] {
  const fetched = new Set(browser.files.map((f) => f.file));
  const summed = new Set(manifest.files.map((f) => f.file));
  return [
    ...[...fetched].filter((f) => !summed.has(f)).map((f) => `+${f}`),
    ...[...summed].filter((f) => !fetched.has(f)).map((f) => `-${f}`),
  ];
}

async function main() {
  if (!process.argv.includes('--use-dist') || !existsSync(`${DIST}/index.html`)) {
    // The whole build, the server's render of the public pages included (what `npm start` serves).
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const app = await startApp();
  try {
    const cookie = await signIn(app.base, 'sales@meterline.example');
    process.stdout.write(
      `\nfirst load, cold, Chromium; KB gzipped (level 9); ${RUNS} runs min/median/max; budgets from scripts/first-load.ts; "manifest" is the figure npm test checks\n`,
    );
    process.stdout.write(
      `${'route'.padEnd(30)} ${'JS min'.padStart(6)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'budget'.padStart(6)} ${'÷budget'.padStart(7)} ${'manif.'.padStart(6)}   ${'CSS min'.padStart(7)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'budget'.padStart(6)} ${'manif.'.padStart(6)}  files  verdict\n`,
    );
    const listed: { route: FirstLoadRoute; load: Load; why: string }[] = [];
    const failed: string[] = [];
    const drifted: string[] = [];
    for (const route of FIRST_LOAD_ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(app.base, route, route.signedIn ? cookie : undefined));
      const js = spread(loads.map((l) => l.js));
      const css = spread(loads.map((l) => l.css));
      const manifest = firstLoadOf(DIST, route);
      const { budget } = route;
      const fails = overBudget({ js: js.median, css: css.median }, budget);
      if (fails) failed.push(route.name);
      const apart = drift(loads[0] as Load, manifest);
      if (apart.length > 0) drifted.push(`${route.name}: ${apart.join(' ')}`);
      if (fails)
        listed.push({ route, load: loads[0] as Load, why: 'is over its budget; its heaviest files' });
      else if (process.env.SIZE_ALL_FILES) listed.push({ route, load: loads[0] as Load, why: 'loads' });
      process.stdout.write(
        `${route.name.padEnd(30)} ${kb(js.min)} ${kb(js.median)} ${kb(js.max)} ${String(budget.js).padStart(6)} ${ratio(js.median, budget.js)} ${kb(manifest.js)}   ${kb(css.min).padStart(7)} ${kb(css.median)} ${kb(css.max)} ${String(budget.css).padStart(6)} ${kb(manifest.css)}  ${String(loads[0]?.files.length).padStart(5)}  ${fails ? 'OVER BUDGET' : 'ok'}\n`,
      );
    }
    for (const { route, load, why } of listed) {
      process.stdout.write(`\n${route.name} ${why} (KB gzipped):\n`);
      // SIZE_ALL_FILES=1 lists every file of every route, not only the heaviest of one over its budget.
      const shown = process.env.SIZE_ALL_FILES ? load.files.length : 12;
      for (const file of [...load.files].sort((a, b) => b.gz - a.gz).slice(0, shown))
        process.stdout.write(`  ${kb(file.gz)}  ${file.kind.padEnd(3)}  ${file.file}\n`);
    }
    if (drifted.length > 0)
      process.stdout.write(
        `\nThe browser and the manifest's sum differ (+ fetched only by the browser, - summed only from the manifest; a lazy import of the first render belongs in the route's loadsLater):\n${drifted.map((d) => `  ${d}`).join('\n')}\n`,
      );
    if (failed.length > 0) {
      process.stderr.write(`\nFAILED: ${failed.join(', ')} over the first-load budget\n`);
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
