// Defaults keyed on the visitor (docs/product.md#ux-defaults): a destination on 60 Hz mains starts the
// machine on 480 V / 60 Hz and shows flows at 60 Hz, and a 50 Hz destination puts both back; the
// documentation starts in the visitor's language.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

/** Opens a step from the step list (named `list`), which a phone folds into one line. */
async function openStep(page: Page, name: RegExp, list = 'Configuration steps') {
  const toggle = page.getByTestId('step-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
  await page.getByRole('navigation', { name: list }).getByRole('button', { name }).click();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`a visitor from the United States (${viewport.width}×${viewport.height})`, () => {
    test.use({ locale: 'en-US', viewport });

    test('starts on 480 V / 60 Hz with flows at 60 Hz, and gets 50 Hz back for Germany', async ({ page }) => {
      await page.goto('/configurator/hx');
      const country = page.getByRole('combobox', { name: /Destination country/ });
      await expect(country).toHaveValue('US');
      const notice = page.getByTestId('frequency-notice');
      await expect(notice).toContainText(
        'The mains in United States run at 60 Hz: flows are now shown at 60 Hz.',
      );
      await expect(notice).toBeInViewport();
      await expect(page.getByTestId('price-loading')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await openStep(page, /^Control and electrics/);
      await expect(page.getByRole('radio', { name: /^480 V \/ 60 Hz mains/ })).toBeChecked();

      await openStep(page, /^Dosing line, country and day tank/);
      await country.selectOption('DE');
      await expect(notice).toContainText(
        'The mains in Germany run at 50 Hz: flows are shown at 50 Hz again.',
      );
      await openStep(page, /^Control and electrics/);
      await expect(page.getByRole('radio', { name: /^400 V \/ 50 Hz mains/ })).toBeChecked();
    });
  });
}

test.describe('a visitor reading German', () => {
  test.use({ locale: 'de-DE' });

  test('starts with the documentation in German, and no 60 Hz notice', async ({ page }) => {
    await page.goto('/configurator/hx');
    await expect(page.getByRole('combobox', { name: /Bestimmungsland/ })).toHaveValue('DE');
    await openStep(page, /^Dokumentation und Service/, 'Konfigurationsschritte');
    const documentation = page.getByRole('combobox', { name: /Dokumentationssprache/ });
    await expect(documentation.locator('option:checked')).toHaveText(/^Dokumentation auf Deutsch/);
    await expect(page.getByTestId('frequency-notice')).toHaveCount(0);
  });
});
