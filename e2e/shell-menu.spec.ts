import type { Page } from '@playwright/test';
import { type DemoRole, sessionName, signIn } from './fixtures/login.ts';
import { expect, test } from './fixtures/shell-test.ts';

// Each demo role sees exactly the menu entries docs/product.md#roles gives it.

/** The sidebar as "title → path" lines, in order; sub-menus show under the active item only. */
async function menu(page: Page): Promise<string[]> {
  const items = page.getByTestId('sidebar-menu').locator('[data-menu-path]');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((nodes) =>
    nodes.map((node) => `${node.textContent?.trim()} → ${node.getAttribute('data-menu-path')}`),
  );
}

const TOP_FOR_EVERYONE = [
  'Dashboard → /',
  'Product portfolio → /product-portfolio',
  'Machine configurator → /machine-configurator',
  'General information → /general-information',
];

const TOP: Record<DemoRole, string[]> = {
  sales: TOP_FOR_EVERYONE,
  tradefair: TOP_FOR_EVERYONE,
  // docs/product.md#roles: backoffice sees only admin and admin/user (besides the dashboard).
  backoffice: ['Dashboard → /', 'Admin → /admin'],
  admin: [...TOP_FOR_EVERYONE, 'Analytics → /analytics', 'Admin → /admin'],
  development: [...TOP_FOR_EVERYONE, 'Analytics → /analytics', 'Admin → /admin'],
};

const ADMIN_ENTRIES: Partial<Record<DemoRole, string[]>> = {
  backoffice: ['Users → /admin/user'],
  admin: [
    'Users → /admin/user',
    'Product portfolio → /admin/product-portfolio',
    'Public configurator → /admin/public-configurator',
    'General information → /admin/general-information',
    'News → /admin/news',
    'Quote requests → /admin/quote-requests',
  ],
  development: [
    'Users → /admin/user',
    'Product portfolio → /admin/product-portfolio',
    'Configurator → /admin/configurator',
    'Public configurator → /admin/public-configurator',
    'General information → /admin/general-information',
    'News → /admin/news',
    'Quote requests → /admin/quote-requests',
  ],
};

const CATALOGUE = [
  'Machines',
  'Languages',
  'Countries',
  'Fuses',
  'Control platforms',
  'Day tanks',
  'Hose lines',
  'Filter',
  'Pressure equipment directives',
  'Pumps',
  'Machine versions',
  'Mixheads',
  'Injectors',
  'Cleaning',
  'Peripheral equipment',
  'Tank farms',
];

const under = (prefix: string, lines: string[]) =>
  lines.filter((line) => line.split(' → ')[1]?.startsWith(`${prefix}/`));

for (const role of ['sales', 'backoffice', 'admin', 'development'] as const) {
  test(`${role}: the top-level menu is exactly its role's, then the account entry`, async ({ page }) => {
    await signIn(page, role);
    const name = await sessionName(page);
    expect(await menu(page)).toEqual([...TOP[role], `${name} → /account`]);
  });
}

test('sales sees no admin: /admin is not in the menu and says "No access"', async ({ page }) => {
  await signIn(page, 'sales', '/admin');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  expect((await menu(page)).some((line) => line.includes('/admin'))).toBe(false);
});

test('backoffice sees only admin and admin/user in the admin area', async ({ page }) => {
  await signIn(page, 'backoffice', '/admin');
  expect(under('/admin', await menu(page))).toEqual(ADMIN_ENTRIES.backoffice);
  await page.goto('/admin/product-portfolio');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
});

test('admin sees the admin area without development-only entries', async ({ page }) => {
  await signIn(page, 'admin', '/admin');
  expect(under('/admin', await menu(page))).toEqual(ADMIN_ENTRIES.admin);

  await page.goto('/admin/product-portfolio');
  const catalogue = under('/admin/product-portfolio', await menu(page)).map((line) => line.split(' → ')[0]);
  expect(catalogue).toEqual(CATALOGUE.filter((title) => title !== 'Filter' && title !== 'Cleaning'));

  await page.goto('/admin/public-configurator');
  expect(under('/admin/public-configurator', await menu(page))).toEqual([
    'Part models → /admin/public-configurator/part-models',
  ]);

  await page.goto('/admin/configurator');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
});

test('development sees everything', async ({ page }) => {
  await signIn(page, 'development', '/admin');
  expect(under('/admin', await menu(page))).toEqual(ADMIN_ENTRIES.development);

  await page.goto('/admin/product-portfolio');
  const catalogue = under('/admin/product-portfolio', await menu(page)).map((line) => line.split(' → ')[0]);
  expect(catalogue).toEqual(CATALOGUE);

  await page.goto('/admin/public-configurator/steps');
  expect(under('/admin/public-configurator', await menu(page))).toEqual([
    'Interface languages → /admin/public-configurator/interface-languages',
    'Translations → /admin/public-configurator/translations',
    'Steps → /admin/public-configurator/steps',
    'Steps → /admin/public-configurator/steps/steps',
    'Sub-steps → /admin/public-configurator/steps/sub-steps',
    'Draft preview → /admin/public-configurator/steps/preview',
    'Part models → /admin/public-configurator/part-models',
  ]);

  await page.goto('/admin/configurator');
  expect(under('/admin/configurator', await menu(page))).toEqual([
    'Foam formulations → /admin/configurator/foam-formulations',
  ]);
});

test('Home is active on "/" only; other items by prefix, showing their sub-menu', async ({ page }) => {
  await signIn(page, 'sales');
  const item = (path: string) => page.getByTestId('sidebar-menu').locator(`[data-menu-path="${path}"]`);
  await expect(item('/')).toHaveAttribute('aria-current', 'page');
  await expect(item('/product-portfolio/pumps')).toHaveCount(0);

  await item('/product-portfolio').click();
  await expect(page).toHaveURL(/\/product-portfolio$/);
  await expect(item('/')).not.toHaveAttribute('data-active');
  await item('/product-portfolio/pumps').click();
  await expect(page).toHaveURL(/\/product-portfolio\/pumps$/);
  await expect(item('/product-portfolio')).toHaveAttribute('data-active');
  await expect(item('/product-portfolio/pumps')).toHaveAttribute('aria-current', 'page');
  await expect(item('/machine-configurator/machine-finder')).toHaveCount(0);
});
