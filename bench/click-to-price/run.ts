// npm run bench:click: option click to new price in Chromium (budget ≤ 16 ms median,
// docs/ARCHITECTURE.md#budgets), on the largest demo machine, and the first-load JS and CSS of
// /configurator/{slug} (≤ 150 KB and ≤ 30 KB gzipped), measured from the built files a cold load requests.
//
// Each run opens the configurator in a fresh page and clicks 200 options (checkboxes and radios of the
// Control step, in an order where every click changes the total). The time of one click runs from the
// click event's timestamp to the MutationObserver callback that sees the total's text change, i.e. the
// click, React's render and the DOM update of the price. The baseline, measured in the same page, is a
// plain input whose listener writes a text node: what any click to any DOM update costs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { PUBLIC_BUDGET } from '../../scripts/first-load.ts';
import { spread, startApp } from '../lib/app-process.ts';
import { bareClicks } from '../lib/bare-click.ts';

const SLUG = 'hx-compact';
const CLICKS = 200;
const RUNS = 3;
const BUDGET_MS = 16;
// The public pages' first-load budget, as npm test checks it.
const JS_BUDGET_KB = PUBLIC_BUDGET.js;
const CSS_BUDGET_KB = PUBLIC_BUDGET.css;
/** Control step: every click in this cycle changes the total (radios move on, checkboxes toggle). */
const CYCLE: { name: RegExp; role: 'checkbox' | 'radio' }[] = [
  { name: /^Remote service/, role: 'checkbox' },
  { name: /^OPC UA/, role: 'checkbox' },
  { name: /^DCS Pro 15/, role: 'radio' },
  { name: /^PROFINET/, role: 'checkbox' },
  { name: /^480 V/, role: 'radio' },
  { name: /^DCS Touch 7/, role: 'radio' },
  { name: /transformer/i, role: 'radio' },
  { name: /^400 V/, role: 'radio' },
];

type Figures = { median: number; p95: number; baseline: number };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** In the page: times from each click to the next change of the total's text. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { clickTimes: number[]; pendingClick: number | null };
    w.clickTimes = [];
    w.pendingClick = null;
    document.addEventListener(
      'click',
      (event) => {
        w.pendingClick = event.timeStamp;
        performance.mark('click');
      },
      { capture: true },
    );
    const total = document.querySelector('[data-testid="configurator-total"]');
    if (!total) throw new Error('no total on the page');
    new MutationObserver(() => {
      if (w.pendingClick === null) return;
      w.clickTimes.push(performance.now() - w.pendingClick);
      w.pendingClick = null;
      performance.mark('price-updated');
      performance.measure('click-to-price', 'click', 'price-updated');
    }).observe(total, { childList: true, subtree: true, characterData: true });
  });
}

async function run(page: Page, base: string): Promise<Figures> {
  await page.goto(`${base}/configurator/${SLUG}`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByTestId('configurator-total').waitFor();
  await page.getByTestId('step-control').click();
  await instrument(page);
  const options = CYCLE.map(({ name, role }) => page.getByRole(role, { name }));
  for (let i = 0; i < CLICKS; i++) {
    await options[i % options.length]?.click();
    // Let the frame finish (effects, local storage) before the next click, as a person's next click would.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  const times = await page.evaluate(() => (window as unknown as { clickTimes: number[] }).clickTimes);
  if (times.length !== CLICKS) throw new Error(`${times.length} of ${CLICKS} clicks changed the price`);
  const baseline = await bareClicks(page, 50);
  return { median: spread(times).median, p95: percentile(times, 95), baseline: spread(baseline).median };
}

/** The JS and CSS a cold load of the page requests, gzipped from the built files. */
async function firstLoad(
  page: Page,
  base: string,
): Promise<{ js: number; css: number; files: { path: string; gzip: number }[] }> {
  const assets = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.(js|css)$/.test(path)) assets.add(path);
  });
  await page.goto(`${base}/configurator/${SLUG}`);
  await page.getByTestId('configurator-total').waitFor();
  await page.waitForLoadState('networkidle');
  const files = [...assets].map((path) => ({
    path,
    gzip: gzipSync(readFileSync(join('dist/client', path)), { level: 9 }).length,
  }));
  const sum = (suffix: string) =>
    files.filter((file) => file.path.endsWith(suffix)).reduce((total, file) => total + file.gzip, 0);
  return { js: sum('.js'), css: sum('.css'), files: files.sort((a, b) => b.gzip - a.gzip) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(2);

/** Prints the first load; false when it is over budget. */
async function reportFirstLoad(browser: Browser, base: string): Promise<boolean> {
  const cold = await browser.newContext();
  const load = await firstLoad(await cold.newPage(), base);
  await cold.close();
  console.log(`first load of /configurator/${SLUG} (built files the page requests, each gzipped):`);
  for (const file of load.files) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.path}`);
  console.log(
    `  JS  ${kb(load.js)} KB (budget ${JS_BUDGET_KB} KB, ${(load.js / 1024 / JS_BUDGET_KB).toFixed(2)}×)`,
  );
  console.log(
    `  CSS ${kb(load.css)} KB (budget ${CSS_BUDGET_KB} KB, ${(load.css / 1024 / CSS_BUDGET_KB).toFixed(2)}×)`,
  );
  return load.js <= JS_BUDGET_KB * 1024 && load.css <= CSS_BUDGET_KB * 1024;
}

/** Prints click to price over the runs; false when the median is over budget. */
async function reportClicks(browser: Browser, base: string): Promise<boolean> {
  const results: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A visitor from a 50 Hz country: an en-US browser starts on 480 V / 60 Hz, which the cycle clicks.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const figures = await run(await context.newPage(), base);
    await context.close();
    results.push(figures);
    console.log(
      `run ${i + 1}: click to price median ${ms(figures.median)} ms, p95 ${ms(figures.p95)} ms over ${CLICKS} clicks; bare click ${ms(figures.baseline)} ms (${(figures.median / figures.baseline).toFixed(1)}×)`,
    );
  }
  const medians = spread(results.map((r) => r.median));
  const p95s = spread(results.map((r) => r.p95));
  const ratios = spread(results.map((r) => r.median / r.baseline));
  console.log(
    `click to price, median of ${RUNS} runs: min ${ms(medians.min)} / median ${ms(medians.median)} / max ${ms(medians.max)} ms (budget ${BUDGET_MS} ms)`,
  );
  console.log(
    `click to price, p95: min ${ms(p95s.min)} / median ${ms(p95s.median)} / max ${ms(p95s.max)} ms`,
  );
  console.log(
    `ratio to a bare click: min ${ratios.min.toFixed(1)} / median ${ratios.median.toFixed(1)} / max ${ratios.max.toFixed(1)}×`,
  );
  return medians.median <= BUDGET_MS;
}

// `-- --size-only` measures the first load alone.
const app = await startApp();
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
let passed = true;
try {
  passed = (await reportFirstLoad(browser, app.base)) && passed;
  if (!process.argv.includes('--size-only')) passed = (await reportClicks(browser, app.base)) && passed;
} finally {
  await browser.close();
  app.stop();
}
console.log(passed ? 'PASS: within budget' : 'FAIL: over budget');
process.exitCode = passed ? 0 : 1;
