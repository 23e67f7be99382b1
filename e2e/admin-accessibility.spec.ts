import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// Issue 14: axe finds no serious or critical violation on the admin pages (WCAG 2.1 A/AA rules),
// with their forms, dialogs and editors open, at desktop and phone width.

async function serious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`,
    );
}

async function firstId(page: Page, entity: string, search = ''): Promise<string> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return (await (await page.request.get(`/api/admin/${entity}${query}`)).json()).data.items[0].id;
}

for (const width of [1280, 390]) {
  test.describe(`admin pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lists, the entity drawer and the import dialog', async ({ page }) => {
      await mintSession(page, 'admin');
      await page.goto('/admin');
      await expect(page.getByLabel('Admin sections')).toBeVisible();
      expect(await serious(page)).toEqual([]);

      await page.goto('/admin/product-portfolio/pumps/pumps');
      await expect(page.getByRole('button', { name: 'AXP 12', exact: true })).toBeVisible();
      expect(await serious(page)).toEqual([]);

      await page.getByRole('button', { name: 'AXP 12', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Edit AXP 12' })).toBeVisible();
      expect(await serious(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close the form' }).click();

      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('menuitem', { name: 'Pumps…' }).click();
      await expect(page.getByRole('dialog', { name: 'Import pumps' })).toBeVisible();
      await expect(page.getByRole('menu')).toHaveCount(0);
      expect(await serious(page)).toEqual([]);
    });

    test('users, a machine with its availability, and the news editor', async ({ page }) => {
      await mintSession(page, 'admin');
      await page.goto('/admin/user?item=new');
      await expect(page.getByRole('form', { name: 'New user' })).toBeVisible();
      expect(await serious(page)).toEqual([]);

      await page.goto(`/admin/product-portfolio/machines/${await firstId(page, 'machines', 'HX Max')}`);
      await expect(
        page.getByRole('region', { name: 'Availability' }).getByRole('tab', { name: 'Pumps' }),
      ).toBeVisible();
      expect(await serious(page)).toEqual([]);
      await page.getByRole('region', { name: 'Availability' }).getByRole('tab', { name: 'Pumps' }).click();
      expect(await serious(page)).toEqual([]);

      await page.goto(`/admin/news/${await firstId(page, 'news')}`);
      await expect(page.getByRole('textbox', { name: /^Text/ })).toBeVisible();
      expect(await serious(page)).toEqual([]);
    });
  });
}
