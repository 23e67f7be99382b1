// The price never goes blank and never leaves the screen: an option whose price waits for another
// choice leaves a "from" total with the waiting line marked; the total and Save sit in the first
// screen of common laptops; the destination country follows the browser's region.
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'hx-compact';

async function englishPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  locale = 'en-GB',
) {
  const context = await browser.newContext({ baseURL, viewport, locale });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
  const page = await context.newPage();
  return { context, page };
}

const total = (page: Page) => page.getByTestId('configurator-total');

async function inViewport(page: Page, testId: string | ReturnType<Page['getByRole']>) {
  const locator = typeof testId === 'string' ? page.getByTestId(testId) : testId;
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, 'the element is laid out').not.toBeNull();
  if (!box || !size) return;
  expect(box.y, 'top inside the first screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom inside the first screen').toBeLessThanOrEqual(size.height);
}

test('a swivel boom chosen before a mixhead leaves a "from" total and a marked waiting line', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await englishPage(browser, baseURL, { width: 1280, height: 800 });
  try {
    await page.goto(`/configurator/${SLUG}`);
    await expect(total(page)).toHaveText(/€/);
    await page.getByRole('button', { name: /^Mixing/ }).click();
    const boom = page.getByRole('radio', { name: /^Swivel boom, 2 m reach/ });
    // Before it is chosen, the option says the least it can cost.
    await expect(page.locator('#configurator-step')).toContainText(/from €[\d,]+\.\d\d/);
    await boom.check();
    await expect(total(page)).toHaveText(/^from €[\d,]+\.\d\d$/);
    await expect(total(page)).not.toHaveText('–');
    const waiting = page.locator('[data-testid="summary-line"][data-pending]');
    await expect(waiting).toContainText('Swivel boom, 2 m reach');
    await expect(waiting).toContainText(/priced once Mixhead is chosen/i);
    await expect(page.getByTestId('pending-note')).toContainText('Swivel boom, 2 m reach');
  } finally {
    await context.close();
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`the total and Save are in the first screen at ${viewport.width}×${viewport.height}`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await englishPage(browser, baseURL, viewport);
    try {
      await page.goto(`/configurator/${SLUG}`);
      await expect(total(page)).toHaveText(/€/);
      await inViewport(page, 'configurator-total');
      await inViewport(page, page.getByRole('button', { name: 'Save configuration' }));
      await expectNoSeriousViolations(page);
    } finally {
      await context.close();
    }
  });
}

for (const [locale, country, iso] of [
  ['en-US', 'United States', 'US'],
  ['fr-FR', 'France', 'FR'],
  ['pt-BR', 'Brazil', 'BR'],
] as const) {
  test(`a browser in ${locale} starts with ${country} as the destination`, async ({ browser, baseURL }) => {
    // The interface in English, whatever the browser's language: the country comes from its region.
    const { context, page } = await englishPage(browser, baseURL, { width: 1280, height: 800 }, locale);
    try {
      await page.goto(`/configurator/${SLUG}`);
      await expect(page.getByRole('combobox', { name: 'Destination country' })).toHaveValue(iso);
      await expect(page.getByTestId('configurator-summary')).toContainText(country);
    } finally {
      await context.close();
    }
  });
}
