import AxeBuilder from '@axe-core/playwright';
import { signIn } from './fixtures/login.ts';
import { expect, test } from './fixtures/shell-test.ts';

// WCAG 2.1 A/AA rules that axe can check automatically, on the pages every user meets first.
const scan = (page: import('@playwright/test').Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

const summary = (violations: Awaited<ReturnType<typeof scan>>['violations']) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the login page has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(summary((await scan(page)).violations)).toEqual([]);
});

test('the public configurator has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(summary((await scan(page)).violations)).toEqual([]);
});

for (const path of ['/', '/account', '/product-portfolio/pumps']) {
  test(`${path} has no detectable accessibility violations when signed in`, async ({ page }) => {
    await signIn(page, 'sales', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(summary((await scan(page)).violations)).toEqual([]);
  });
}

// Hovered controls keep their contrast: the active menu entry (light variant) and a primary button.
test('the hovered active menu entry and a hovered primary button keep AA contrast', async ({ page }) => {
  await signIn(page, 'sales', '/product-portfolio/pumps');
  const active = page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current="page"]');
  await active.hover();
  const contrast = () => new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(summary((await contrast()).violations)).toEqual([]);
  await page.goto('/account');
  const button = page.getByRole('button', { name: /Change password|Save/ }).first();
  await button.hover();
  expect(summary((await contrast()).violations)).toEqual([]);
});

// Every public route in three locales, one of them CJK (issue 11): no serious or critical violation.
const seriousOnes = (violations: Awaited<ReturnType<typeof scan>>['violations']) =>
  summary(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));

const PUBLIC_ROUTES = [
  '/configurator',
  '/configurator/machine-finder',
  '/configurator/hx',
  '/configurator/legal-notice',
  '/configurator/data-protection',
  '/configurator/no-such-machine',
  '/configurator/a/b',
];

for (const locale of ['en', 'de', 'ja'] as const) {
  test(`public routes in ${locale} have no serious or critical accessibility violations`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'CONFIGURATOR_SELECTED_LOCALE', value: locale, url: baseURL as string },
    ]);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(seriousOnes((await scan(page)).violations), `${locale} ${path}`).toEqual([]);
    }
  });
}

test('the open menus and the general notes have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/configurator');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  expect(seriousOnes((await scan(page)).violations)).toEqual([]);
  await page.getByRole('button', { name: 'General notes' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(seriousOnes((await scan(page)).violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
  expect(seriousOnes((await scan(page)).violations)).toEqual([]);
});
