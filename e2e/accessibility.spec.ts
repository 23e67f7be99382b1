import { allViolations, expectNoSeriousViolations } from './fixtures/axe.ts';
import { signIn } from './fixtures/login.ts';
import { expect, test } from './fixtures/shell-test.ts';

// WCAG 2.1 A/AA rules that axe can check automatically: none violated on the pages every user meets first.

test('the login page has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('the public configurator has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

for (const path of ['/', '/account', '/product-portfolio/pumps']) {
  test(`${path} has no detectable accessibility violations when signed in`, async ({ page }) => {
    await signIn(page, 'sales', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
  });
}

// Hovered controls keep their contrast: the active menu entry (light variant) and a primary button.
test('the hovered active menu entry and a hovered primary button keep AA contrast', async ({ page }) => {
  await signIn(page, 'sales', '/product-portfolio/pumps');
  const active = page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current="page"]');
  await active.hover();
  const contrast = () => allViolations(page, { rules: ['color-contrast'] });
  expect(await contrast()).toEqual([]);
  await page.goto('/account');
  const button = page.getByRole('button', { name: /Change password|Save/ }).first();
  await button.hover();
  expect(await contrast()).toEqual([]);
});

// Every public route in three locales, one of them CJK: no serious or critical violation.
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
      await expectNoSeriousViolations(page, `${locale} ${path}`);
    }
  });
}

test('the open menus and the general notes have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/configurator');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'General notes' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
