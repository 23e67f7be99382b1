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
