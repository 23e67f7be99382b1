// Detail pages name their item: every route of the navigation table that shows one item (its path ends
// in an id) is opened with a real item of the demo data, and the tab's title and the last breadcrumb
// must name it ("AXP 12 · Pumps · Meterline"), not the table's "Pump" or the id. The public machine
// page names its machine in the server's HTML too, before any script has run.
import type { Page } from '@playwright/test';
import { endsInDynamicSegment } from '../src/domain/navigation/menu.ts';
import { flattenRoutes, ROUTE_TITLES } from '../src/domain/navigation/table.ts';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { PUBLIC_ROUTES } from '../src/web/app/route-code.ts';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

type Item = { id: string; name: string };
type Context = { page: Page; baseURL: string; portfolio: ProductPortfolio };

const first = <T extends Item>(list: readonly T[], what: string): Item => {
  const item = list[0];
  if (!item) throw new Error(`the demo data has no ${what}`);
  return { id: item.id, name: item.name };
};

async function adminItem(page: Page, entity: string, label = 'name'): Promise<Item> {
  const response = await page.request.get(`/api/admin/${entity}?pageSize=1`);
  expect(response.status(), `${entity}: ${await response.text()}`).toBe(200);
  const item = (await response.json()).data.items[0];
  expect(item, `the demo data has ${entity}`).toBeTruthy();
  return { id: String(item.id), name: String(item[label]) };
}

async function contentItem(page: Page, path: string): Promise<Item> {
  const items = (await (await page.request.get(path)).json()) as { id: string | number; title: string }[];
  const item = items[0];
  if (!item) throw new Error(`${path} has no item`);
  return { id: String(item.id), name: item.title };
}

/** A customer's quote request as the public configurator sends it: a saved configuration, then the quote. */
async function quoteRequest({ page, baseURL, portfolio }: Context): Promise<Item> {
  const machine = configurable(portfolio);
  const call = async (procedure: string, input: unknown) => {
    const response = await page.request.post(`/api/trpc/publicConfigurator.${procedure}`, {
      headers: { Origin: baseURL, 'Content-Type': 'application/json' },
      data: input,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result.data;
  };
  const { choices } = await publicModel(page, machine.slug);
  const { code } = await call('saveConfiguration', {
    slug: machine.slug,
    selection: {
      dosingLine: choices.dosingLines[0].id,
      country: 'DE',
      dayTank: choices.dayTanks[0].id,
      values: {},
    },
    units: { freq: 50, unit: 'cm' },
    locale: 'en',
  });
  const name = 'Katrin Ostermann-Wieczorek';
  const { id } = await call('requestQuote', {
    code,
    name,
    company: 'Schaumtechnik Nord GmbH',
    email: 'k.ostermann@schaumtechnik.example',
    country: 'DE',
    consent: true,
  });
  return { id: String(id), name };
}

function configurable(portfolio: ProductPortfolio) {
  const machine = portfolio.machines.find(
    (candidate) => candidate.useInConfigurator && !candidate.comingSoon,
  );
  if (!machine) throw new Error('the demo data has no configurable machine');
  return machine;
}

async function publicModel(page: Page, slug: string) {
  const input = encodeURIComponent(JSON.stringify({ slug, locale: 'en' }));
  const response = await page.request.get(`/api/trpc/publicConfigurator.machineModel?input=${input}`);
  expect(response.status()).toBe(200);
  return (await response.json()).result.data;
}

/** A real item for every item route of the navigation table: its id (or slug) and its name. */
const ITEMS: Record<string, (context: Context) => Promise<Item>> = {
  '/product-portfolio/machines/:machineId': async ({ portfolio }) => first(portfolio.machines, 'machine'),
  '/product-portfolio/machine-versions/:machineVersionId': async ({ portfolio }) =>
    first(portfolio.machineVersions, 'machine version'),
  '/product-portfolio/pumps/:pumpId': async ({ portfolio }) => first(portfolio.pumps, 'pump'),
  '/product-portfolio/mixheads/:mixheadId': async ({ portfolio }) => first(portfolio.mixheads, 'mixhead'),
  '/product-portfolio/injectors/:injectorId': async ({ portfolio }) => first(portfolio.injectors, 'injector'),
  '/product-portfolio/machine-components/:machineComponentId': async ({ portfolio }) =>
    first(
      portfolio.peripheralEquipment.filter((item) => item.type.category !== 'preConditioning'),
      'machine component',
    ),
  '/product-portfolio/pre-conditioning/:preConditioningId': async ({ portfolio }) =>
    first(
      portfolio.peripheralEquipment.filter((item) => item.type.category === 'preConditioning'),
      'pre-conditioning item',
    ),
  '/general-information/:pageId': ({ page }) => contentItem(page, '/api/general-information'),
  '/news/:articleId': ({ page }) => contentItem(page, '/api/news'),
  '/admin/product-portfolio/machines/:machineId': ({ page }) => adminItem(page, 'machines'),
  '/admin/configurator/foam-formulations/:foamFormulationId': ({ page }) =>
    adminItem(page, 'foam-formulations'),
  '/admin/general-information/:pageId': ({ page }) => adminItem(page, 'general-information', 'title'),
  '/admin/news/:articleId': ({ page }) => adminItem(page, 'news', 'title'),
  '/admin/quote-requests/:quoteRequestId': quoteRequest,
  '/configurator/:slug': async ({ page, portfolio }) => {
    const { slug } = configurable(portfolio);
    return { id: slug, name: (await publicModel(page, slug)).machine.name };
  },
};

// The signed-in area's routes (the navigation table) and the public pages (route-code.ts).
const ITEM_ROUTES = [...flattenRoutes(), ...Object.values(PUBLIC_ROUTES)]
  .filter((entry) => endsInDynamicSegment(entry.path))
  .map((entry) => entry.path);

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const pathOf = (pattern: string, id: string) => `${parentOf(pattern)}/${encodeURIComponent(id)}`;
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
