// The first-party tracker in the browser (docs/product.md#analytics): a visitor's page view and
// configurator events reach the collector in a batch when the page is hidden, and are stored (202); with
// Global Privacy Control on, nothing is sent, nor the tracker even loaded (checked on the network).
import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// A visitor's browser: the collector leaves headless browsers out as bots.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function visitor(
  browser: Browser,
  baseURL: string,
  options: { gpc?: boolean; noBeacon?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    userAgent: VISITOR_AGENT,
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      }),
    );
  if (options.noBeacon)
    // Chromium does not show a beacon's body to Playwright: the tracker's fetch with keepalive does.
    await context.addInitScript(() => {
      Navigator.prototype.sendBeacon = () => false;
    });
  const page = await context.newPage();
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/collect') || /\/assets\/tracker-/.test(request.url()))
      sent.push(request);
  });
  return { context, page, sent };
}

async function configure(page: Page) {
  await page.goto('/configurator/hx');
  await expect(page.getByTestId('configurator-total')).toHaveText(/€/);
  await page.getByRole('button', { name: /^Material supply/ }).click();
  await page.getByRole('radio', { name: /^Heating of both components/ }).check();
  await expect(page.getByTestId('configurator-total')).toHaveText(/€/);
}

/** The visitor leaves the tab: the tracker sends what waits. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Configures once the tracker is there, leaves the tab, and gives the collector's answer to the batch. */
async function configureAndLeave(page: Page) {
  // The tracker loads once the page is idle: wait for it before leaving the tab.
  const trackerLoaded = page.waitForResponse((response) =>
    /\/assets\/tracker-[^/]+\.js$/.test(response.url()),
  );
  await configure(page);
  await trackerLoaded;
  const posted = page.waitForResponse('**/api/analytics/collect');
  await hide(page);
  return posted;
}

test("a visitor's page view and configurator events reach the collector when the page is hidden", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL, { noBeacon: true });
  try {
    const request = (await configureAndLeave(page)).request();
    const events = (
      request.postDataJSON() as {
        events: { type: string; name?: string; path: string; props?: Record<string, string> }[];
      }
    ).events;
    expect(events).toContainEqual(expect.objectContaining({ type: 'pageview', path: '/configurator/hx' }));
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'configurator_started', props: { machine: 'hx' } }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'option_chosen',
        props: { machine: 'hx', subStep: 'temperature-control', value: 'tc-heating' },
      }),
    );
  } finally {
    await context.close();
  }
});

test('the batch goes as a beacon where the browser sends one, and is accepted', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitor(browser, baseURL);
  try {
    const response = await configureAndLeave(page);
    expect(response.request().resourceType()).toBe('ping');
    expect(response.status()).toBe(202);
  } finally {
    await context.close();
  }
});

test('with Global Privacy Control on, nothing is sent and the tracker is never loaded', async ({
  browser,
  baseURL,
}) => {
  const { context, page, sent } = await visitor(browser, baseURL, { gpc: true });
  try {
    await configure(page);
    await page.waitForLoadState('load');
    await hide(page);
    // A request made after the hiding has come back: a beacon sent at the hiding would be listed by now.
    await page.evaluate(() => fetch('/api/health').then((response) => response.status));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    expect(sent.map((request) => request.url())).toEqual([]);
  } finally {
    await context.close();
  }
});
