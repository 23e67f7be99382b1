// The translations page (docs/product.md#llm), as a development user, against the OpenAI-compatible test
// endpoint the global set-up starts (fixtures/global-setup.ts): an option added to a machine's draft is
// missing in every language; the model editor's warning links to its missing German texts, which are
// machine-translated while the page follows the job; the translation is marked reviewed and corrected in
// place, the draft published, and German customers read it. A Japanese sheet goes out and comes back with a
// text filled in, which is then reviewed. Admin and sales users get no page and no API; axe finds nothing
// serious at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mintSession } from './fixtures/api-session.ts';
import { type AppServer, ownServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { germanVisitor } from './fixtures/german-visitor.ts';

/** A server of its own: the spec publishes a machine's model, which others read. */
const test = base.extend<{ baseURL: string }, { server: AppServer }>({
  server: ownServer(),
  baseURL: async ({ server }, use) => use(server.url),
});

const PATH = '/admin/public-configurator/translations';
const SLUG = 'hx-compact';
const STEP = 'control';
const SUB_STEP = 'interfaces';

type Option = { value: string; label: string; price: number | null | object };
type Model = { steps: { slug: string; subSteps: { slug: string; options: { data: Option[] } }[] }[] };
type Draft = { draftVersion: number; model: Model };

async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.data as T;
}

async function mutate<T>(page: Page, baseURL: string, path: string, input: unknown): Promise<T> {
  const response = await page.request.post(`/api/trpc/${path}`, {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: input,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.data as T;
}

/** Adds an option to the machine's draft as the model editor would (its texts get rows at once). */
async function addOption(page: Page, baseURL: string, option: Option): Promise<void> {
  const draft = await query<Draft>(page, 'configuratorAdmin.draft', { slug: SLUG });
  const subStep = draft.model.steps.flatMap((step) => step.subSteps).find((s) => s.slug === SUB_STEP);
  if (!subStep) throw new Error(`the demo model of ${SLUG} has no sub-step ${SUB_STEP}`);
  subStep.options.data.push(option);
  await mutate(page, baseURL, 'configuratorAdmin.saveDraft', {
    slug: SLUG,
    expectedDraftVersion: draft.draftVersion,
    model: draft.model,
  });
}

/** The grid's row of a text, by its English. */
const rowOf = (page: Page, english: string) =>
  page
    .getByRole('table', { name: 'Texts and their translations' })
    .getByRole('row')
    .filter({ hasText: english });

/** Chooses an entry of one of the grid's filters (Mantine's Select). */
async function filterBy(page: Page, label: 'Machine' | 'Language' | 'State', option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The public machine page in German for an anonymous visitor, on the step with the new option. */
const germanCustomer = (browser: Browser, baseURL: string) =>
  germanVisitor(browser, baseURL, `/configurator/${SLUG}?step=${STEP}`);

test('a new option is missing in German, machine-translated, reviewed, corrected, published and read by customers', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await mintSession(page, 'development');
  const added = { value: `profibus-gateway-${testInfo.retry}`, label: `Profibus gateway ${testInfo.retry}` };
  await addOption(page, baseURL, { ...added, price: 900 });

  // The model editor warns that it has no German text, and links to the machine's missing German texts.
  await page.goto(`/admin/public-configurator/steps?machine=${SLUG}`);
  const check = page.getByRole('region', { name: 'Model check', exact: true });
  await check.getByRole('link', { name: 'Open the missing DE texts of this machine' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?machine=${SLUG}&locale=de&state=missing$`));
  const row = rowOf(page, added.label);
  await expect(row).toContainText('German');
  await expect(row).toContainText('Missing');

  // Machine translation of the missing German texts, followed to its end.
  const panel = page.getByRole('region', { name: 'Machine translation', exact: true });
  await expect(panel.getByRole('combobox', { name: 'Translate into' })).toHaveValue(/^German/);
  await expect(panel).toContainText('Built with Meta Llama 3');
  await panel.getByRole('button', { name: 'Translate missing' }).click();
  const job = panel.getByTestId('translation-job');
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(job.getByTestId('job-summary')).toHaveText(/^(\d+) of \1 translated\.$/);
  await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // The grid follows: nothing of the machine is missing in German any more.
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No texts match.')).toBeVisible();
  await expect(page.getByTestId('progress-de')).toContainText('0 missing');

  // Reviewed: the machine translation marked as such, then corrected in place.
  await filterBy(page, 'State', 'Machine-translated');
  await expect(page).toHaveURL(/state=machine/);
  await expect(row).toContainText('Machine-translated');
  const machineText = `Profibusü gatewayü ${testInfo.retry}`;
  await expect(row).toContainText(machineText);
  await row.getByRole('checkbox', { name: new RegExp(`^Select “${added.label}” in German`) }).check();
  await page.getByRole('button', { name: 'Mark reviewed (1)' }).click();
  await expect(page.getByText('1 translation marked reviewed.')).toBeVisible();
  // Reviewed now, it has left the machine-translated texts.
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await filterBy(page, 'Language', 'German');
  await page.getByRole('textbox', { name: 'Search the texts' }).fill(added.label);
  await expect(page).toHaveURL(/\?locale=de&q=Profibus/);
  await expect(row).toContainText('Reviewed');
  await row.getByRole('button', { name: /^Edit the German translation/ }).click();
  const field = row.getByRole('textbox', { name: `German translation of “${added.label}”` });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(machineText);
  const corrected = `Profibus-Gateway ${testInfo.retry}`;
  await field.fill(corrected);
  await field.press('Enter');
  await expect(field).toHaveCount(0);
  const edit = row.getByRole('button', { name: /^Edit the German translation/ });
  await expect(edit).toBeFocused();
  await expect(edit).toContainText(corrected);
  const saved = await (
    await page.request.get(`/api/admin/translations?search=${encodeURIComponent(corrected)}`)
  ).json();
  expect(saved.data.items).toEqual([
    expect.objectContaining({ locale: 'de', state: 'reviewed', text: corrected }),
  ]);

  // Published through the draft's dialog: German customers read the German text.
  await page.goto(`/admin/public-configurator/steps/preview?machine=${SLUG}`);
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
  await expect(dialog).toContainText(`Option "${added.label}" added`);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  const customer = await germanCustomer(browser, baseURL);
  await expect(customer.page.locator('main').locator('label').filter({ hasText: corrected })).toBeVisible();
  await customer.close();
});

test('the Japanese texts go out as a sheet and come back with a text filled in, which is then reviewed', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await mintSession(page, 'development');
  const added = { value: `modbus-bridge-${testInfo.retry}`, label: `Modbus bridge ${testInfo.retry}` };
  await addOption(page, baseURL, { ...added, price: 400 });

  await page.goto(`${PATH}?locale=ja&state=missing`);
  const row = rowOf(page, added.label);
  await expect(row).toContainText('Missing');
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Japanese (ja)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('translations.xlsx');
  const file = testInfo.outputPath('translations-ja.xlsx');
  await download.saveAs(file);

  // The sheet holds Japanese rows only; the new option's text is filled in.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (name: string) => headers.indexOf(name) + 1;
  const locales = new Set<unknown>();
  let ours: ExcelJS.Row | undefined;
  sheet.eachRow((r, index) => {
    if (index === 1) return;
    locales.add(r.getCell(column('locale')).value);
    if (r.getCell(column('source')).value === added.label) ours = r;
  });
  expect([...locales]).toEqual(['ja']);
  expect(ours, 'the new option is in the Japanese sheet').toBeDefined();
  const japanese = `Modbus ブリッジ ${testInfo.retry}`;
  (ours as ExcelJS.Row).getCell(column('text')).value = japanese;
  const changed = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import translations' });
  await expect(dialog).toContainText('items left out of the sheet stay as they are');
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'translations-ja.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: changed,
  });
  await expect(dialog.getByTestId('import-sheet-translations').getByRole('cell')).toHaveText([
    'translations',
    '0',
    '1',
    '0',
    /^\d+$/,
  ]);
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0 created, 1 updated, 0 deleted.')).toBeVisible();
  // Not missing any more: reviewed, with the sheet's text.
  await expect(row).toHaveCount(0);
  await filterBy(page, 'State', 'Reviewed');
  await page.getByRole('textbox', { name: 'Search the texts' }).fill(added.label);
  await expect(row).toContainText(japanese);
  await expect(row).toContainText('Reviewed');
});

test('admin and sales users have no menu entry, the page says so, and the API answers 403', async ({
  browser,
  baseURL,
}) => {
  for (const role of ['admin', 'sales'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await mintSession(page, role);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' }), role).toBeVisible();
    await expect(page.getByRole('link', { name: 'Translations', exact: true }), role).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Machine translation', exact: true })).toHaveCount(0);
    expect((await page.request.get('/api/admin/translations')).status(), role).toBe(403);
    expect(
      (await page.request.get('/api/trpc/translationsAdmin.progress')).status(),
      `${role}: progress`,
    ).toBe(403);
    await context.close();
  }
});

test('axe finds nothing serious at 1280 and 390 px: texts, a field being edited, the glossary', async ({
  page,
}, testInfo) => {
  await mintSession(page, 'development');
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${PATH}?locale=de`);
    const table = page.getByRole('table', { name: 'Texts and their translations' });
    await expect(table.getByRole('button', { name: /^Edit the German translation/ }).first()).toBeVisible();
    await expect(page.getByTestId('progress-de')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}: no sideways scrolling`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, `translations at ${width}`);
    await page.screenshot({ path: testInfo.outputPath(`translations-${width}.png`) });

    await table
      .getByRole('button', { name: /^Edit the German translation/ })
      .first()
      .click();
    await expect(table.getByRole('textbox', { name: /^German translation of/ })).toBeFocused();
    await expectNoSeriousViolations(page, `a translation being edited at ${width}`);
    await page.keyboard.press('Escape');
    await expect(table.getByRole('textbox', { name: /^German translation of/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Glossary' }).click();
    await expect(page.getByRole('table', { name: 'Glossary terms' })).toBeVisible();
    await expectNoSeriousViolations(page, `the glossary at ${width}`);
    await page.screenshot({ path: testInfo.outputPath(`glossary-${width}.png`) });
  }
});
