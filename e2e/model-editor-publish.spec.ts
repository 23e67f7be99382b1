// The model editor's way from a draft to customers and back (docs/product.md#model-versions), as a
// development user: the draft changed over the API (an option's price raised, an option added whose price
// depends on the dosing line), the draft preview in German showing both, publishing with a note through the
// publish dialog, the public configurator in German with the new prices, a rollback through the versions
// panel and the old prices again. axe finds nothing serious on the preview or the versions. Admin and sales
// get the no-access page for the preview and 403 from configuratorAdmin.
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { type AppServer, ownServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { germanVisitor } from './fixtures/german-visitor.ts';

/** A server of its own: the spec publishes and rolls back a machine's model, which others read. */
const test = base.extend<{ baseURL: string }, { server: AppServer }>({
  server: ownServer(),
  baseURL: async ({ server }, use) => use(server.url),
});

const SLUG = 'hx-compact';
const STEP = 'control';
const SUB_STEP = 'interfaces';
const RAISED = 'opc-ua';
const ADDED = { value: 'ethercat', label: 'EtherCAT interface' };
const PREVIEW = `/admin/public-configurator/steps/preview?machine=${SLUG}`;

type Price = number | null | { dependsOn: string; prices: Record<string, number> };
type Option = { value: string; label: string; price: Price };
type Model = { steps: { slug: string; subSteps: { slug: string; options: { data: Option[] } }[] }[] };
type Draft = {
  draftVersion: number;
  model: Model;
  catalogue: { dosingLines: { id: string; name: string }[] };
};

const euros = (eur: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(eur).replace(/\s/g, ' ');

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

function optionsOf(model: Model): Option[] {
  const subStep = model.steps
    .flatMap((step) => step.subSteps)
    .find((candidate) => candidate.slug === SUB_STEP);
  if (!subStep) throw new Error(`the demo model of ${SLUG} has no sub-step ${SUB_STEP}`);
  return subStep.options.data;
}

/** The option's label in the configurator (its price tag included), by the option's label. */
const optionLabel = (page: Page, scope: string, label: string) =>
  page.locator(scope).locator('label').filter({ hasText: label });

/** The public machine page in German for an anonymous visitor, opened on the step with the options. */
const publicPage = (browser: Browser, baseURL: string) =>
  germanVisitor(browser, baseURL, `/configurator/${SLUG}?step=${STEP}`);

test('a development user previews a changed draft in German, publishes it and rolls it back', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await mintSession(page, 'development');

  // The draft, changed as the editor would: a price raised, an option added priced per dosing line.
  const draft = await query<Draft>(page, 'configuratorAdmin.draft', { slug: SLUG });
  const published = await query<{ modelVersion: number; current: boolean }[]>(
    page,
    'configuratorAdmin.versions',
    {
      slug: SLUG,
    },
  );
  const before = published.find((entry) => entry.current)?.modelVersion as number;
  const raised = optionsOf(draft.model).find((option) => option.value === RAISED);
  if (typeof raised?.price !== 'number') throw new Error(`${SUB_STEP}/${RAISED} has no fixed price to raise`);
  const oldPrice = raised.price;
  const newPrice = oldPrice + 450;
  raised.price = newPrice;
  const lines = draft.catalogue.dosingLines;
  const perLine = Object.fromEntries(lines.map((line, i) => [line.id, 1100 + 200 * i]));
  optionsOf(draft.model).push({ ...ADDED, price: { dependsOn: 'dosingLine', prices: perLine } });
  const saved = await mutate<{ draftVersion: number; findings: { severity: string; message: string }[] }>(
    page,
    baseURL,
    'configuratorAdmin.saveDraft',
    { slug: SLUG, expectedDraftVersion: draft.draftVersion, model: draft.model },
  );
  expect(saved.findings.filter((finding) => finding.severity === 'error')).toEqual([]);

  // The raised option as German customers read it (its label is translated; the new one is not yet).
  const german = await query<Model>(page, 'configuratorAdmin.preview', { slug: SLUG, locale: 'de' });
  const raisedLabel = optionsOf(german).find((option) => option.value === RAISED)?.label as string;
  expect(raisedLabel).not.toBe(raised.label);

  // The preview in German: marked as such, the new price, the new option at the first dosing line's price.
  await page.goto(`${PREVIEW}&locale=de&step=${STEP}`);
  await expect(page.getByTestId('draft-preview-banner')).toContainText('Draft preview — not published');
  const preview = '[data-testid="draft-preview"]';
  await expect(page.locator(preview)).toHaveAttribute('lang', 'de');
  await expect(optionLabel(page, preview, raisedLabel)).toContainText(`+ ${euros(newPrice)}`);
  await expect(optionLabel(page, preview, ADDED.label)).toContainText(
    `+ ${euros(perLine[lines[0]?.id as string] as number)}`,
  );
  // No code is saved against a draft.
  await expect(page.locator(preview).getByRole('button', { name: 'Konfiguration speichern' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'draft preview');

  // Publish through the dialog, with a note.
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
  await expect(dialog).toContainText(`What changes for customers from version ${before}`);
  await expect(dialog).toContainText(`Price of "${raised.label}": ${euros(oldPrice)} → ${euros(newPrice)}.`);
  await expect(dialog).toContainText(`Option "${ADDED.label}" added`);
  await expect(dialog).toContainText(`${lines[0]?.name} ${euros(1100)}`);
  await expectNoSeriousViolations(page, 'publish dialog');
  const note = 'OPC UA dearer; EtherCAT priced per dosing line.';
  await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  const publishedNote = page
    .getByRole('alert')
    .filter({ hasText: `Customers see version ${before + 1} from now on.` });
  await expect(publishedNote).toBeVisible();
  // Closed, so that no later axe scan meets it half faded (its 4 s auto-close may fall on one).
  await publishedNote.getByRole('button', { name: 'Close the message' }).click();
  await expect(publishedNote).toBeHidden();

  // Customers see it: the public configurator in German.
  const first = await publicPage(browser, baseURL);
  await expect(optionLabel(first.page, 'main', raisedLabel)).toContainText(`+ ${euros(newPrice)}`);
  await expect(optionLabel(first.page, 'main', ADDED.label)).toContainText(`+ ${euros(1100)}`);
  await first.close();

  // The versions: the new one current, with its note and its changes; axe on the panel.
  await page.getByRole('button', { name: 'Versions' }).click();
  const panel = page.getByTestId('versions-panel');
  const newest = panel.getByTestId('model-version').first();
  await expect(newest.getByRole('heading')).toHaveText(`Version ${before + 1}`);
  await expect(newest).toContainText('Current: customers see it');
  await expect(newest).toContainText(note);
  await newest.getByRole('button', { name: `Changes from version ${before}` }).click();
  await expect(newest).toContainText(`Price of "${raised.label}"`);
  await expectNoSeriousViolations(page, 'versions panel');

  // Roll back to the version before: a copy of it, published as the next version.
  const previous = panel.getByTestId('model-version').nth(1);
  await expect(previous.getByRole('heading')).toHaveText(`Version ${before}`);
  await previous.getByRole('button', { name: 'Roll back to this version' }).click();
  const confirm = page.getByRole('dialog', { name: `Roll back to version ${before}?` });
  await expect(confirm).toContainText(
    `publishes a copy of version ${before} as a new version, ${before + 2}`,
  );
  await expectNoSeriousViolations(page, 'rollback confirmation');
  await confirm.getByRole('button', { name: `Publish a copy of version ${before}` }).click();
  await expect(confirm).toBeHidden();
  const copy = panel.getByTestId('model-version').first();
  await expect(copy.getByRole('heading')).toHaveText(`Version ${before + 2}`);
  await expect(copy).toContainText(`a copy of version ${before}`);
  await expect(copy).toContainText('Current: customers see it');

  // Customers see the old prices again, and no added option.
  const again = await publicPage(browser, baseURL);
  await expect(optionLabel(again.page, 'main', raisedLabel)).toContainText(`+ ${euros(oldPrice)}`);
  await expect(optionLabel(again.page, 'main', raisedLabel)).toBeVisible();
  await expect(optionLabel(again.page, 'main', ADDED.label)).toHaveCount(0);
  await again.close();
});

test('admin and sales users get no preview and no model editor API; visitors are sent to sign in', async ({
  browser,
  baseURL,
}) => {
  for (const role of ['admin', 'sales'] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await mintSession(page, role);
    const answer = await page.request.get(
      `/api/trpc/configuratorAdmin.draft?input=${encodeURIComponent(JSON.stringify({ slug: SLUG }))}`,
    );
    expect(answer.status(), role).toBe(403);
    await page.goto(`${PREVIEW}&locale=de`);
    await expect(page.getByRole('heading', { level: 1, name: 'No access' }), role).toBeVisible();
    await expect(page.getByTestId('draft-preview-banner')).toHaveCount(0);
    await context.close();
  }
  const anonymous = await browser.newContext({ baseURL });
  const page = await anonymous.newPage();
  await page.goto(PREVIEW);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await anonymous.close();
});
