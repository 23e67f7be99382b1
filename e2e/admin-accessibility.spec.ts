import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// Axe finds no serious or critical violation on the admin pages (WCAG 2.1 A/AA rules),
// with their forms, dialogs and editors open, at desktop and phone width.

/** The pumps export with a changed cell, a formula with its saved value and one without. */
async function changedPumps(page: Page): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await (await page.request.get('/api/admin/export/pumps.xlsx')).body()) as never);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(headers.indexOf(name) + 1);
  cell(2, 'maxPressureBar').value = 321;
  cell(2, 'useInConfigurator').value = { formula: 'TRUE()', result: true };
  cell(3, 'useInConfigurator').value = { formula: 'TRUE()' } as ExcelJS.CellFormulaValue;
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
      await expectNoSeriousViolations(page);

      await page.goto('/admin/product-portfolio/pumps/pumps');
      await expect(page.getByRole('button', { name: 'AXP 12', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'AXP 12', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Edit AXP 12' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Close the form' }).click();

      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('menuitem', { name: 'Pumps…' }).click();
      await expect(page.getByRole('dialog', { name: 'Import pumps' })).toBeVisible();
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test("the import dialog's preview: a problem, a changed cell, a formula's note", async ({ page }) => {
      await mintSession(page, 'admin');
      await page.goto('/admin/product-portfolio/pumps/pumps');
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('menuitem', { name: 'Pumps…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import pumps' });
      await dialog.getByTestId('import-file').setInputFiles({
        name: 'pumps.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await changedPumps(page),
      });
      await expect(dialog.getByTestId('import-notes')).toBeVisible();
      await expect(dialog.getByTestId('import-problems')).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Changed cells' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('users, a machine with its availability, and the news editor', async ({ page }) => {
      await mintSession(page, 'admin');
      await page.goto('/admin/user?item=new');
      await expect(page.getByRole('form', { name: 'New user' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/admin/product-portfolio/machines/${await firstId(page, 'machines', 'HX Max')}`);
      await expect(
        page.getByRole('region', { name: 'Availability' }).getByRole('tab', { name: 'Pumps' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('region', { name: 'Availability' }).getByRole('tab', { name: 'Pumps' }).click();
      await expectNoSeriousViolations(page);

      await page.goto(`/admin/news/${await firstId(page, 'news')}`);
      await expect(page.getByRole('textbox', { name: /^Text/ })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
