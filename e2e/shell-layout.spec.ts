import { startAppServer } from './fixtures/app-server.ts';
import { DEMO_PASSWORD, demoEmail, signIn, submitLogin } from './fixtures/login.ts';
import { expect, test } from './fixtures/shell-test.ts';

// The internal layout as docs/product.md#layout describes it.

test('header 68 high with an 8px red bottom border; sync indicator, search, logo', async ({ page }) => {
  await signIn(page, 'sales');
  const bar = page.getByTestId('header-bar');
  expect((await bar.boundingBox())?.height).toBe(68);
  await expect(bar).toHaveCSS('border-bottom-width', '8px');
  await expect(bar).toHaveCSS('border-bottom-color', /^rgb\((2[0-9]{2}), ([0-9]{1,2}), ([0-9]{1,2})\)$/);
  await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
  await expect(page.getByTestId('search-hint')).toHaveText('Ctrl + K');
  await page.goto('/general-information');
  await page.getByRole('link', { name: 'Meterline home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Dashboard');
});

test('the sync indicator reloads the data on click', async ({ page }) => {
  await signIn(page, 'sales');
  const indicator = page.getByRole('button', { name: 'Synchronized. Refresh' });
  await expect(indicator).toBeVisible();
  await indicator.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Refresh');
  const reloads = [
    '/api/product-portfolio',
    '/api/configurator-data',
    '/api/general-information',
    '/api/news',
  ].map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path));
  await indicator.click();
  await Promise.all(reloads);
  await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
});

test('the four data GETs are issued together once signed in', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (
      ['/api/product-portfolio', '/api/configurator-data', '/api/general-information', '/api/news'].includes(
        path,
      )
    ) {
      seen.push(path);
    }
  });
  await page.goto('/login');
  expect(seen).toEqual([]);
  await submitLogin(page, demoEmail('sales'), DEMO_PASSWORD);
  await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
  expect([...seen].sort()).toEqual([
    '/api/configurator-data',
    '/api/general-information',
    '/api/news',
    '/api/product-portfolio',
  ]);
});

test('the DEVELOPMENT ribbon shows under the header while APP_ENV is not production', async ({ page }) => {
  await signIn(page, 'sales');
  const ribbon = page.getByTestId('dev-ribbon');
  await expect(ribbon).toHaveText('DEVELOPMENT');
  const header = await page.getByTestId('header-bar').boundingBox();
  const box = await ribbon.boundingBox();
  expect(box?.y).toBe((header?.y ?? 0) + (header?.height ?? 0));
});

test('no ribbon when APP_ENV is production', async ({ browser }) => {
  const server = await startAppServer({ env: { APP_ENV: 'production' } });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, 'sales');
    await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
    await expect(page.getByTestId('dev-ribbon')).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
  }
});

test.describe('sidebar: 280 wide, collapsing below 1030 px', () => {
  test('at 1030 px it stays open, without a burger', async ({ page }) => {
    await page.setViewportSize({ width: 1030, height: 800 });
    await signIn(page, 'sales');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
    await sidebar.getByRole('link', { name: 'General information' }).click();
    await expect(page).toHaveURL(/\/general-information$/);
    await expect(sidebar).toBeInViewport({ ratio: 1 });
  });

  test('at 1029 px it collapses behind the burger; outside click and selection close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1029, height: 800 });
    await signIn(page, 'sales');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    await expect(sidebar).not.toBeInViewport();

    await burger.click();
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await page.mouse.click(800, 500);
    await expect(sidebar).not.toBeInViewport();

    await burger.click();
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await sidebar.getByRole('link', { name: 'Product portfolio' }).click();
    await expect(page).toHaveURL(/\/product-portfolio$/);
    await expect(sidebar).not.toBeInViewport();
  });

  test('growing the window to 1030 px shows it again', async ({ page }) => {
    await page.setViewportSize({ width: 1029, height: 800 });
    await signIn(page, 'sales');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).not.toBeInViewport();
    await page.setViewportSize({ width: 1030, height: 800 });
    await expect(sidebar).toBeInViewport({ ratio: 1 });
  });
});

test('breadcrumbs: only with more than one segment, labels from the table, the last as text', async ({
  page,
}) => {
  await signIn(page, 'development', '/admin/product-portfolio/pumps/pump-types');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link')).toHaveText(['Admin', 'Product portfolio', 'Pumps']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Pump types');
  await expect(page).toHaveTitle('Pump types');

  await crumbs.getByRole('link', { name: 'Product portfolio' }).click();
  await expect(page).toHaveURL(/\/admin\/product-portfolio$/);
  await expect(page.getByRole('heading', { name: 'Product portfolio', level: 1 })).toBeVisible();
  await expect(crumbs.getByRole('link')).toHaveText(['Admin']);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
});

test('Ctrl+K opens the search; a result opens its page', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  // The dashboard comes as HTML, synchronized already (docs/decisions/016-server-rendered-dashboard.md): the
  // shortcut works once the app has taken the page over.
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect((await dialog.boundingBox())?.width).toBe(500);
  const input = dialog.getByRole('textbox', { name: 'Search text' });
  await expect(input).toBeFocused();

  await input.fill('kein-treffer-xyz');
  await expect(dialog.getByRole('status')).toHaveText(
    'Nothing in the portfolio, the information pages or the news matches “kein-treffer-xyz”.',
  );
  await dialog.getByRole('button', { name: 'Clear search' }).click();
  await expect(input).toHaveValue('');
  await expect(dialog.getByRole('list', { name: 'Search results' })).toHaveCount(0);

  // "Düsseldorf" only appears in a news title, "one-shift" only in the warranty page's text.
  await input.fill('düsseldorf');
  await expect(dialog.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(1);
  await input.fill('ONE-SHIFT');
  const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Warranty');
  await results.first().click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/general-information\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Warranty', level: 1 })).toBeVisible();
  await expect(page.getByText(/one-shift operation/)).toBeVisible();
  await expect(page).toHaveTitle('Warranty · General information · Meterline');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="page"]'),
  ).toHaveText('Warranty');
});

test('the search button opens the same modal', async ({ page }) => {
  await signIn(page, 'sales');
  await page.getByRole('button', { name: 'Search (Ctrl + K)' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});

test('the units switch is kept in local storage under one key', async ({ page }) => {
  await signIn(page, 'sales');
  await expect(page.getByRole('radio', { name: '50 Hz' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'cm³/s' })).toBeChecked();
  await page.getByText('60 Hz').click();
  await page.getByText('l/min').click();
  expect(await page.evaluate(() => window.localStorage.getItem('meterline-units'))).toBe(
    '{"freq":60,"unit":"l"}',
  );
  await page.reload();
  await expect(page.getByRole('radio', { name: '60 Hz' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'l/min' })).toBeChecked();
});

test('every route of a role shows its title in the page and in the tab', async ({ page }) => {
  await signIn(page, 'development');
  for (const [path, title] of [
    ['/product-portfolio', 'Product portfolio'],
    ['/product-portfolio/machines', 'Machines'],
    ['/machine-configurator/machine-platform-finder', 'Machine platform finder'],
    ['/analytics', 'Analytics'],
    ['/admin/user', 'Users'],
    ['/admin/configurator/foam-formulations', 'Foam formulations'],
    ['/admin/public-configurator/part-models', 'Part models'],
    ['/news', 'News'],
  ]) {
    await page.goto(path as string);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title as string);
  }
  await expect(page.getByRole('main')).not.toContainText(/coming soon/i);
});
