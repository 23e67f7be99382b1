import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// The public configurator's shell, languages and pages (docs/product.md#public-configurator, #locales).

async function inLocale(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: locale, url: baseURL }]);
}

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  return page.getByRole('navigation', { name });
}

test('German by cookie: the menu has its two columns and the general notes show the Llama notice', async ({
  page,
  context,
  baseURL,
}) => {
  await inLocale(context, baseURL as string, 'de');
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfigurieren Sie Ihre Dosiermaschine');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const menu = await openMenu(page, 'Menü');
  const machines = menu.getByRole('list', { name: 'Maschinen' });
  await expect(machines.getByRole('link')).toHaveText([
    'Alle Maschinen',
    'Maschinenfinder',
    'Meine Konfigurationen',
    'HX Compact',
    'HX-Serie',
    'HX Max',
    'LX-Serie',
    'CX Cast',
  ]);
  // Coming soon: greyed, not linked.
  const vario = machines.getByText('VX Vario');
  await expect(vario).toHaveAttribute('aria-disabled', 'true');
  await expect(machines.getByRole('link', { name: /VX Vario/ })).toHaveCount(0);
  const legal = menu.getByRole('list', { name: 'Rechtliches' });
  await expect(legal.getByRole('link', { name: /AGB/ })).toHaveAttribute(
    'href',
    'https://www.aldermann-dosiertechnik.example/de/gtc',
  );
  await expect(legal.getByRole('link', { name: /AGB/ })).toHaveAttribute('target', '_blank');

  await legal.getByRole('button', { name: 'Allgemeine Hinweise' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Allgemeine Hinweise');
  await expect(dialog).toContainText('Preise');
  await expect(dialog).toContainText('Lieferung');
  await expect(dialog).toContainText('Built with Meta Llama 3');
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(550);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('switching to Japanese happens in place and stores the cookie for a year on the whole site', async ({
  page,
  context,
  baseURL,
}) => {
  await inLocale(context, baseURL as string, 'de');
  await page.goto('/configurator/machine-finder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maschinenfinder');
  // State that a reload would lose: a JS variable and a typed value.
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'kept';
  });
  await page.getByRole('textbox', { name: 'Gesamtleistung' }).fill('420');
  // The finder keeps its inputs in the address (a same-document update): wait for it before listening.
  await expect(page).toHaveURL(/[?&]totalGPerS=420\b/);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('list', { name: 'Sprache' }).getByRole('button', { name: '日本語' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('機種ファインダー');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept');
  await expect(page.getByRole('textbox', { name: '総吐出量' })).toHaveValue('420');
  expect(navigations).toEqual([]);

  const cookie = (await context.cookies()).find((c) => c.name === 'CONFIGURATOR_SELECTED_LOCALE');
  expect(cookie?.value).toBe('ja');
  expect(cookie?.path).toBe('/');
  const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(maxAge).toBeGreaterThan(31_536_000 - 120);
  expect(maxAge).toBeLessThanOrEqual(31_536_000 + 1);
});

test.describe('a first visit with Accept-Language: ja', () => {
  test.use({ locale: 'ja-JP' });

  test('picks Japanese', async ({ page }) => {
    const request = page.waitForRequest((r) => r.url().endsWith('/configurator'));
    await page.goto('/configurator');
    expect((await request).headers()['accept-language']).toMatch(/^ja/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('計量機を構成する');
    await expect(page.getByRole('link', { name: 'HXシリーズ' })).toBeVisible();
  });
});

test('the homepage greys a coming-soon machine and does not link it', async ({ page }) => {
  await page.goto('/configurator');
  const vario = page.getByTestId('machine-card-vx-vario');
  await expect(vario).toHaveAttribute('data-coming-soon', 'true');
  await expect(vario.getByRole('link')).toHaveCount(0);
  await expect(vario).toContainText('Coming soon');
  await expect(page.getByTestId('machine-card-hx').getByRole('link', { name: 'HX Series' })).toHaveAttribute(
    'href',
    '/configurator/hx',
  );
  await expect(page.getByTestId('machine-card-hx').getByTestId('output-range')).toHaveText(
    /cm³\/s to .* cm³\/s/,
  );
});

for (const [locale, notice, privacy] of [
  ['en', 'Legal notice', 'Data protection'],
  ['de', 'Impressum', 'Datenschutz'],
  ['ja', '会社情報', 'データ保護'],
] as const) {
  test(`the legal pages are written in ${locale}`, async ({ page, context, baseURL }) => {
    await inLocale(context, baseURL as string, locale);
    await page.goto('/configurator/legal-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice);
    await expect(page.getByRole('main')).toContainText('Aldermann Dosiertechnik GmbH');
    await expect(page).toHaveTitle(notice);
    await page.goto('/configurator/data-protection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy);
    await expect(page.getByRole('main')).toContainText('CONFIGURATOR_SELECTED_LOCALE');
  });
}

test('an unknown machine shows a not-found page with the machines on offer', async ({ page }) => {
  await page.goto('/configurator/no-such-machine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine not found');
  const offered = page.getByTestId('machine-not-found').getByRole('listitem');
  await expect(offered).toHaveText(['HX Compact', 'HX Series', 'HX Max', 'LX Series', 'CX Cast']);
  await offered.getByRole('link', { name: 'LX Series' }).click();
  await expect(page).toHaveURL('/configurator/lx');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header keeps its size, shows the small mark, and nothing scrolls sideways', async ({ page }) => {
    for (const path of ['/configurator', '/configurator/machine-finder', '/configurator/legal-notice']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.getByTestId('configurator-header');
      expect((await header.boundingBox())?.height).toBe(88);
      await expect(header).toHaveCSS('border-bottom-width', '8px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    const logo = page.getByRole('link', { name: 'Meterline configurator home' });
    expect((await logo.boundingBox())?.width).toBeLessThan(60);
    const menu = await openMenu(page, 'Menu');
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // A click outside the panel (below it: it ends above the screen's bottom) closes it.
    const below = (box?.y ?? 0) + (box?.height ?? 0);
    expect(below).toBeLessThan(844);
    await page.mouse.click(200, (below + 844) / 2);
    await expect(menu).toHaveCount(0);
  });
});

test('public pages load no code of the internal or admin area', async ({ page }) => {
  // The addresses only: a response's body is gone once the page has navigated on, so the scripts are
  // asked for again afterwards.
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  for (const path of [
    '/configurator',
    '/configurator/hx',
    '/configurator/machine-finder',
    '/configurator/legal-notice',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const scripts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  expect(scripts.length).toBeGreaterThan(3);
  // Marks of the internal area: its navigation table (a card subtitle, spelled as there), its
  // sidebar and its admin pages.
  for (const mark of ['Metering machine portfoilo', 'Main navigation', 'will be listed and edited here']) {
    expect(
      scripts.filter((script) => script.includes(mark)),
      mark,
    ).toEqual([]);
  }
});

test.describe('a visitor from a 50 Hz country', () => {
  // A 60 Hz destination (en-US's United States) shows its notice at once, so its page loads the notices.
  test.use({ locale: 'en-GB' });

  test("a machine page loads what answers the visitor (a step's fields, the notices, the menus' panels, tRPC's transport) at their first action", async ({
    page,
  }) => {
    const later =
      /\/assets\/(option-fields|notices|site-menu-panel|language-list|trpc-transport)-[\w-]+\.js$/;
    const loaded = new Set<string>();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const name = later.exec(pathname)?.[1];
      if (name) loaded.add(name);
      if (pathname.startsWith('/api/trpc/')) calls.push(pathname);
    });
    await page.goto('/configurator/hx');
    await expect(page.getByTestId('configurator')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A page only looked at (as Lighthouse and the size bench look at it) never loads them, and makes no
    // call: its reads came with its HTML.
    expect([...loaded]).toEqual([]);
    expect(calls).toEqual([]);
    await page.mouse.move(300, 300);
    await expect
      .poll(() => [...loaded].sort())
      .toEqual(['language-list', 'notices', 'option-fields', 'site-menu-panel', 'trpc-transport']);
    // A change is priced without a call: the page prices in the browser.
    const total = page.getByTestId('configurator-total');
    const before = await total.textContent();
    await page
      .getByRole('group', { name: 'Dosing line', exact: true })
      .getByRole('radio', { checked: false })
      .first()
      .check();
    await expect(total).not.toHaveText(before ?? '');
    // The one read of the first action is the 3D view's list of parts (docs/product.md#part-models).
    expect(calls.filter((call) => !call.endsWith('/publicConfigurator.machineParts'))).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: /^Next: / }).click();
    await expect(page.getByTestId('step-loading')).toHaveCount(0);
    await expect(
      page.locator('#configurator-step fieldset, #configurator-step select').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Imprint' }),
    ).toBeVisible();
    await page.getByTestId('language-selector').click();
    await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  });
});

// An anonymous visit of a plain address gets the reads inside the server's HTML (server-render.spec.ts);
// an address with a query is rendered in the browser, from the boot entry's request.
test('a busy Save button shows its loader at once, centred, while the server saves', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/trpc\/publicConfigurator\.saveConfiguration/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/configurator/hx');
  const summary = page.getByRole('complementary');
  await summary.getByRole('button', { name: 'Save configuration' }).click();
  const save = summary.getByRole('button', { name: 'Saving…' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('data-loading', 'true');
  // Mantine's Button slides its loader in (its own transition, docs/decisions/011): it ends centred in
  // the button.
  const loader = save.locator('.mantine-Button-loader');
  await expect(loader).toBeVisible();
  await expect
    .poll(async () => {
      const [button, spinner] = await Promise.all([save.boundingBox(), loader.boundingBox()]);
      if (!button || !spinner) return Number.POSITIVE_INFINITY;
      const dx = spinner.x + spinner.width / 2 - (button.x + button.width / 2);
      const dy = spinner.y + spinner.height / 2 - (button.y + button.height / 2);
      return Math.round(Math.hypot(dx, dy));
    })
    .toBeLessThanOrEqual(2);
  release();
  await expect(summary.getByTestId('configuration-code')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Save configuration' })).toBeEnabled();
});

test("a public page's first reads are one request, sent by the boot entry before the framework has run", async ({
  page,
}) => {
  for (const [path, reads] of [
    [
      '/configurator/hx?from=newsletter',
      'publicConfigurator.machineModel,publicConfigurator.machineCatalogue,publicConfigurator.locales',
    ],
    ['/configurator?from=newsletter', 'publicConfigurator.machineCatalogue,publicConfigurator.locales'],
  ] as const) {
    const calls: { url: string; initiator: string }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.includes('/api/trpc/')) return;
      const frame = event.initiator.stack?.callFrames[0];
      calls.push({ url: new URL(event.request.url).pathname, initiator: frame?.url ?? event.initiator.type });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Had the client built another address, it would have asked again beside the boot's request.
    expect(calls.map((call) => call.url)).toEqual([`/api/trpc/${reads}`]);
    expect(calls[0]?.initiator).toMatch(/\/assets\/boot-[\w-]+\.js$/);
    await cdp.detach();
  }
});
