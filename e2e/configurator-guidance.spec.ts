// Guidance where the buyer decides (docs/product.md#ux-guidance): starting points per application, the
// recommended options with their reasons, explanations of jargon, packages shown as deals, and next to
// the total the lead time and a way to talk to sales, at a laptop's and a phone's size.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

async function openStep(page: Page, name: RegExp) {
  const toggle = page.getByTestId('step-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
  await page.getByRole('navigation', { name: 'Configuration steps' }).getByRole('button', { name }).click();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ locale: 'en-GB', viewport });

    test('a starter applies in one click and Undo puts the defaults back', async ({ page }) => {
      await page.goto('/configurator/hx');
      const starters = page.getByRole('region', { name: 'Start from an application' });
      const panel = starters.getByRole('button', { name: /^Panel line/ });
      await expect(panel).toHaveAttribute('aria-pressed', 'false');
      await expect(panel).toContainText('High output, the largest mixhead on a boom');
      const line = page.getByRole('group', { name: 'Dosing line', exact: true }).getByRole('radio', {
        checked: true,
      });
      const before = await line.getAttribute('value');
      await panel.click();
      await expect(panel).toHaveAttribute('aria-pressed', 'true');
      await expect(starters.getByRole('status')).toHaveText('Configured as “Panel line”. Undo');
      await expect(line).not.toHaveAttribute('value', before ?? '');
      await expectNoSeriousViolations(page);
      await starters.getByRole('button', { name: 'Undo' }).click();
      await expect(panel).toHaveAttribute('aria-pressed', 'false');
      await expect(line).toHaveAttribute('value', before ?? '');
    });

    test('recommended options say why, jargon is explained, and a package shows what it saves', async ({
      page,
    }) => {
      await page.goto('/configurator/hx');
      await openStep(page, /^Material supply/);
      const dryer = page.getByRole('checkbox', { name: /^Desiccant air dryer/ });
      await expect(page.locator('label', { has: dryer })).toContainText(
        'RecommendedProtects the isocyanate from moisture: no crystals in the tank.',
      );
      const help = page.getByRole('button', {
        name: 'What is this? Desiccant air dryer for the isocyanate tank',
      });
      await expect(help).toHaveAttribute('aria-expanded', 'false');
      await help.click();
      await expect(page.getByText(/^A desiccant dryer dries the air/)).toBeVisible();
      await expect(dryer).not.toBeChecked();

      await openStep(page, /^Packages/);
      const comfort = page.getByRole('checkbox', { name: /^Comfort package/ });
      await expect(page.locator('label', { has: comfort }).getByTestId('package-deal')).toHaveText(
        /^Contains .+ · saves \d[\d,]*\.\d{2} € against buying them separately$|^Contains .+ · saves €[\d,]+\.\d{2} against buying them separately$/,
      );
      await expectNoSeriousViolations(page);
    });

    test('the lead time and sales’ contact are next to the total, and “Call me back” starts a quote request', async ({
      page,
    }) => {
      await page.goto('/configurator/hx');
      if (viewport.width < 1024)
        await page.getByTestId('mobile-price-bar').getByRole('button', { name: 'Summary' }).click();
      const facts = page.getByTestId('buyer-facts').locator('visible=true');
      await expect(facts).toContainText('Delivery in about 8–12 weeks after order');
      await expect(facts.getByRole('link', { name: 'sales@meterline.example' })).toHaveAttribute(
        'href',
        'mailto:sales@meterline.example',
      );
      await expect(facts).toBeInViewport();
      await facts.getByRole('button', { name: 'Call me back' }).click();
      const message = page.getByRole('textbox', { name: /^Message/ }).locator('visible=true');
      await expect(message).toHaveValue('Please call me back about this configuration.');
      await expect(page.getByRole('textbox', { name: /^Phone/ }).locator('visible=true')).toBeFocused();
      await expectNoSeriousViolations(page);
    });
  });
}
