import type { Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// The admin's audit trail and users (issues 24 §4.5, §4.6; 25 §7): every item shows its History (who
// changed what and when, each field before and after), the users page shows each user's last sign-in
// and to backoffice only sales users, and every demo machine has its picture, cached for a year. axe
// finds no serious or critical violation on these pages at desktop and phone width.

async function firstItem(page: Page, entity: string, search: string) {
  const body = await (
    await page.request.get(`/api/admin/${entity}?search=${encodeURIComponent(search)}`)
  ).json();
  return body.data.items[0] as { id: string; version: number } & Record<string, unknown>;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a saved change shows in the History tab of the drawer, with who, when, before and after', async ({
      page,
    }) => {
      await mintSession(page, 'admin');
      const pump = await firstItem(page, 'pumps', 'GRP');
      await page.goto(`/admin/product-portfolio/pumps/pumps?item=${pump.id}`);
      const form = page.getByRole('form', { name: `Edit ${String(pump.name)}` });
      const pressure = form.getByRole('textbox', { name: /^Maximum pressure/ });
      const before = String(pump.maxPressureBar);
      const after = String(Number(pump.maxPressureBar) + (width === 1280 ? 2 : 3));
      await pressure.fill(after);
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`Saved pump "${String(pump.name)}".`)).toBeVisible();

      const drawer = page.getByRole('dialog', { name: 'Edit pump' });
      await drawer.getByRole('tab', { name: 'History' }).click();
      const newest = drawer.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
      await expect(newest).toContainText(`Changed pump "${String(pump.name)}"`);
      await expect(newest).toContainText('Alex Admin');
      await expect(newest.getByRole('row', { name: /Maximum pressure/ }).getByRole('cell')).toHaveText([
        `${before} bar`,
        `${Number(after).toLocaleString('de-DE')} bar`,
      ]);
      await page.screenshot({ path: `test-results/history-drawer-${width}.png` });
      await expectNoSeriousViolations(page);

      // The form is still there, as it was, behind the Details tab.
      await drawer.getByRole('tab', { name: 'Details' }).click();
      await expect(pressure).toHaveValue(after);
    });

    test('item pages (machine, news) have a History tab; the machine shows its picture', async ({ page }) => {
      await mintSession(page, 'admin');
      const machine = await firstItem(page, 'machines', 'HX Compact');
      await page.goto(`/admin/product-portfolio/machines/${machine.id}`);
      const picture = page.getByRole('img', { name: 'Picture preview' });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await expect(page.getByText(/^Not found:/)).toHaveCount(0);

      const description = page.getByRole('textbox', { name: /^Description/ });
      await description.fill(`Compact high-pressure machine (${width})`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved machine "HX Compact".')).toBeVisible();
      await page.getByRole('tab', { name: 'History' }).click();
      const newest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
      await expect(
        newest
          .getByRole('row', { name: /Description/ })
          .getByRole('cell')
          .last(),
      ).toHaveText(`Compact high-pressure machine (${width})`);
      await page.screenshot({ path: `test-results/history-machine-${width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);

      const news = await firstItem(page, 'news', '');
      await page.goto(`/admin/news/${news.id}`);
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(
        page.getByText('No changes recorded yet.').or(page.getByRole('list', { name: 'Changes' })),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the users page shows the last sign-in; backoffice sees sales users only', async ({ page }) => {
      await mintSession(page, 'admin');
      await page.goto('/admin/user');
      const table = page.getByRole('table', { name: 'Users' });
      await expect(table.getByRole('columnheader', { name: /Last sign-in/ })).toBeVisible();
      const admin = table.getByRole('row', { name: /Alex Admin/ });
      await expect(admin).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await page.screenshot({ path: `test-results/users-${width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);

      await admin.getByRole('button', { name: 'Alex Admin' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit user' });
      await expect(drawer).toContainText(/Last sign-in: \d{4}-\d{2}-\d{2}/);
      await drawer.getByRole('tab', { name: 'History' }).click();
      await expect(
        drawer.getByText('No changes recorded yet.').or(drawer.getByRole('list', { name: 'Changes' })),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.context().clearCookies();
      await mintSession(page, 'backoffice');
      await page.goto('/admin/user');
      const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
      await expect(rows.filter({ hasText: 'Sam Sales' })).toHaveCount(1);
      await expect(rows.filter({ hasText: /Alex Admin|Dana Developer|Bea Backoffice/ })).toHaveCount(0);
    });
  });
}

test('every seeded machine picture answers 200, as WebP, cached for a year', async ({ page }) => {
  await mintSession(page, 'admin');
  const machines = (await (await page.request.get('/api/admin/machines?pageSize=100')).json()).data.items as {
    name: string;
    image: string | null;
  }[];
  expect(machines).toHaveLength(6);
  for (const machine of machines) {
    expect(machine.image, machine.name).toMatch(/^\/images\/machines\//);
    const response = await page.request.get(machine.image as string);
    expect(response.status(), machine.name).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await response.body()).byteLength).toBeLessThan(20_000);
  }
});
