// "My configurations" (docs/product.md#saved-configurations): a save gets a name; a visitor's saves are
// listed on the device (the other tabs follow), a sales user's in the account, the same on every device, with
// the customer; open, rename, remove after a confirmation, and two side by side, priced as the page prices
// them, at 1280×800 and on a 390 px phone.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, signInAs, test } from './fixtures/test.ts';

const SLUG = 'hx';
const LIST = '/configurator/my-configurations';
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function englishPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
  return { context, page: await context.newPage() };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Where Save is: the price dock of the summary column, or the summary sheet on a phone (opened here). */
async function saveArea(page: Page) {
  if (!isPhone(page)) return page.getByTestId('price-dock');
  await page.getByRole('button', { name: 'Summary', exact: true }).click();
  return page.getByTestId('summary-sheet');
}

async function closeSaveArea(page: Page) {
  if (isPhone(page)) await page.getByTestId('summary-sheet').getByRole('button', { name: 'Close' }).click();
}

/** Saves the configuration on screen under `name`; answers its code as shown, the total and what the save shows. */
async function saveAs(page: Page, name: string, customer?: string) {
  const total =
    (await page.getByTestId(isPhone(page) ? 'mobile-total' : 'configurator-total').textContent()) ?? '';
  const area = await saveArea(page);
  await area.getByRole('textbox', { name: 'Name (optional)' }).fill(name);
  if (customer !== undefined) await area.getByRole('textbox', { name: 'Customer (optional)' }).fill(customer);
  await area.getByRole('button', { name: 'Save configuration' }).click();
  // Below the summary in the column; in the sheet on a phone.
  const result = (isPhone(page) ? area : page.getByRole('complementary'))
    .getByTestId('saved-configuration')
    .filter({ hasText: name });
  await expect(result).toBeVisible();
  const code = (await result.getByTestId('configuration-code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  return { code, total, result };
}

function entry(page: Page, name: string) {
  return page.getByTestId('my-entry').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test('a visitor names saves, finds them on the device, renames, compares two and removes one', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await englishPage(browser, baseURL as string, viewport);
      try {
        // An empty list says how to fill it.
        await page.goto(LIST);
        await expect(page.getByRole('heading', { level: 1, name: 'My configurations' })).toBeVisible();
        await expect(page.getByTestId('my-empty')).toContainText('You have not saved a configuration');
        await expect(
          page.getByTestId('my-empty').getByRole('link', { name: 'Choose a machine' }),
        ).toBeVisible();

        await page.goto(`/configurator/${SLUG}`);
        await expect(page.getByTestId('configurator-total')).toHaveText(/€/);
        const first = await saveAs(page, 'Panel line, Leipzig');
        await expect(first.result.getByTestId('saved-name')).toHaveText('Panel line, Leipzig');
        await closeSaveArea(page);
        await page.getByRole('radio', { name: /^HX 350/ }).check();
        const second = await saveAs(page, 'Bigger line');
        expect(second.code).not.toBe(first.code);
        expect(second.total).not.toBe(first.total);

        // From the save's result to the list.
        await second.result.getByRole('link', { name: 'My configurations' }).click();
        await expect(page).toHaveURL(new RegExp(`${LIST}$`));
        await expect(page.getByTestId('my-entry')).toHaveCount(2);
        // Last saved first, each with its code, machine, total and date.
        await expect(page.getByTestId('my-entry').first().getByRole('heading')).toHaveText('Bigger line');
        const panel = entry(page, 'Panel line, Leipzig');
        await expect(panel).toContainText(first.code);
        await expect(panel).toContainText('HX Series');
        await expect(panel.getByTestId('my-entry-total')).toHaveText(first.total);
        await expect(panel).toContainText(String(new Date().getFullYear()));
        await expectNoSeriousViolations(page);

        // Another tab of the device follows the list.
        const other = await context.newPage();
        await other.goto(LIST);
        await expect(entry(other, 'Bigger line')).toBeVisible();

        // Rename by keyboard: Enter keeps the name, and the focus goes back to Rename.
        await entry(page, 'Bigger line')
          .getByRole('button', { name: /^Rename/ })
          .click();
        const field = page.getByRole('textbox', { name: 'Name' });
        await expect(field).toBeFocused();
        await field.fill('x'.repeat(81));
        await field.press('Enter');
        await expect(page.getByText('At most 80 characters, please: this has 81.')).toBeVisible();
        await field.fill('Bigger line, hall 3');
        await field.press('Enter');
        await expect(entry(page, 'Bigger line, hall 3')).toBeVisible();
        await expect(
          entry(page, 'Bigger line, hall 3').getByRole('button', { name: /^Rename/ }),
        ).toBeFocused();
        await expect(entry(other, 'Bigger line, hall 3')).toBeVisible();
        await other.close();

        // Two side by side: the rows that differ are marked, the totals are the pages' totals.
        const compareBar = page.getByTestId('compare-bar');
        await expect(compareBar.getByRole('button', { name: 'Compare side by side' })).toBeDisabled();
        await entry(page, 'Panel line, Leipzig').getByRole('checkbox', { name: 'Compare' }).check();
        await entry(page, 'Bigger line, hall 3').getByRole('checkbox', { name: 'Compare' }).check();
        await compareBar.getByRole('button', { name: 'Compare side by side' }).click();
        await expect(page).toHaveURL(/[?&]compare=/);
        const table = page.getByRole('table', { name: 'Side by side' });
        await expect(table).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Side by side' })).toBeFocused();
        await expect(table.getByRole('columnheader', { name: /Bigger line, hall 3/ })).toBeVisible();
        const dosingLine = table.locator('[data-row="dosingLine"]');
        await expect(dosingLine).toHaveAttribute('data-differs', 'true');
        await expect(dosingLine).toContainText('differs');
        await expect(table.locator('[data-row="country"]')).not.toHaveAttribute('data-differs', 'true');
        const totals = table.locator('[data-row="total"]').getByRole('cell');
        // In the order they were ticked.
        await expect(totals.nth(0)).toHaveText(first.total);
        await expect(totals.nth(1)).toHaveText(second.total);
        // At 1280 a row's name stands beside its two cells; on a phone above them. Nothing runs off the side.
        const name = await dosingLine.getByRole('rowheader').boundingBox();
        const [left, right] = [
          await dosingLine.getByRole('cell').nth(0).boundingBox(),
          await dosingLine.getByRole('cell').nth(1).boundingBox(),
        ];
        expect(name && left && right).toBeTruthy();
        if (name && left && right) {
          expect(Math.abs(left.y - right.y)).toBeLessThan(2);
          expect(left.x + left.width).toBeLessThanOrEqual(right.x + 1);
          if (viewport.width < 640) expect(name.y + name.height).toBeLessThanOrEqual(left.y + 1);
          else expect(name.x + name.width).toBeLessThanOrEqual(left.x + 1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page.getByRole('checkbox', { name: 'Show only what differs' }).check();
        await expect(table.locator('[data-row="country"]')).toHaveCount(0);
        await expect(dosingLine).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: 'Back to my configurations' }).click();
        await expect(page).toHaveURL(new RegExp(`${LIST}$`));

        // Remove asks first: Cancel (where the dialog opens) keeps it, Remove takes it off the list only.
        const panelEntry = entry(page, 'Panel line, Leipzig');
        await panelEntry.getByRole('button', { name: /^Remove/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Remove “Panel line, Leipzig”?' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(panelEntry).toBeVisible();
        await panelEntry.getByRole('button', { name: /^Remove/ }).click();
        await dialog.getByRole('button', { name: 'Remove' }).click();
        await expect(panelEntry).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: 'was removed from the list' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'My configurations' })).toBeFocused();
        // The code itself stays valid.
        await page.goto(`/configurator/${SLUG}?code=${first.code.replace('-', '')}`);
        await expect(page.getByTestId('code-notice')).toContainText(first.code);
      } finally {
        await context.close();
      }
    });
  });
}

test.describe('a sales user', () => {
  test.use({ signedInAs: 'sales', locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('saves for a customer into the account; another device shows, renames and removes it', async ({
    page,
    user,
    browser,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL as string }]);
    await page.goto(`/configurator/${SLUG}`);
    await expect(page.getByTestId('configurator-total')).toHaveText(/€/);
    const saved = await saveAs(page, 'Booth demo', 'Foamworks GmbH');
    await expect(saved.result).toContainText('It is on your list in your account');
    await expect(
      page.evaluate(() => window.localStorage.getItem('meterline.savedConfigurations')),
    ).resolves.toBeNull();

    // The laptop: the same user on another browser.
    const laptop = await browser.newContext({
      baseURL,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    try {
      await laptop.addCookies([
        { name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL as string },
      ]);
      await signInAs(laptop, user);
      const other = await laptop.newPage();
      await other.goto(LIST);
      await expect(other.getByRole('heading', { level: 2, name: 'In your account' })).toBeVisible();
      const onLaptop = entry(other, 'Booth demo');
      await expect(onLaptop).toContainText(saved.code);
      await expect(onLaptop).toContainText('Foamworks GmbH');
      await expect(onLaptop.getByTestId('my-entry-total')).toHaveText(saved.total);
      await expectNoSeriousViolations(other);

      // The tablet still shows the list as it was when the laptop renames the entry: its rename is refused
      // in words, and its list shows the name as it is now.
      await page.goto(LIST);
      const onTablet = entry(page, 'Booth demo');
      await expect(onTablet).toBeVisible();
      await onLaptop.getByRole('button', { name: /^Rename/ }).click();
      await other.getByRole('textbox', { name: 'Name' }).fill('Booth demo, hall 5');
      await other.getByRole('button', { name: 'Save name' }).click();
      await expect(entry(other, 'Booth demo, hall 5')).toBeVisible();
      await onTablet.getByRole('button', { name: /^Rename/ }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Tablet name');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('It was changed on another device in the meantime.')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(entry(page, 'Booth demo, hall 5')).toBeVisible();

      // Removed on the laptop, after its confirmation; the tablet's list follows on its next read.
      await entry(other, 'Booth demo, hall 5')
        .getByRole('button', { name: /^Remove/ })
        .click();
      await other.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(other.getByTestId('my-account-empty')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('my-account-empty')).toBeVisible();
    } finally {
      await laptop.close();
    }
  });
});
