import type { Page } from '@playwright/test';
import { allViolations, expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// "Open a saved configuration" (docs/product.md#codes): a code read aloud at a booth, typed as heard, opens
// the configuration from the homepage, the site menu and the not-found page.

const SLUG = 'hx';

async function savedCode(page: Page, baseURL: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ slug: SLUG, locale: 'en' }));
  const model = await page.request.get(`/api/trpc/publicConfigurator.machineModel?input=${input}`);
  expect(model.status()).toBe(200);
  const { choices } = (await model.json()).result.data;
  const response = await page.request.post('/api/trpc/publicConfigurator.saveConfiguration', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: {
      slug: SLUG,
      selection: {
        dosingLine: choices.dosingLines.at(-1).id,
        country: 'DE',
        dayTank: choices.dayTanks[0].id,
        values: {},
      },
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.data.code;
}

/** As heard and typed: lower case, a space and a hyphen, O for 0 and l for 1. */
const asRead = (code: string) =>
  `${code.slice(0, 4)} - ${code.slice(4)}`.toLowerCase().replaceAll('0', 'o').replaceAll('1', 'l');

const formatted = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ locale: 'en-GB', viewport });

    test('a code typed on the homepage as read aloud opens its configuration', async ({ page, baseURL }) => {
      const code = await savedCode(page, baseURL as string);
      await page.goto('/configurator');
      const form = page.getByTestId('home-open-code');
      const field = form.getByRole('textbox', { name: 'Open a saved configuration' });
      await expect(field).toBeInViewport();

      await field.fill('7K3M-QX9');
      await form.getByRole('button', { name: 'Open' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        '“7K3M-QX9” is not a configuration code. A code has 8 characters, for example 7K3M-QX9P.',
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await allViolations(page)).toEqual([]);

      await field.fill(asRead(code));
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/configurator/${SLUG}$`));
      await expect(page.getByTestId('code-notice')).toContainText(formatted(code));
      await expectNoSeriousViolations(page);
    });

    test('the site menu opens a typed code', async ({ page, baseURL }) => {
      const code = await savedCode(page, baseURL as string);
      await page.goto('/configurator/machine-finder');
      await page.getByRole('button', { name: 'Menu' }).click();
      const form = page.getByTestId('menu-open-code');
      await form.getByRole('textbox', { name: 'Open a saved configuration' }).fill(asRead(code));
      await expectNoSeriousViolations(page);
      await form.getByRole('button', { name: 'Open' }).click();
      await expect(page).toHaveURL(new RegExp(`/configurator/${SLUG}$`));
      await expect(page.getByTestId('code-notice')).toContainText(formatted(code));
      await expect(form).toBeHidden();
    });

    test('the not-found page says when no configuration has the code', async ({ page }) => {
      await page.goto('/configurator/no/such-page');
      const form = page.getByTestId('not-found-open-code');
      const field = form.getByRole('textbox', { name: 'Open a saved configuration' });
      // Well formed, but saved by nobody (40 bits: a collision with a saved code is out of reach).
      await field.fill('zzzz zzzz');
      await form.getByRole('button', { name: 'Open' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'There is no saved configuration with the code ZZZZ-ZZZZ. Check the code.',
      );
      await expect(page).toHaveURL(/\/configurator\/no\/such-page$/);
      expect(await allViolations(page)).toEqual([]);
    });
  });
}
