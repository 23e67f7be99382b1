// The configurator as a visitor uses it, in German through the locale cookie:
// base choices, an option a filter hides and why, a change that removes a choice and its undo, a
// package, the price on screen against publicConfigurator.price, and a saved code reopened in a fresh
// browser. Once with the mouse, once with the keyboard alone.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'hx-compact';
const LOCAL_KEY = `meterline.configurator.${SLUG}`;

async function germanContext(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'de-DE' });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'de', url: baseURL }]);
  return context;
}

const total = (page: Page) => page.getByTestId('configurator-total');
const normal = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const euros = (cents: number) =>
  normal(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100));

/** The server's price of the selection the page keeps, formatted as the page formats money. */
async function serverTotal(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_KEY);
  const { selection } = JSON.parse(stored ?? '{}');
  const input = encodeURIComponent(JSON.stringify({ slug: SLUG, selection }));
  const response = await page.request.get(`/api/trpc/publicConfigurator.price?input=${input}`);
  expect(response.status()).toBe(200);
  const price = (await response.json()).result.data;
  expect(price.currency).toBe('EUR');
  return euros(price.total);
}

async function expectSamePriceAsServer(page: Page) {
  // The page writes its selection to local storage after each change; wait until the two agree.
  await expect.poll(async () => normal(await total(page).textContent())).toBe(await serverTotal(page));
}

async function reopenInFreshBrowser(browser: Browser, baseURL: string, link: string, expected: string) {
  const fresh: BrowserContext = await germanContext(browser, baseURL);
  try {
    const page = await fresh.newPage();
    await page.goto(link);
    await expect(page.getByTestId('code-notice').or(page.getByTestId('not-offered-notice'))).toBeVisible();
    await expect(page.getByTestId('code-notice')).toContainText('wurde geöffnet');
    await expect(total(page)).toHaveText(expected);
    // The code leaves the address once opened; a reload keeps the configuration from this browser.
    await expect(page).toHaveURL(new RegExp(`/configurator/${SLUG}$`));
    await page.reload();
    await expect(total(page)).toHaveText(expected);
  } finally {
    await fresh.close();
  }
}

test('a visitor configures a machine in German, saves it and reopens the code elsewhere', async ({
  browser,
  baseURL,
}) => {
  const context = await germanContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/configurator/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'HX Compact' })).toBeVisible();
  const start = normal(await total(page).textContent());
  expect(start).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);

  // Base choices, each with the difference it makes.
  const line25 = page.getByRole('radio', { name: /^HX Compact 25/ });
  await expect(page.locator('label', { has: line25 })).toContainText('+ ');
  await line25.check();
  await page.getByRole('combobox', { name: 'Bestimmungsland' }).selectOption('AT');
  await page.getByRole('radio', { name: /60 l/ }).check();
  await expect(total(page)).not.toHaveText(start);
  await expectSamePriceAsServer(page);

  // A filter hides a mixhead: visible, disabled, with the sentence that links to the dosing line.
  await page.getByRole('button', { name: /^Mischen/ }).click();
  const mhl12 = page.getByRole('radio', { name: /MHL 12/ });
  await expect(mhl12).toBeDisabled();
  const why = page.getByRole('link', { name: /^Benötigt HX Compact 60 \(Dosierlinie, Schritt Dosierlinie/ });
  await expect(why).toBeVisible();
  await page.getByRole('radio', { name: /MHL 8/ }).check();
  await why.click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Dosierlinie, Land und Arbeitsbehälter' }),
  ).toBeVisible();
  await expect(line25).toBeFocused();
  await expectNoSeriousViolations(page);

  // A change that removes a choice: the notice says what and why; Undo brings it back.
  await page.getByRole('button', { name: /^Materialversorgung/ }).click();
  await page.getByRole('radio', { name: /^Beheizung beider Komponenten/ }).check();
  await page.getByRole('button', { name: /^Schlauchleitungen/ }).click();
  await page.getByRole('radio', { name: /^Elektrisch beheizte Schlauchleitungen/ }).check();
  const heated = normal(await total(page).textContent());
  await page.getByRole('button', { name: /^Materialversorgung/ }).click();
  await page.getByRole('radio', { name: /^Ohne Temperierung/ }).check();
  const notice = page.getByTestId('removal-notice');
  await expect(notice).toContainText(
    'Elektrisch beheizte Schlauchleitungen wurde entfernt, weil Sie Ohne Temperierung im Schritt Materialversorgung gewählt haben.',
  );
  await expectNoSeriousViolations(page);
  await notice.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('radio', { name: /^Beheizung beider Komponenten/ })).toBeChecked();
  await expect(total(page)).toHaveText(heated);

  // A package selects its options and marks them.
  await page.getByRole('button', { name: /^Pakete/ }).click();
  await page.getByRole('checkbox', { name: /^Komfortpaket/ }).check();
  await page.getByRole('button', { name: /^Materialversorgung/ }).click();
  const agitator = page.getByRole('checkbox', { name: /^Rührwerk für den Polyolbehälter/ });
  await expect(agitator).toBeChecked();
  await expect(page.locator('label', { has: agitator })).toContainText('im Paket');
  await expect(page.getByTestId('configurator-summary')).toContainText('Paketersparnis');
  await expectSamePriceAsServer(page);

  // Save: the code grouped 4-4, the link and its QR code.
  await page.getByRole('button', { name: 'Konfiguration speichern' }).click();
  const code = normal(await page.getByTestId('configuration-code').textContent());
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const link = await page.getByTestId('configuration-link').inputValue();
  expect(link).toBe(`${baseURL}/configurator/${SLUG}?code=${code.replace('-', '')}`);
  await expect(page.getByRole('img', { name: `QR-Code des Links zur Konfiguration ${code}` })).toBeVisible();
  const saved = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    `meterline.lastConfigurationCode.${SLUG}`,
  );
  expect(JSON.parse(saved ?? '{}').code).toBe(code.replace('-', ''));
  await page.screenshot({ path: test.info().outputPath('configurator-1280.png'), fullPage: true });

  await reopenInFreshBrowser(browser, baseURL, link, normal(await total(page).textContent()));
  await context.close();
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 80); i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('the same journey with the keyboard alone', async ({ browser, baseURL }) => {
  const context = await germanContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/configurator/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'HX Compact' })).toBeVisible();
  const start = normal(await total(page).textContent());

  // Base choices: arrows move within a radio group, a native select takes the arrow keys.
  await tabTo(page, page.getByRole('radio', { name: /^HX Compact 10/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^HX Compact 25/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^HX Compact 25/ })).toBeFocused();
  const country = page.getByRole('combobox', { name: 'Bestimmungsland' });
  await tabTo(page, country);
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('AT');
  await tabTo(page, page.getByRole('radio', { name: /30 l/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /60 l/ })).toBeChecked();
  await expect(total(page)).not.toHaveText(start);

  // Next moves to the step and its title; Tab reaches the options (the first mixhead is hidden on
  // this dosing line, so its sentence comes first).
  await tabTo(page, page.getByRole('button', { name: 'Weiter: Mischen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Mischen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Benötigt HX Compact 10/ })).toBeFocused();
  const mhl8 = page.getByRole('radio', { name: /MHL 8/ });
  await tabTo(page, mhl8, { max: 2 });
  await page.keyboard.press('Space');
  await expect(mhl8).toBeChecked();
  await expect(page.getByRole('radio', { name: /MHL 12/ })).toBeDisabled();
  // The hidden option's sentence is a link: Enter goes to the dosing line, focused.
  await tabTo(page, page.getByRole('link', { name: /^Benötigt HX Compact 60/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /^HX Compact 25/ })).toBeFocused();

  // A change that removes a choice, and Ctrl+Z.
  await tabTo(page, page.getByRole('button', { name: /^Materialversorgung/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: /^Ohne Temperierung/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Beheizung beider Komponenten/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter: Schlauchleitungen' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: /^Unbeheizte Schlauchleitungen/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Elektrisch beheizte Schlauchleitungen/ })).toBeChecked();
  const heated = normal(await total(page).textContent());
  await tabTo(page, page.getByRole('button', { name: 'Zurück: Materialversorgung' }));
  await page.keyboard.press('Enter');
  const heating = page.getByRole('radio', { name: /^Beheizung beider Komponenten/ });
  await tabTo(page, heating);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('removal-notice')).toContainText(
    'Elektrisch beheizte Schlauchleitungen wurde entfernt',
  );
  // Focus stays on the option chosen.
  await expect(page.getByRole('radio', { name: /^Ohne Temperierung/ })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('removal-notice')).toBeHidden();
  await expect(heating).toBeChecked();
  await expect(total(page)).toHaveText(heated);

  // A package, with Space on a checkbox.
  await tabTo(page, page.getByRole('button', { name: /^Pakete/ }), { backwards: true });
  await page.keyboard.press('Enter');
  const comfort = page.getByRole('checkbox', { name: /^Komfortpaket/ });
  await tabTo(page, comfort);
  await page.keyboard.press('Space');
  await expect(comfort).toBeChecked();
  await expectSamePriceAsServer(page);

  // Save with Enter, then reopen the code elsewhere.
  await tabTo(page, page.getByRole('button', { name: 'Konfiguration speichern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('configuration-code')).toBeVisible();
  const link = await page.getByTestId('configuration-link').inputValue();
  await reopenInFreshBrowser(browser, baseURL, link, normal(await total(page).textContent()));
  await context.close();
});

test('on a phone the total stays in a bottom bar that opens the summary', async ({ browser, baseURL }) => {
  const context = await germanContext(browser, baseURL, { width: 390, height: 844 });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/configurator/${SLUG}`);
  const bar = page.getByTestId('mobile-price-bar');
  await expect(bar).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The summary column is hidden on a phone: the quote panel below it loads with the sheet, not the page.
  const quotePanelLoaded = () => scripts.some((path) => /\/assets\/quote-panel-/.test(path));
  expect(quotePanelLoaded()).toBe(false);
  await expect(page.getByTestId('configurator-total')).toBeHidden();
  const shown = normal(await page.getByTestId('mobile-total').textContent());
  expect(shown).toMatch(/ €$/);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('radio', { name: /^HX Compact 60/ }).check();
  await expect(page.getByTestId('mobile-total')).not.toHaveText(shown);
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Zusammenfassung' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ihre Konfiguration' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('HX Compact 60');
  // Scrolled down to, the quote panel below the summary loads in the sheet.
  await expect(sheet.locator('[data-when-near="waiting"]').or(sheet.getByTestId('quote-pdf'))).toHaveCount(1);
  await sheet.evaluate((dialog) =>
    dialog.querySelector('[data-when-near="waiting"]')?.scrollIntoView({ block: 'center' }),
  );
  await sheet.getByTestId('quote-pdf').scrollIntoViewIfNeeded();
  await expect(sheet.getByRole('button', { name: 'PDF-Angebot herunterladen' })).toBeVisible();
  expect(quotePanelLoaded()).toBe(true);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('configurator-390.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await context.close();
});

test('an unknown machine gets a clear not-found page with the machines that can be configured', async ({
  page,
}) => {
  await page.goto('/configurator/no-such-machine');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HX Compact' })).toHaveAttribute(
    'href',
    '/configurator/hx-compact',
  );
  await page.goto('/configurator/vx-vario');
  await expect(
    page.getByText('The VX Vario is coming soon. Its configurator is not open yet.'),
  ).toBeVisible();
});
