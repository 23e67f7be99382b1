import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// The configurator model editor (docs/product.md#model-versions) as a development user: an option
// priced by dosing line and filtered by a mixhead, the live model check's error for a missing price
// and its fix, a step moved with the keyboard, the draft saved across a reload; axe at 1280 and 390.
// Publishing, preview and rollback have their own spec.

const EDITOR = '/admin/public-configurator/steps?machine=hx';

test.describe('the model editor as a development user', () => {
  test.use({ signedInAs: 'development', viewport: { width: 1280, height: 900 } });

  test('an option with a price by dosing line and a filter, a check error fixed, a step moved by keyboard, saved', async ({
    page,
  }, testInfo) => {
    // One journey through the whole editor, with a reload: longer than most specs' tests.
    test.slow();
    await page.goto(EDITOR);
    const tree = page.getByRole('list', { name: 'Steps and sub-steps' });
    // A fresh server's first draft: its catalogue and model check are read then.
    await expect(tree).toBeVisible({ timeout: 30_000 });
    const errorCount = page.getByTestId('error-count');
    const errorsBefore = await errorCount.textContent();
    const status = page.getByTestId('save-status');

    // A new option in the hose heating sub-step.
    await tree.getByRole('button', { name: /hose-heating ·/ }).click();
    const subStep = page.getByRole('region', { name: /^Sub-step / });
    await subStep.getByRole('button', { name: 'Add option' }).click();
    const option = page.getByRole('region', { name: /^Option / });
    await option.getByRole('textbox', { name: /^Value/ }).fill('e2e-heater');
    await option.getByRole('textbox', { name: /^Label/ }).fill('E2E heater');

    // Its price depends on the dosing line: every line but the last gets an amount.
    await option.getByRole('radio', { name: 'Depends on a choice (one amount per value)' }).check();
    const prices = option.getByRole('table', { name: 'Price by dosing line' });
    const amounts = prices.getByRole('textbox');
    const lines = await amounts.count();
    expect(lines).toBeGreaterThan(1);
    for (let i = 0; i < lines - 1; i++) await amounts.nth(i).fill(`${1000 + i * 100},50`);

    // Shown only with one mixhead: the sub-step and the value are picked from lists.
    await option.getByRole('button', { name: 'Add a filter' }).click();
    await option.getByRole('combobox', { name: 'Filter: choice 1' }).click();
    await page.getByRole('option', { name: /\(mixhead\)$/ }).click();
    await option.getByRole('combobox', { name: /^Allowed values of / }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');

    // The live check: the last line has no price.
    const errors = page.getByRole('region', { name: 'Errors of the model check' });
    const finding = errors.getByRole('button', {
      name: /"e2e-heater" of "hose-heating" has no price for "dosingLine"/,
    });
    await expect(finding).toBeVisible();
    await expect(errorCount).not.toHaveText(errorsBefore ?? '');
    await finding.click();
    await expect(page.getByRole('heading', { name: 'Option E2E heater' })).toBeFocused();

    await amounts.nth(lines - 1).fill('1999');
    await expect(finding).toHaveCount(0);
    await expect(errorCount).toHaveText(errorsBefore ?? '');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('model-editor-1280.png'), fullPage: true });

    // The first step moves down one place with the keyboard.
    const stepHandles = tree.getByRole('button', { name: /^Move step / });
    const order = () =>
      stepHandles.evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')));
    const [first, second] = await order();
    await stepHandles.first().focus();
    // Each move is told to screen readers.
    const told = page.getByRole('status').filter({ hasText: /^step / });
    await page.keyboard.press('Space');
    // Picked up: the arrows move it once the drag has started.
    await expect(stepHandles.first()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(told).toHaveText(/is now at position 2 of \d+ steps\.$/);
    await page.keyboard.press('Space');
    await expect(told).toHaveText(/was dropped at position 2 of \d+ steps\.$/);
    await expect.poll(order).toEqual(expect.arrayContaining([second, first]));
    expect((await order()).slice(0, 2)).toEqual([second, first]);

    // Saved: a reload shows the option with its filter and the new order.
    await expect(status).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
    await page.reload();
    await expect(tree).toBeVisible();
    expect((await order()).slice(0, 2)).toEqual([second, first]);
    await tree.getByRole('button', { name: /hose-heating ·/ }).click();
    await page.getByRole('button', { name: /^E2E heater e2e-heater/ }).click();
    const reloaded = page.getByRole('region', { name: 'Option E2E heater' });
    await expect(reloaded.getByRole('textbox', { name: /^Value/ })).toHaveValue('e2e-heater');
    await expect(
      reloaded.getByRole('table', { name: 'Price by dosing line' }).getByRole('textbox').last(),
    ).toHaveValue('1.999 €');
    await expect(reloaded.getByText(/^Mixhead: /)).toBeVisible();
    await expect(errorCount).toHaveText(errorsBefore ?? '');
  });

  test('a sub-step moves into the step above by keyboard, and stays there', async ({ page }) => {
    await page.goto(EDITOR);
    const tree = page.getByRole('list', { name: 'Steps and sub-steps' });
    await expect(tree).toBeVisible({ timeout: 30_000 });
    const lists = tree.getByRole('list', { name: /^Sub-steps of / });
    const firstStep = (await lists.first().getAttribute('aria-label'))?.replace('Sub-steps of ', '') ?? '';
    const handlesIn = (n: number) => lists.nth(n).getByRole('button', { name: /^Move sub-step / });
    const names = (n: number) =>
      handlesIn(n).evaluateAll((hs) => hs.map((h) => h.getAttribute('aria-label')));
    const above = await names(0);
    const moving = handlesIn(1).first();
    const name = await moving.getAttribute('aria-label');

    await moving.focus();
    await page.keyboard.press('Space');
    await expect(moving).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    const told = page.getByRole('status').filter({ hasText: /^sub-step / });
    const escaped = firstStep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(told).toHaveText(new RegExp(`in step ${escaped}\\.$`));
    await page.keyboard.press('Space');
    await expect.poll(() => names(0)).toEqual(expect.arrayContaining([...above, name]));

    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 15_000,
    });
    await page.reload();
    await expect(tree).toBeVisible({ timeout: 30_000 });
    expect(await names(0)).toEqual(expect.arrayContaining([...above, name]));
  });

  test('at 390 px: the tree, the check and an option editor, axe clean', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(EDITOR);
    const tree = page.getByRole('list', { name: 'Steps and sub-steps' });
    await tree.getByRole('button', { name: /hose-heating ·/ }).click();
    await page
      .getByRole('button', { name: /hose-heated/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Option / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Model check', exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('model-editor-390.png'), fullPage: true });
  });
});

for (const role of ['admin', 'sales'] as const) {
  test.describe(`the model editor for ${role} users`, () => {
    test.use({ signedInAs: role });

    test('is not there: no menu entry, and its address says No access', async ({ page }) => {
      await page.goto('/admin/public-configurator/steps?machine=hx');
      await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Steps and sub-steps' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Steps', exact: true })).toHaveCount(0);
    });
  });
}
