// Offline at a booth: a part of the page whose code cannot load says so in place, and the page (with the
// configuration on it) stays. Back online, the part loads and the waiting save goes through.
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const KEPT = 'You are offline. Your configuration is kept; saving will work when the connection is back.';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`saving offline keeps the page and the configuration, and saves once online (${viewport.width}×${viewport.height})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
    await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    await page.goto('/configurator/hx');
    const hx350 = page.getByRole('radio', { name: /^HX 350/ });
    // A click before the app has taken the page over is held and made once it has (server-render.spec.ts).
    await hx350.click();
    await expect(hx350).toBeChecked();
    const total = await page
      .getByTestId('mobile-total')
      .or(page.getByTestId('configurator-total'))
      .first()
      .textContent();

    await context.setOffline(true);
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Summary' }).click();
    const place = viewport.width < 1024 ? page.getByTestId('summary-sheet') : page.locator('aside');
    await place.getByRole('button', { name: 'Save configuration' }).click();
    await expect(place.getByTestId('save-waiting')).toHaveText(KEPT);
    // The quote part below the summary cannot load its code now: it says so where it would be. (The machine
    // view's 3D code may be on its way too, since the click above was the visitor's first action.)
    const quotePart = place.getByTestId('after-summary').getByTestId('part-unavailable');
    await quotePart.scrollIntoViewIfNeeded();
    await expect(quotePart).toContainText(
      'You are offline. This part of the page will load when the connection is back.',
    );
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Offline is not an unavailable server (docs/product.md#server-unavailable): no such banner.
    await expect(page.getByTestId('server-unavailable')).toHaveCount(0);
    await expect(page.getByTestId('configurator')).toBeVisible();
    await expect(hx350).toBeChecked();
    await expectNoSeriousViolations(page);

    await context.setOffline(false);
    await expect(place.getByTestId('configuration-code')).toHaveText(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    await expect(place.getByTestId('save-waiting')).toHaveCount(0);
    await expect(place.getByTestId('quote-pdf')).toBeVisible();
    await expect(place.getByTestId('part-unavailable')).toHaveCount(0);
    expect(
      await page.getByTestId('mobile-total').or(page.getByTestId('configurator-total')).first().textContent(),
    ).toBe(total);
    await context.close();
  });
}
