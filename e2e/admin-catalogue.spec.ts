import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// An admin creates a pump, edits it in two tabs and meets the conflict dialog
// (reload and overwrite), exports and re-imports the pumps sheet, and edits a machine's availability.

const PUMPS = '/admin/product-portfolio/pumps/pumps';
const NAME = `E2E pump ${Date.now().toString(36)}`;

async function apiItem(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function choose(page: Page, form: Locator, label: RegExp, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

let pumpId = '';

test('an admin creates a pump from the generic form', async ({ page }) => {
  await mintSession(page, 'admin');
  await page.goto(PUMPS);
  await expect(page.getByRole('heading', { name: 'Pumps', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New pump' }).first().click();
  const form = page.getByRole('form', { name: 'New pump' });
  // Client checks first: nothing is sent while required fields are empty.
  await form.getByRole('button', { name: /Create pump/ }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();

  await form.getByLabel(/^Name/).fill(NAME);
  // Escape with an edit in the panel asks first; staying keeps the edit.
  await form.getByLabel(/^Name/).press('Escape');
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).last().click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel(/^Name/)).toHaveValue(NAME);
  await choose(page, form, /^Pump type/, 'Axial piston pump');
  await choose(page, form, /^Pressure class/, 'High pressure');
  await form.getByLabel(/^Displacement/).fill('2,5');
  await form.getByLabel(/^Minimum speed/).fill('300');
  await form.getByLabel(/^Maximum speed/).fill('1500');
  await form.getByLabel(/^Maximum pressure/).fill('200');
  await form.getByRole('button', { name: /Create pump/ }).click();

  await expect(page).toHaveURL(/\?item=[0-9a-f-]{36}$/);
  pumpId = new URL(page.url()).searchParams.get('item') as string;
  await expect(page.getByText(`Created pump "${NAME}".`)).toBeVisible();
  const pump = await apiItem(page, `/api/admin/pumps/${pumpId}`);
  expect(pump).toMatchObject({ name: NAME, displacementCm3PerRev: 2.5, pressureClass: 'high', version: 1 });
});

test('two tabs edit the same pump: the conflict dialog offers reload and overwrite', async ({
  page,
  context,
}) => {
  await mintSession(page, 'admin');
  const other = await context.newPage();
  await page.goto(`${PUMPS}?item=${pumpId}`);
  await other.goto(`${PUMPS}?item=${pumpId}`);
  const formA = page.getByRole('form', { name: `Edit ${NAME}` });
  const formB = other.getByRole('form', { name: `Edit ${NAME}` });
  await expect(formA.getByLabel(/^Name/)).toHaveValue(NAME);
  await expect(formB.getByLabel(/^Name/)).toHaveValue(NAME);

  // A starts editing; B saves first.
  await formA.getByLabel(/^Maximum pressure/).fill('210');
  await formB.getByLabel(/^Name/).fill(`${NAME} B`);
  await formB.getByLabel(/^Name/).press('Control+s');
  await expect(other.getByText(`Saved pump "${NAME} B".`)).toBeVisible();

  // A saves on version 1: their version against A's, field by field.
  await formA.getByRole('button', { name: /Save/ }).click();
  const dialog = page.getByRole('dialog', { name: `Someone else changed pump "${NAME} B"` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-name')).toContainText(`${NAME} B`);
  await expect(dialog.getByTestId('conflict-name')).toContainText(NAME);
  await expect(dialog.getByTestId('conflict-maxPressureBar')).toContainText('200');
  await expect(dialog.getByTestId('conflict-maxPressureBar')).toContainText('210');
  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(formA.getByLabel(/^Name/)).toHaveValue(`${NAME} B`);
  await expect(formA.getByLabel(/^Maximum pressure/)).toHaveValue('200');

  // On their version A's change goes through.
  await formA.getByLabel(/^Maximum pressure/).fill('220');
  await formA.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText(`Saved pump "${NAME} B".`)).toBeVisible();
  expect((await apiItem(page, `/api/admin/pumps/${pumpId}`)).version).toBe(3);

  // Now B is stale; B overwrites, an explicit second save with the new version.
  await formB.getByLabel(/^Description/).fill('Overwritten from tab B');
  await formB.getByRole('button', { name: /Save/ }).click();
  const dialogB = other.getByRole('dialog', { name: /Someone else changed pump/ });
  await expect(dialogB.getByTestId('conflict-maxPressureBar')).toContainText('220');
  await dialogB.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(dialogB).toBeHidden();
  await expect(other.getByText(`Saved pump "${NAME} B".`)).toBeVisible();
  const pump = await apiItem(page, `/api/admin/pumps/${pumpId}`);
  expect(pump).toMatchObject({ version: 4, description: 'Overwritten from tab B', maxPressureBar: 200 });
  await other.close();
});

test('the pumps sheet goes out and comes back in through the dry-run preview', async ({ page }, testInfo) => {
  await mintSession(page, 'admin');
  await page.goto(PUMPS);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Pumps' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pumps.xlsx');
  const file = testInfo.outputPath('pumps.xlsx');
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 2)).toEqual(['id', 'version']);
  const column = (name: string) => headers.indexOf(name) + 1;
  let ours: ExcelJS.Row | undefined;
  sheet.eachRow((row, index) => {
    if (index > 1 && row.getCell(column('id')).value === pumpId) ours = row;
  });
  expect(ours, 'the new pump is in the export').toBeDefined();
  const row = ours as ExcelJS.Row;
  expect(row.getCell(column('name')).value).toBe(`${NAME} B`);
  expect(row.getCell(column('maxPressureBar')).value).toBe(200);
  row.getCell(column('maxPressureBar')).value = 230;
  const changed = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('menuitem', { name: 'Pumps…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import pumps' });
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'pumps.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: changed,
  });
  // The dry run: one row to update, nothing written yet.
  const plan = dialog.getByTestId('import-sheet-pumps');
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('cell')).toHaveText(['pumps', '0', '1', '0', /^\d+$/]);
  await expect(dialog.getByText(`${NAME} B`)).toBeVisible();
  // The changed cell, with its old and new value.
  await expect(dialog.getByRole('list', { name: 'Changed cells' }).getByRole('listitem')).toHaveText([
    /^maxPressureBar\s*: from 200\s*→\s*to 230$/,
  ]);
  expect((await apiItem(page, `/api/admin/pumps/${pumpId}`)).maxPressureBar).toBe(200);

  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0 created, 1 updated, 0 deleted.')).toBeVisible();
  expect((await apiItem(page, `/api/admin/pumps/${pumpId}`)).maxPressureBar).toBe(230);
  // The list shows it without a reload.
  await expect(page.getByRole('row', { name: new RegExp(`${NAME} B`) })).toContainText('230');
});

test("a machine's availability matrix is edited and the portfolio shows it", async ({ page }) => {
  await mintSession(page, 'admin');
  const machines = (await (await page.request.get('/api/admin/machines?search=HX%20Max')).json()).data.items;
  const machine = machines.find((m: { name: string }) => m.name === 'HX Max');
  await page.goto(`/admin/product-portfolio/machines/${machine.id}`);
  await expect(page.getByRole('heading', { name: 'HX Max', level: 1 })).toBeVisible();
  const availability = page.getByRole('region', { name: 'Availability' });
  await availability.getByRole('tab', { name: 'Pumps' }).click();
  const cell = availability.getByRole('combobox', { name: `${NAME} B on HX Max 900` });
  await expect(cell).toHaveValue('');
  await cell.selectOption({ label: 'Optional (optimized)' });
  await expect(availability.getByText('Unsaved changes')).toBeVisible();
  await availability.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Saved the availability of HX Max.')).toBeVisible();

  const portfolio = await (await page.request.get('/api/product-portfolio')).json();
  const version = portfolio.machineVersions.find((v: { name: string }) => v.name === 'HX Max 900');
  expect(version.pumps).toContainEqual({ id: pumpId, relationType: 'optionalOptimized' });
  const pump = portfolio.pumps.find((p: { id: string }) => p.id === pumpId);
  expect(pump.machineVersions).toContainEqual({ id: version.id, relationType: 'optionalOptimized' });

  // The machine's data form took the machine's new version: saving it does not conflict.
  await page.getByLabel(/^Sort order/).fill('31');
  await page.getByRole('form', { name: 'Edit HX Max' }).getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Saved machine "HX Max".')).toBeVisible();
});
