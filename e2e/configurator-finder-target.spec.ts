// The machine finder's output carries into the configurator (docs/product.md#ux-target): each dosing line's
// pump load, the mixheads that fit it, a line that says when a choice stops covering it, through a reload
// until cleared; and "no machine fits" leads to a prefilled quote request. A dosing line's g/s figures
// follow the 60 Hz setting.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

/** Opens a step from the step list, which a phone folds into one line. */
async function openStep(page: Page, name: RegExp) {
  const toggle = page.getByTestId('step-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
  await page.getByRole('navigation', { name: 'Configuration steps' }).getByRole('button', { name }).click();
  await expect(page.getByTestId('step-loading')).toHaveCount(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the finder's output in the configurator (${viewport.width}×${viewport.height})`, () => {
    test.use({ locale: 'en-GB', viewport });

    test('carries into the machine page: line loads, mixhead fits, a choice that stops covering it, reload, clear', async ({
      page,
    }) => {
      // 400 g/s at 100:50: 242 cm³/s of poly, more than the HX 100's pump gives (145).
      await page.goto('/configurator/machine-finder?totalGPerS=400');
      await page.getByRole('link', { name: 'Configure HX 350' }).click();
      await expect(page).toHaveURL(
        /\/configurator\/hx\?totalGPerS=400&isoPartsPer100Poly=50&densityPoly=1\.1&densityIso=1\.23$/,
      );
      const guide = page.getByTestId('output-target');
      await expect(guide).toContainText(
        '400 g/s at a mix ratio of 100:50, densities poly 1.1 and iso 1.23 g/cm³',
      );
      const status = page.getByTestId('output-target-status');
      await expect(status).toHaveText('Your configuration covers this output.');
      await expect(page.getByRole('radio', { name: /^HX 350/ })).toBeChecked();
      const hx100 = page.locator('label').filter({ has: page.getByRole('radio', { name: /^HX 100/ }) });
      await expect(hx100).toContainText('Too small for your output');
      await expect(hx100).toContainText('At 400 g/s: poly pump 167 %, iso pump 75 % of its maximum');
      const hx350 = page.locator('label').filter({ has: page.getByRole('radio', { name: /^HX 350/ }) });
      await expect(hx350).toContainText('Covers your output');
      await expect(page.getByTestId('price-loading')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await openStep(page, /^Mixing/);
      const mixhead = (name: string) =>
        page
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: new RegExp(`^Mixhead ${name}`) }) });
      await expect(mixhead('MHZ 14')).toContainText('40–300 g/s');
      await expect(mixhead('MHZ 14')).toContainText('Mixes less than your output');
      await expect(mixhead('MHL 18')).toContainText('Fits your output');
      await page.getByRole('radio', { name: /^Mixhead MHZ 14/ }).check();
      await expect(status).toHaveText(
        'Your configuration does not cover this output: Mixhead MHZ 14 mixes 40 to 300 g/s.',
      );
      // Said where the choice is made, too.
      await expect(mixhead('MHZ 14')).toBeInViewport();
      await page.getByRole('radio', { name: /^Mixhead MHL 18/ }).check();
      await expect(status).toHaveText('Your configuration covers this output.');
      await expectNoSeriousViolations(page);

      await page.reload();
      await expect(page.getByTestId('output-target-status')).toHaveText(
        'Your configuration covers this output.',
      );
      await expect(page.getByRole('radio', { name: /^Mixhead MHL 18/ })).toBeChecked();
      await expect(mixhead('MHL 18')).toContainText('Fits your output');

      await page.getByRole('button', { name: 'Configure without this output' }).click();
      await expect(page.getByTestId('output-target')).toHaveCount(0);
      await expect(mixhead('MHL 18')).not.toContainText('Fits your output');
      await expect(mixhead('MHL 18')).toContainText('60–450 g/s');
      expect(new URL(page.url()).searchParams.has('totalGPerS')).toBe(false);
    });

    test('"no machine fits" leads to a quote request about the closest machine, with the requirement', async ({
      page,
    }) => {
      await page.goto('/configurator/machine-finder?totalGPerS=5000');
      await expect(page.getByRole('heading', { name: 'No machine runs 5,000 g/s' })).toBeVisible();
      await expect(page.getByTestId('finder-contact')).toContainText('the HX Max, which comes closest');
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: 'Ask our engineers' }).click();
      await expect(page).toHaveURL(/\/configurator\/hx-max\?totalGPerS=5000&/);
      const name = page.getByRole('textbox', { name: 'Name *' });
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expect(page.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
        'Our requirement from the machine finder: 5,000 g/s at a mix ratio of 100:50, densities poly 1.1 and iso 1.23 g/cm³. This configuration does not cover it: please advise us.',
      );
      await expect(page.getByTestId('output-target-contact')).toContainText(
        'None of the dosing lines of this machine runs this output.',
      );
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('a dosing line’s text at 60 Hz', () => {
  test.use({ locale: 'en-GB' });

  test('gives its g/s figures at the frequency the flows are shown at', async ({ page }) => {
    await page.goto('/configurator/hx');
    await expect(page.getByTestId('price-loading')).toHaveCount(0);
    const hx600 = page.locator('label').filter({ has: page.getByRole('radio', { name: /^HX 600/ }) });
    await expect(hx600).toContainText('121–1,170 g/s for large moulds');
    await page.getByRole('radio', { name: '60 Hz' }).click();
    await expect(page.getByRole('radio', { name: '60 Hz' })).toBeChecked();
    // 121 × 1.2 = 145, 1170 × 1.2 = 1404, as the flows beside it.
    await expect(hx600).toContainText('145–1,404 g/s for large moulds');
    await expect(hx600).toContainText('Poly 66–638 cm³/s');
  });
});
