import type { Browser, Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// The interface languages (docs/product.md#locales), development only: switching German off takes it out
// of the public language selector at once, a visitor whose cookie says German gets English and a cookie
// that says so, and switching it on brings it back. English stays on. axe finds no serious or critical
// violation on the page and its drawer, at desktop and phone width.

const PATH = '/admin/public-configurator/interface-languages';
const LOCALE_COOKIE = 'CONFIGURATOR_SELECTED_LOCALE';

type Language = { id: string; version: number; enabled: boolean };

async function language(page: Page, code: string): Promise<Language> {
  return (await (await page.request.get(`/api/admin/interface-languages/${code}`)).json()).data;
}

/** German back on over the API, whatever a failed test left behind: the server is shared by the worker. */
async function germanOn(page: Page, baseURL: string): Promise<void> {
  const german = await language(page, 'de');
  if (german.enabled) return;
  const response = await page.request.patch('/api/admin/interface-languages/de', {
    headers: { origin: new URL(baseURL).origin },
    data: { expectedVersion: german.version, values: { enabled: true } },
  });
  expect(response.status()).toBe(200);
}

/** A first-time visitor whose stored choice is German, in a browser context of their own. */
async function germanVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL }]);
  const page = await context.newPage();
  const storedLocale = async () =>
    (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
  return { context, page, storedLocale };
}

/** The names the public language selector offers. */
async function offeredLanguages(page: Page, current: string): Promise<string[]> {
  await page.getByTestId('language-selector').getByRole('button', { name: current }).click();
  const options = page.getByRole('list', { name: /^(Language|Sprache)$/ }).getByRole('button');
  // The list's code loads with the first action on the page: its English entry says it is there.
  await expect(options.filter({ hasText: 'English' })).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  return names;
}

/** Opens a language's drawer, flips its switch and saves. */
async function flipSwitch(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await form.getByRole('switch', { name: /^Enabled/ }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved interface language "${name}".`)).toBeVisible();
}

/** The codes the public site offers now (its cached answer follows the change feed). */
async function publicLocales(page: Page): Promise<string[]> {
  const body = await (await page.request.get('/api/trpc/publicConfigurator.locales')).json();
  return (body.result.data as { code: string }[]).map((locale) => locale.code);
}

test.describe('interface languages', () => {
  test('German switched off leaves the public site, a German cookie is answered in English and corrected; on again, it is back', async ({
    page,
    browser,
    baseURL,
  }) => {
    await mintSession(page, 'development');
    try {
      await switchGermanOffAndOn(page, browser, baseURL as string);
    } finally {
      // The worker's server is shared with the specs after this one.
      await germanOn(page, baseURL as string);
    }
  });

  async function switchGermanOffAndOn(page: Page, browser: Browser, baseURL: string) {
    await page.goto(PATH);
    const table = page.getByRole('table', { name: 'Interface languages' });
    await expect(table.getByRole('row')).toHaveCount(10);
    await expect(page.getByRole('button', { name: /New interface language/ })).toHaveCount(0);

    await flipSwitch(page, 'German');
    const drawer = page.getByRole('dialog', { name: 'Edit interface language' });
    await drawer.getByRole('tab', { name: 'History' }).click();
    const newest = drawer.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
    await expect(newest).toContainText('Changed interface language "German"');
    await expect(newest.getByRole('row', { name: /Enabled/ }).getByRole('cell')).toHaveText(['Yes', 'No']);
    await drawer.getByRole('button', { name: 'Close the form' }).click();
    await expect(table.getByRole('row', { name: /German/ })).toContainText('No');
    await expect.poll(() => publicLocales(page)).not.toContain('de');

    // The visitor's page comes from the server in English, with the cookie corrected in its answer.
    const visitor = await germanVisitor(browser, baseURL);
    const answer = await visitor.page.goto('/configurator');
    expect(await answer?.headerValue('set-cookie')).toMatch(new RegExp(`^${LOCALE_COOKIE}=en; path=/;`));
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
      'Configure your metering machine',
    );
    await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await visitor.storedLocale()).toBe('en');
    expect(await offeredLanguages(visitor.page, 'Language: English')).not.toContain('Deutsch');
    expect(await offeredLanguages(visitor.page, 'Language: English')).toContain('English');
    await visitor.context.close();

    // A page the browser renders (an address with a query) corrects the cookie too.
    const another = await germanVisitor(browser, baseURL);
    await another.page.goto('/configurator/hx?step=mixing');
    await expect(another.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(another.storedLocale).toBe('en');
    await another.context.close();

    // On again: German is offered, and a German cookie is answered in German.
    await flipSwitch(page, 'German');
    await expect.poll(() => publicLocales(page)).toContain('de');
    const back = await germanVisitor(browser, baseURL);
    const german = await back.page.goto('/configurator');
    expect(await german?.headerValue('set-cookie')).toBeNull();
    await expect(back.page.getByRole('heading', { level: 1 })).toHaveText(
      'Konfigurieren Sie Ihre Dosiermaschine',
    );
    expect(await back.storedLocale()).toBe('de');
    expect(await offeredLanguages(back.page, 'Sprache: Deutsch')).toContain('Deutsch');
    await back.context.close();
  }

  for (const width of [1280, 390]) {
    test(`the page and English's locked switch at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await mintSession(page, 'development');
      await page.goto(PATH);
      await expect(page.getByRole('table', { name: 'Interface languages' }).getByRole('row')).toHaveCount(10);
      await page.screenshot({ path: `test-results/interface-languages-${width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'English', exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit English' });
      await expect(form.getByRole('switch', { name: /^Enabled/ })).toBeDisabled();
      await expect(form.getByText(/^English cannot be switched off/)).toBeVisible();
      await page.screenshot({ path: `test-results/interface-languages-english-${width}.png` });
      await expectNoSeriousViolations(page);
    });
  }

  test('admin users do not see the page: the menu leaves it out and its address says so', async ({
    page,
  }) => {
    await mintSession(page, 'admin');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sidebar-menu').locator(`[data-menu-path="${PATH}"]`)).toHaveCount(0);
    expect((await page.request.get('/api/admin/interface-languages')).status()).toBe(403);
  });
});
