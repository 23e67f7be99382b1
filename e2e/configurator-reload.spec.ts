// A reload shows the configuration as the user left it: the open step (in the address), the text typed
// but not yet left, and never the defaults' price while the kept configuration is on its way.
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'hx-compact';

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
});

test('the open step is in the address and comes back after a reload', async ({ page }) => {
  await page.goto(`/configurator/${SLUG}`);
  await page.getByRole('button', { name: /^Hose lines/ }).click();
  await expect(page).toHaveURL(new RegExp(`/configurator/${SLUG}\\?step=hoses$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Hose lines' })).toBeVisible();
  await page.getByRole('button', { name: /^Dosing line/ }).click();
  await expect(page).toHaveURL(new RegExp(`/configurator/${SLUG}$`));
});

test('text typed into the notes is kept without leaving the field', async ({ page }) => {
  await page.goto(`/configurator/${SLUG}`);
  await page.getByRole('button', { name: /^Documentation and service/ }).click();
  const notes = page.getByRole('textbox', { name: 'Notes for our sales team' });
  await notes.fill('Please call before delivery ');
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), `meterline.configurator.${SLUG}`))
    .toContain('Please call before delivery');
  // Typing goes on unhindered: the space at the end stays in the field.
  await expect(notes).toHaveValue('Please call before delivery ');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes for our sales team' })).toHaveValue(
    'Please call before delivery',
  );
});

test('until the kept configuration is applied, the price shows as loading, not the defaults’ price', async ({
  page,
}) => {
  await page.goto(`/configurator/${SLUG}`);
  // A click before React has taken the server's page over is held until then (app/early-input.ts):
  // Playwright's check() would look for the new state at once.
  const line = page.getByRole('radio', { name: /^HX Compact 25/ });
  await line.click();
  await expect(line).toBeChecked();
  const kept = await page.getByTestId('configurator-total').textContent();

  // The reload's scripts wait until the server's page has been looked at.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('price-loading')).toBeVisible();
  await expect(page.getByTestId('configurator-total')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  release();
  await expect(page.getByTestId('configurator-total')).toHaveText(kept ?? '');
  await expect(page.getByTestId('price-loading')).toHaveCount(0);
});
