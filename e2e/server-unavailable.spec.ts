// The server's database really goes away (docs/product.md#server-unavailable): the spec's own PostgreSQL
// cluster (src/server/db/testing/own-cluster.ts; the shared server is never stopped) is stopped under a
// real app server, then started again. A German user sees the calm banner in German, the internal
// header's sync indicator says it, what was typed stays, and the banner goes by itself when the database
// is back. Screenshots of the banner at 1280 and 390 wide go to test-results/.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { createOwnCluster, type OwnCluster, postgresBinDir } from '../src/server/db/testing/own-cluster.ts';
import { signInOverApi } from './fixtures/api-session.ts';
import { type AppServer, newDataDir, startAppServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { DEMO_PASSWORD, demoEmail } from './fixtures/login.ts';

const GERMAN_BANNER =
  'Der Server ist gerade nicht erreichbar. Wir versuchen es weiter; Ihre Eingaben bleiben erhalten.';

type Outage = { server: AppServer; cluster: OwnCluster };

const test = base.extend<{ baseURL: string }, { outage: Outage }>({
  outage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
    async ({}, use) => {
      const cluster = await createOwnCluster();
      try {
        // A first start on an empty database: the server migrates and seeds it.
        const server = await startAppServer({ dataDir: newDataDir(), env: { DATABASE_URL: cluster.url } });
        try {
          await use({ server, cluster });
        } finally {
          await server.stop();
        }
      } finally {
        cluster.destroy();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ outage }, use) => use(outage.server.url),
});

// Skipped only outside CI: CI installs PostgreSQL, and there a missing server must fail, not pass quietly.
test.skip(
  !postgresBinDir() && !process.env.CI,
  'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql',
);

/** Stops the database and waits until the app answers its health check with 503. */
async function stopDatabase(outage: Outage, request: APIRequestContext) {
  outage.cluster.stop();
  await expect.poll(async () => (await request.get('/api/health')).status(), { timeout: 15_000 }).toBe(503);
}

function startDatabase(outage: Outage) {
  outage.cluster.start();
}

async function germanContextPage(
  browser: import('@playwright/test').Browser,
  baseURL: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'de', url: baseURL }]);
  return context.newPage();
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `test-results/banner-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('server-unavailable')).toBeInViewport();
  await page.screenshot({ path: `test-results/banner-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('public configurator in German: the banner while the database is away, the typed name kept, gone when it is back', async ({
  browser,
  baseURL,
  outage,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await germanContextPage(browser, baseURL);
  await page.goto('/configurator/hx');
  await expect(page.getByTestId('configurator')).toBeVisible();
  const summary = page.locator('aside');
  const name = summary.getByRole('textbox', { name: 'Bezeichnung (optional)' });
  await name.fill('Linie 3, Halle B');
  const region = page.getByRole('status').filter({ has: page.getByTestId('server-unavailable') });

  await stopDatabase(outage, request);
  try {
    await summary.getByRole('button', { name: 'Konfiguration speichern' }).click();
    await expect(page.getByTestId('server-unavailable')).toHaveText(GERMAN_BANNER);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    // Not the offline state: the browser is online, and its notices stay away.
    await expect(page.getByTestId('save-waiting')).toHaveCount(0);
    await expect(name).toHaveValue('Linie 3, Halle B');
    await expectNoSeriousViolations(page);
    await screenshots(page, 'public');
  } finally {
    startDatabase(outage);
  }

  // The probes find the server again (within 10 s of its return); nothing was reloaded or remounted.
  await expect(page.getByTestId('server-unavailable')).toHaveCount(0, { timeout: 30_000 });
  await expect(name).toHaveValue('Linie 3, Halle B');
  await summary.getByRole('button', { name: 'Konfiguration speichern' }).click();
  await expect(summary.getByTestId('configuration-code')).toHaveText(
    /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
  );
  await page.context().close();
});

test('internal area for a German user: the banner and the sync indicator say it, the form keeps its text, both clear when back', async ({
  browser,
  baseURL,
  outage,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await germanContextPage(browser, baseURL);
  await signInOverApi(page.context().request, demoEmail('sales'), DEMO_PASSWORD);
  await page.goto('/account');
  const sync = page.getByTestId('sync-label');
  await expect(sync).toHaveText('Synchronized');
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await field.fill('typed-before-the-outage');

  await stopDatabase(outage, request);
  try {
    // A refresh of the data store meets the outage (its reads answer 503).
    await page.getByRole('button', { name: 'Synchronized. Refresh' }).click();
    await expect(page.getByTestId('server-unavailable')).toHaveText(GERMAN_BANNER);
    await expect(sync).toHaveText('Server nicht erreichbar');
    // The banner speaks instead of the data store's error toast.
    await expect(page.getByText('Data could not be loaded')).toHaveCount(0);
    await expect(field).toHaveValue('typed-before-the-outage');
    await screenshots(page, 'internal');
  } finally {
    startDatabase(outage);
  }

  await expect(page.getByTestId('server-unavailable')).toHaveCount(0, { timeout: 30_000 });
  await expect(sync).toHaveText('Synchronized');
  await expect(field).toHaveValue('typed-before-the-outage');
  await page.context().close();
});
