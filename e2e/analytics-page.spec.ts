// The /analytics page on what the tracker counted (docs/product.md#analytics): a customer configures a
// machine in the public configurator, saves a code and searches the site; an admin's /analytics then shows
// that journey in the machine's funnel, the chosen option in the take-rates and the term in the top site
// searches. axe finds no serious or critical violation on the page, at desktop and phone width.
import type { Browser, Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// A visitor's browser: the collector leaves headless browsers out as bots.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The visitor leaves the tab: the tracker sends what waits. */
async function leave(page: Page) {
  const posted = page.waitForResponse('**/api/analytics/collect');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await posted).status()).toBe(202);
}

async function customerJourney(browser: Browser, baseURL: string, term: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent: VISITOR_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
  // Chromium does not show a beacon to Playwright: the tracker's fetch with keepalive is seen and answered.
  await context.addInitScript(() => {
    Navigator.prototype.sendBeacon = () => false;
  });
  const page = await context.newPage();
  try {
    const trackerLoaded = page.waitForResponse((response) =>
      /\/assets\/tracker-[^/]+\.js$/.test(response.url()),
    );
    await page.goto('/configurator/hx');
    await expect(page.getByTestId('configurator-total')).toHaveText(/€/);
    await page.getByRole('button', { name: /^Material supply/ }).click();
    await page.getByRole('radio', { name: /^Heating of both components/ }).check();
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.getByTestId('configuration-code')).toBeVisible();
    await trackerLoaded;
    await leave(page);

    // The site search: its address is a search with the term in q.
    const searchTracker = page.waitForResponse((response) =>
      /\/assets\/tracker-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`/search?q=${encodeURIComponent(term)}`);
    await searchTracker;
    await leave(page);
  } finally {
    await context.close();
  }
}

test('an admin sees a customer’s configuration, code and search on /analytics', async ({
  browser,
  baseURL,
  page,
}) => {
  // A customer's journey in a second browser, then the page and two axe scans of its many tables.
  test.setTimeout(180_000);
  const term = `foam dosing ${Date.now().toString(36)}`;
  await customerJourney(browser, baseURL, term);

  await mintSession(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/analytics?range=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  // The term, in the top site searches (lower-cased as the report counts it).
  await expect(page.getByTestId('analytics-site-searches').getByRole('row', { name: term })).toBeVisible();

  // The journey, in hx's funnel: started, the price shown and the code saved, each by at least this visitor.
  const funnel = page.getByTestId('analytics-funnel-hx');
  for (const stage of ['Started', 'Code saved']) {
    const visitors = await funnel
      .getByRole('row', { name: new RegExp(`^${stage} `) })
      .getByRole('cell')
      .nth(1)
      .textContent();
    expect(Number.parseInt(visitors ?? '0', 10), stage).toBeGreaterThanOrEqual(1);
  }

  // The option chosen, in hx's take-rates: chosen by at least the saved code.
  const heating = page
    .getByTestId('analytics-take-rates-hx')
    .getByTestId('analytics-take-rate-temperature-control')
    .getByRole('row', { name: /^tc-heating / });
  await expect(heating).toBeVisible();
  expect(
    Number.parseInt((await heating.getByRole('cell').nth(1).textContent()) ?? '0', 10),
  ).toBeGreaterThanOrEqual(1);

  // The filter is the address's: one machine, and the export of a table follows it.
  await page.getByLabel('Machine').selectOption('hx');
  await expect(page).toHaveURL(/\?range=7d&machine=hx$/);
  await expect(page.getByRole('link', { name: 'Export configurator funnel as xlsx' })).toHaveAttribute(
    'href',
    /table=funnel&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&machine=hx$/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export configurator funnel as xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-funnel-.*\.xlsx$/);

  await expectNoSeriousViolations(page, '/analytics at 1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, '/analytics at 390');
});

test('a period with nothing counted says so', async ({ page }) => {
  await mintSession(page, 'admin');
  await page.goto('/analytics?from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('analytics-no-data')).toContainText(
    'Nothing was recorded from 2020-01-01 to 2020-01-31, staff left out.',
  );
  await expectNoSeriousViolations(page);
});
