// npm run bench:portfolio: how long a portfolio list and an availability matrix take to render in
// Chromium with a generated catalogue 10× the demo's (budget under 100 ms, docs/ARCHITECTURE.md#budgets). The
// pages mark their own render with performance measures (src/web/features/portfolio/render-timing.ts): from
// the first render with data to the next paint. 3 runs, min/median/max, with the overview page (cards only)
// as the baseline of the same run.
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { newDataDir, startAppServer } from '../../e2e/fixtures/app-server.ts';
import { DEMO_PASSWORD } from '../../e2e/fixtures/login.ts';
import playwrightConfig from '../../playwright.config.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { buildIfStale, spread } from '../lib/app-process.ts';
import { insertGeneratedCatalogue } from './catalogue.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const RUNS = 3;
const BUDGET_MS = 100;

type Target = { label: string; measure: string; path: (ids: Ids) => string; budget: boolean };
type Ids = { machineId: string };

const BASELINE: Target = {
  label: 'overview (7 cards, baseline)',
  measure: 'portfolio-overview',
  path: () => '/product-portfolio',
  budget: false,
};
const TARGETS: Target[] = [
  { label: 'list: pumps', measure: 'pumps-list', path: () => '/product-portfolio/pumps', budget: true },
  {
    label: 'list: machine versions',
    measure: 'machine-versions-list',
    path: () => '/product-portfolio/machine-versions?view=list',
    budget: true,
  },
  {
    label: 'matrix: all versions × all options',
    measure: 'machine-versions-matrix',
    path: () => '/product-portfolio/machine-versions',
    budget: true,
  },
  {
    label: 'matrix: one machine × all options',
    measure: 'machine-detail',
    path: (ids) => `/product-portfolio/machines/${ids.machineId}`,
    budget: true,
  },
];

const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Opens `path` inside the running app (client-side, as a click would) and reads its render measures:
 * to the next paint, and to the DOM commit.
 */
async function renderTime(
  page: Page,
  path: string,
  measure: string,
): Promise<{ paint: number; commit: number }> {
  await page.evaluate(() => performance.clearMeasures());
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const name = `meterline:render:${measure}`;
  await page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').length > 0, name, {
    timeout: 30_000,
  });
  // No named helper in here: tsx would wrap it in a __name() call the page does not have.
  return page.evaluate(
    (n) => ({
      paint: (performance.getEntriesByName(n, 'measure')[0] as PerformanceMeasure).duration,
      commit: (performance.getEntriesByName(`${n}:commit`, 'measure')[0] as PerformanceMeasure).duration,
    }),
    name,
  );
}

async function main() {
  buildIfStale();

  const dataDir = newDataDir();
  const handle = await openPglite(dataDir);
  const size = await insertGeneratedCatalogue(handle.db, SCALE);
  await handle.close();
  print(
    `catalogue ${SCALE}× the demo: ${Object.entries(size)
      .map(([key, value]) => `${value} ${key}`)
      .join(', ')}`,
  );

  // The machines exist, so the server adds only the demo users (to sign in with).
  const app = await startAppServer({
    dataDir,
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      SEED_DEMO_DATA: 'true',
    },
  });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
    const { csrfToken } = await (await context.request.get('/api/auth/csrf')).json();
    const signIn = await context.request.post('/api/auth/callback/credentials', {
      form: {
        csrfToken,
        json: 'true',
        callbackUrl: '/',
        email: 'sales@meterline.example',
        password: DEMO_PASSWORD,
      },
    });
    if (!signIn.ok()) throw new Error(`bench could not sign in: HTTP ${signIn.status()}`);
    const portfolio = await (await context.request.get('/api/product-portfolio')).json();
    // The machine with the most dosing lines: its matrix is the largest one of a machine page.
    const machine = [...portfolio.machines].sort(
      (a: { machineVersions: unknown[] }, b: { machineVersions: unknown[] }) =>
        b.machineVersions.length - a.machineVersions.length,
    )[0];
    const ids: Ids = { machineId: machine.id };

    const times = new Map<Target, number[]>();
    const commits = new Map<Target, number[]>();
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByText('Synchronized').waitFor({ timeout: 60_000 });
      for (const target of [BASELINE, ...TARGETS]) {
        const { paint, commit } = await renderTime(page, target.path(ids), target.measure);
        times.set(target, [...(times.get(target) ?? []), paint]);
        commits.set(target, [...(commits.get(target) ?? []), commit]);
      }
      await page.close();
    }

    const stats = spread;
    const baseline = stats(times.get(BASELINE) ?? []).median;
    print(
      `\nrender to next paint in Chromium, ${RUNS} runs (ms); budget ${BUDGET_MS} ms for lists and matrices`,
    );
    // Wall-clock figures: on a shared machine they grow with its load, so the load is part of the result.
    print(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
    print(
      `${'page'.padEnd(40)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)} ${'× base'.padStart(7)} ${'commit'.padStart(7)}  budget (median)`,
    );
    let missed = false;
    for (const target of [BASELINE, ...TARGETS]) {
      const { min, median, max } = stats(times.get(target) ?? []);
      const commit = stats(commits.get(target) ?? []).median;
      const share = `${Math.round((median / BUDGET_MS) * 100)} % of it`;
      const verdict = !target.budget ? '' : median <= BUDGET_MS ? `met, ${share}` : `NOT MET, ${share}`;
      if (target.budget && median > BUDGET_MS) missed = true;
      const cells = [min, median, max, median / baseline, commit].map((value) =>
        value.toFixed(1).padStart(7),
      );
      print(`${target.label.padEnd(40)} ${cells.join(' ')}  ${verdict}`);
    }
    print('commit: median ms from the first render with data to the DOM commit, before layout and paint');
    if (missed) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
