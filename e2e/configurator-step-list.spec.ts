import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// The step list (docs/product.md#ux-steps): on a phone one line with the progress that opens the list,
// instead of every step in wrapped rows; on a laptop every step in view.

test.describe('at 390×844', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('the step list is one line with the progress, and opens to choose a step', async ({ page }) => {
    await page.goto('/configurator/hx');
    const nav = page.getByRole('navigation', { name: 'Configuration steps' });
    const toggle = nav.getByTestId('step-toggle');
    await expect(toggle).toHaveText(/^Step 1 of \d+ · /);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = await nav.boundingBox();
    expect(folded?.height).toBeLessThanOrEqual(48);
    await expect(nav.getByRole('listitem').first()).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const second = nav.getByRole('listitem').nth(1).getByRole('button');
    await expect(second).toBeVisible();
    const title = (await second.locator('span').first().textContent()) ?? '';
    await expectNoSeriousViolations(page);
    await second.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText(new RegExp(`^Step 2 of \\d+ · ${title}`));
    expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(48);
  });
});

test.describe('at 1280×800', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('every step is in view, with no progress line', async ({ page }) => {
    await page.goto('/configurator/hx');
    const nav = page.getByRole('navigation', { name: 'Configuration steps' });
    await expect(nav.getByTestId('step-toggle')).toBeHidden();
    const items = nav.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(items.last()).toBeVisible();
  });
});
