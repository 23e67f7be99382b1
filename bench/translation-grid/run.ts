// npm run bench:translation-grid: the translations page's grid with 10,000 texts in every language
// (docs/product.md#translations): first render under 300 ms, a filter or a search under 100 ms, in Chromium.
//
// The set is generated (texts.ts) into the server's PGlite database before it starts: 10,000 English texts,
// each with a row in the 8 target locales (80,000 rows: the English is each row's `source`, as for the
// model's texts), besides the demo's own. The grid reads the list from the server a 200-row part at a time
// (use-translation-rows.ts), so each figure is what the user sees: the request of the part, the server's
// query over all rows, and the grid's render. Each figure ends at the first frame painted after the DOM
// shows the expected rows (a MutationObserver checks them; a message posted from the next animation frame
// arrives after that frame was painted). No sleeps.
//
// (a) first render: from the click on the menu entry "Translations" on the page above it in the menu (the
//     admin area's code loaded, the pointer moved there first) to the first rows painted: the page's own
//     code, its reads and the grid's first part. A fresh browser context each run, so its code is not cached.
// (b) a filter: from the click on a State option (Missing), then a Language option (Japanese, on top), to
//     the grid showing only such rows.
// (c) a search: typed into the search field. The field waits SEARCH_DEBOUNCE_MS (300 ms) after the last
//     keystroke before it asks, so the budgeted figure is from the last keystroke to the rows painted minus
//     exactly that wait (the timer's lateness stays in); the wait itself is not part of the figure.
//
// Beside each figure (medians): when the list was asked for after the action, how long its answer took
// (sent to received, the server's query and the loopback), and the answer's arrival to the paint.
// Baseline, measured in the same page right after each step: a bare client doing the same job, i.e.
// fetch() of the same list request and a plain HTML table of as many rows (innerHTML), to its next paint.
// The ratio figure / bare is what the page adds to the least a browser needs to ask and show the same rows.
// 3 runs, min / median / max.
import { availableParallelism, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/db/seed/seed-if-empty.ts';
import { benchEnv, buildIfStale, signIn, spread, startApp } from '../lib/app-process.ts';
import { insertGeneratedTexts, SEARCH_TERM } from './texts.ts';

const TEXTS = Number(process.env.BENCH_TEXTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FIRST_RENDER_BUDGET_MS = 300;
const CHANGE_BUDGET_MS = 100;
/** The search field's wait after the last keystroke (SEARCH_DEBOUNCE_MS of resource-table.tsx). */
const DEBOUNCE_MS = 300;
const PATH = '/admin/public-configurator/translations';
/** Where each run starts: the page above the translations in the menu. */
const START = '/admin/public-configurator/interface-languages';
const USER = 'development@meterline.example';

const print = (line: string) => process.stdout.write(`${line}\n`);

// In the page, as plain JavaScript (tsx would wrap named functions of page.evaluate in a __name() call
// the page does not have). `__grid.arm(spec)` starts watching for the grid to show the rows `spec`
// describes; `__grid.pending` resolves with the times the DOM matched and the next frame was painted.
const INSTRUMENT = `(() => {
  const g = (window.__grid = { lastOption: null, lastLink: null, lastInput: null, pending: null });
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('[role="option"]')) g.lastOption = event.timeStamp;
    if (event.target.closest('a[href="${PATH}"]')) g.lastLink = event.timeStamp;
  }, true);
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.getAttribute('aria-label') === 'Search the texts')
      g.lastInput = event.timeStamp;
  }, true);
  const grid = () => document.querySelector('table[aria-rowcount]');
  g.rowCount = () => Number(grid()?.getAttribute('aria-rowcount') ?? -1) - 1;
  g.fetching = () => grid()?.hasAttribute('data-fetching') ?? true;
  // The rows shown match: counted, none loading, and each as the filter or search asks.
  const matches = (spec) => {
    const table = grid();
    if (!table) return null;
    const total = Number(table.getAttribute('aria-rowcount')) - 1;
    if (total <= 0 || total === spec.notTotal) return null;
    const rows = [...table.querySelectorAll('tbody tr[data-row-index]')];
    if (rows.length === 0 || rows.some((row) => row.hasAttribute('data-testid'))) return null;
    for (const row of rows) {
      const cells = row.children;
      if (spec.state && !cells[cells.length - 1].textContent.startsWith(spec.state)) return null;
      if (spec.language && cells[3].textContent !== spec.language) return null;
      if (spec.term && !row.textContent.toLowerCase().includes(spec.term)) return null;
    }
    return { total, rows: rows.length };
  };
  g.arm = (spec) => {
    g.pending = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const found = matches(spec);
        if (!found) return;
        const dom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            resolve({ ...found, dom, paint: performance.now() });
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  };
  // The list request of the first part (page 1, which the address leaves out) the grid made since \`since\`: its start and the end of its answer.
  g.listRequest = (since) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.startTime >= since && e.name.includes('/api/admin/translations?') && !/[?&]page=/.test(e.name));
    return entry ? { url: entry.name, start: entry.startTime, end: entry.responseEnd } : null;
  };
  // The baseline: the same request by fetch() and its first rows as a plain table, to the next paint.
  const esc = (value) => String(value ?? '').replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
  g.bare = async (url, count) => {
    const start = performance.now();
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body = (await response.json()).data;
    if (!Array.isArray(body?.items)) throw new Error('the list answered ' + response.status);
    const answered = performance.now();
    const layer = document.createElement('div');
    layer.style.cssText = 'position:fixed;inset:0;z-index:10000;background:#fff;overflow:hidden;font:14px sans-serif';
    layer.innerHTML = '<table><tbody>' + body.items.slice(0, count).map((item) =>
      '<tr><td><input type="checkbox"></td><td>' + esc(item.context) + '</td><td>' + esc(item.source) +
      '</td><td>' + esc(item.locale) + '</td><td>' + esc(item.text) + '</td><td>' + esc(item.state) + '</td></tr>'
    ).join('') + '</tbody></table>';
    document.body.append(layer);
    await new Promise((resolve) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
      channel.port2.postMessage(null);
    }));
    const painted = performance.now();
    layer.remove();
    return { total: painted - start, request: answered - start, rows: body.total };
  };
})();`;

type Spec = { state?: string; language?: string; term?: string; notTotal?: number };
type Shown = { total: number; rows: number; dom: number; paint: number };
type Request = { url: string; start: number; end: number };
type Bare = { total: number; request: number; rows: number };
/** One step of one run: ms from the user's action; the grid's request; the bare client's figures. */
type Step = {
  figure: number;
  /** the list's request sent, after the action */
  asked: number;
  request: number;
  afterAnswer: number;
  bare: Bare;
  total: number;
  rows: number;
};

const STEPS = ['first render', 'filter: state', 'filter: language', 'search'] as const;
type StepName = (typeof STEPS)[number];

async function arm(page: Page, spec: Spec): Promise<void> {
  await page.evaluate((s) => (window as unknown as { __grid: { arm(s: Spec): void } }).__grid.arm(s), spec);
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => (window as unknown as { __grid: { pending: Promise<Shown> } }).__grid.pending);
}

/**
 * The grid's request since `since`, and the bare client's figures for the same request and rows; `action`
 * is when the figure starts.
 */
async function step(page: Page, since: number, result: Shown, action: number): Promise<Step> {
  const request = await page.evaluate(
    (s) =>
      (window as unknown as { __grid: { listRequest(s: number): Request | null } }).__grid.listRequest(s),
    since,
  );
  if (!request) throw new Error('the grid made no list request');
  const bare = await page.evaluate(
    ([url, count]) =>
      (window as unknown as { __grid: { bare(u: string, c: number): Promise<Bare> } }).__grid.bare(
        url,
        count,
      ),
    [request.url, result.rows] as const,
  );
  if (bare.rows !== result.total)
    throw new Error(`the grid shows ${result.total} rows, the list has ${bare.rows}`);
  return {
    figure: result.paint - action,
    asked: request.start - action,
    request: request.end - request.start,
    afterAnswer: result.paint - request.end,
    bare,
    total: result.total,
    rows: result.rows,
  };
}

const read = <T>(page: Page, expression: string) => page.evaluate(expression) as Promise<T>;

/** The grid settled: no newer answer on its way. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const g = (window as unknown as { __grid: { fetching(): boolean } }).__grid;
    return !g.fetching();
  });
}

async function chooseOption(page: Page, label: string, option: string, spec: Spec): Promise<Shown> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.waitFor();
  await arm(page, spec);
  await choice.click();
  return shown(page);
}

async function oneRun(browser: Browser, base: string, cookie: string): Promise<Record<StepName, Step>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name as string, value: value.join('='), url: base }]);
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  try {
    // From another page of the same menu (the admin area's code loaded), as a translator comes. The pointer
    // goes to the menu entry first: a page's first action loads the code of the user menu and tooltips
    // (lib/use-loaded-at-first-interaction.ts), which is no part of opening the translations.
    await page.goto(`${base}${START}`);
    await page.getByTestId('sync-label').getByText('Synchronized').waitFor({ timeout: 60_000 });
    await page.getByRole('cell', { name: 'German', exact: true }).first().waitFor();
    const link = page.getByRole('link', { name: 'Translations', exact: true });
    await link.hover();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/user-menu-dropdown-')),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    // (a) first render, from the click on the menu entry.
    await arm(page, {});
    let since = await read<number>(page, 'performance.now()');
    await link.click();
    const first = await shown(page);
    const firstRender = await step(page, since, first, await read<number>(page, '__grid.lastLink'));
    await page.getByTestId('progress-de').waitFor();
    await settled(page);

    // (b) a filter: State = Missing, then Language = Japanese as well.
    since = await read<number>(page, 'performance.now()');
    const byState = await chooseOption(page, 'State', 'Missing', { state: 'Missing', notTotal: first.total });
    const stateStep = await step(page, since, byState, await read<number>(page, '__grid.lastOption'));
    await settled(page);
    since = await read<number>(page, 'performance.now()');
    const byLanguage = await chooseOption(page, 'Language', 'Japanese', {
      state: 'Missing',
      language: 'Japanese',
      notTotal: byState.total,
    });
    const languageStep = await step(page, since, byLanguage, await read<number>(page, '__grid.lastOption'));
    await settled(page);

    // (c) a search over every row: the filters cleared first (that list is cached: shown at once).
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(
      (total) => (window as unknown as { __grid: { rowCount(): number } }).__grid.rowCount() === total,
      first.total,
    );
    await settled(page);
    await page.getByRole('textbox', { name: 'Search the texts' }).click();
    since = await read<number>(page, 'performance.now()');
    await arm(page, { term: SEARCH_TERM, notTotal: first.total });
    await page.keyboard.type(SEARCH_TERM);
    const searched = await shown(page);
    const typed = await read<number>(page, '__grid.lastInput');
    const searchStep = await step(page, since, searched, typed + DEBOUNCE_MS);
    return {
      'first render': firstRender,
      'filter: state': stateStep,
      'filter: language': languageStep,
      search: searchStep,
    };
  } finally {
    await context.close();
  }
}

const f1 = (value: number) => value.toFixed(1).padStart(7);
const triple = (values: number[]) => {
  const { min, median, max } = spread(values);
  return `${f1(min)} ${f1(median)} ${f1(max)}`;
};

async function main(): Promise<void> {
  buildIfStale();
  const env = benchEnv();
  const handle = await openPglite(env.DATA_DIR as string);
  let generated: Awaited<ReturnType<typeof insertGeneratedTexts>>;
  try {
    // The demo (users to sign in with, the machines) first, then the generated texts, in one transaction.
    await seedDemoData(handle.db, { password: env.DEMO_PASSWORD, pin: undefined });
    generated = await insertGeneratedTexts(handle.db, TEXTS);
  } finally {
    await handle.close();
  }
  print(
    `generated ${generated.texts.toLocaleString('en')} texts × 8 target locales = ${generated.rows.toLocaleString('en')} rows (${Object.entries(
      generated.byState,
    )
      .map(([state, n]) => `${n.toLocaleString('en')} ${state}`)
      .join(', ')}), besides the demo's`,
  );

  const app = await startApp({ DATA_DIR: env.DATA_DIR as string });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const runs: Record<StepName, Step>[] = [];
  try {
    const cookie = await signIn(app.base, USER);
    for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser, app.base, cookie));
  } finally {
    await browser.close();
    app.stop();
  }

  const of = (name: StepName, pick: (s: Step) => number) => runs.map((run) => pick(run[name]));
  const median = (name: StepName, pick: (s: Step) => number) => f1(spread(of(name, pick)).median);
  print(`\nthe translations grid in Chromium, ${RUNS} runs, ms`);
  // Wall-clock figures: on a shared machine they grow with its load, so the load is part of the result.
  print(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
  const totals = STEPS.map((name) => `${name} ${runs[0]?.[name].total.toLocaleString('en')}`).join(', ');
  print(`rows listed: ${totals}; rows rendered: ${runs[0]?.['first render'].rows}`);
  print(
    `${'step'.padEnd(17)} ${'figure: min / median / max'.padEnd(24)} ${'budget'.padEnd(17)} ${'asked'.padStart(7)} ${'answer'.padStart(7)} ${'paint'.padStart(7)}   ${'bare: min / median / max'.padEnd(24)} ratio: min / median / max`,
  );
  let missed = false;
  for (const name of STEPS) {
    const budget = name === 'first render' ? FIRST_RENDER_BUDGET_MS : CHANGE_BUDGET_MS;
    const figure = spread(of(name, (s) => s.figure)).median;
    const met = figure < budget;
    if (!met) missed = true;
    const ratios = spread(of(name, (s) => s.figure / s.bare.total));
    print(
      `${name.padEnd(17)} ${triple(of(name, (s) => s.figure))}  ${`< ${budget} ${met ? 'met' : 'MISSED'}`.padEnd(17)} ${median(name, (s) => s.asked)} ${median(name, (s) => s.request)} ${median(name, (s) => s.afterAnswer)}   ${triple(of(name, (s) => s.bare.total))}  ${[ratios.min, ratios.median, ratios.max].map((r) => `${r.toFixed(1)}×`).join(' / ')}`,
    );
  }
  print('figure: (a) from the click on the menu entry, (b) from the option click, (c) from the last');
  print(
    `  keystroke plus the search field's ${DEBOUNCE_MS} ms wait, each to the first frame painted with the rows;`,
  );
  print('  the budget holds the median. Medians of: asked, the list requested after the action; answer, its');
  print('  request sent to answered (server and loopback); paint, its answer to the paint.');
  print(
    'bare: fetch() of the same request and as many rows as a plain table, painted; ratio: figure / bare.',
  );
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
