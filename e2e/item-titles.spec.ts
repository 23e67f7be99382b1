// Detail pages name their item: every route of the navigation table that shows one item (its path ends
// in an id) is opened with a real item of the demo data, and the tab's title and the last breadcrumb
// must name it ("AXP 12 · Pumps · Meterline"), not the table's "Pump" or the id. The public machine
// page names its machine in the server's HTML too, before any script has run.
import type { Page } from '@playwright/test';
import { ROUTE_TITLES } from '../src/domain/navigation/table.ts';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { mintSession } from './fixtures/api-session.ts';
import {
  adminItem,
  type Context,
  configurable,
  ITEM_ROUTES,
  ITEMS,
  type Item,
  parentOf,
  pathOf,
} from './fixtures/route-items.ts';
import { expect, test } from './fixtures/test.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });

test('the spec knows an item of every item route of the navigation table and the public pages', () => {
  expect(Object.keys(ITEMS).sort()).toEqual([...ITEM_ROUTES].sort());
});

test('every page that shows one item names it in the tab and in the last breadcrumb', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await mintSession(page, 'development');
  const portfolioResponse = await page.request.get('/api/product-portfolio');
  expect(portfolioResponse.status()).toBe(200);
  const context: Context = { page, baseURL: baseURL as string, portfolio: await portfolioResponse.json() };

  for (const pattern of ITEM_ROUTES.filter((path) => !path.startsWith('/configurator/'))) {
    const item = await (ITEMS[pattern] as (context: Context) => Promise<Item>)(context);
    const path = pathOf(pattern, item.id);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(item.name);
    await expect(page, path).toHaveTitle(`${item.name} · ${ROUTE_TITLES[parentOf(pattern)]} · Meterline`);
    await expect(crumbs(page).locator('[aria-current="page"]'), path).toHaveText(item.name);
    // An id of the demo data (a UUID) is never shown in place of the name.
    if (item.id.length > 8) await expect(crumbs(page), path).not.toContainText(item.id);
  }
});

test('an unknown id keeps the titles of the navigation table', async ({ page }) => {
  await mintSession(page, 'sales');
  await page.goto('/product-portfolio/pumps/no-such-pump');
  await expect(page.getByRole('heading', { name: 'Pump not found', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Pump');
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Pump');
});

test('an item open over a list (a user in the users page) names the tab and the last breadcrumb', async ({
  page,
}) => {
  await mintSession(page, 'development');
  const user = await adminItem(page, 'users');
  await page.goto(`/admin/user?item=${encodeURIComponent(user.id)}`);
  await expect(page.getByRole('form', { name: `Edit ${user.name}` })).toBeVisible();
  await expect(page).toHaveTitle(`${user.name} · Users · Meterline`);
  const trail = crumbs(page);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(user.name);
  await expect(trail.getByRole('link')).toHaveText(['Admin', 'Users']);
  // The panel closed, the titles are the list's again.
  await page.getByRole('button', { name: 'Close the form' }).click();
  await expect(page).toHaveURL(/\/admin\/user$/);
  await expect(page).toHaveTitle('Users');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Users');
});

test('the internal configurator names the machine it shows', async ({ page }) => {
  await mintSession(page, 'sales');
  const portfolio = (await (await page.request.get('/api/product-portfolio')).json()) as ProductPortfolio;
  const machine = configurable(portfolio);
  await page.goto(`/machine-configurator/configurator?machine=${machine.slug}`);
  await expect(page.getByTestId('configurator-header')).toBeVisible();
  await expect(page).toHaveTitle(`${machine.name} · Configurator · Meterline`);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(machine.name);
  await expect(crumbs(page).getByRole('link')).toHaveText(['Machine configurator', 'Configurator']);
});

test("the public machine page names its machine in the tab, in the server's HTML already", async ({
  page,
  request,
}) => {
  await mintSession(page, 'sales');
  const portfolio = (await (await page.request.get('/api/product-portfolio')).json()) as ProductPortfolio;
  const machine = await (ITEMS['/configurator/:slug'] as (context: Context) => Promise<Item>)({
    page,
    baseURL: '',
    portfolio,
  });
  const title = `${machine.name} · Configurator · Meterline`;

  // Anonymous (the request fixture has no session): the server renders the page, title and all.
  const html = await (
    await request.get(`/configurator/${machine.id}`, { headers: { 'Accept-Language': 'en' } })
  ).text();
  expect(html).toContain('id="server-reads"');
  expect(html).toContain(`<title>${escapeHtml(title)}</title>`);

  // Signed in, the browser renders it.
  await page.goto(`/configurator/${machine.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(machine.name);
  await expect(page).toHaveTitle(title);
});
