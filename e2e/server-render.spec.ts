import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// Server-rendered public pages (docs/decisions/009-server-rendered-public-pages.md): an anonymous visitor's
// page arrives as HTML that reads without script, and React takes it over instead of building it again.

declare global {
  interface Window {
    /** the page's h1 as the server sent it, kept before any script ran */
    serverHeading?: Element | null;
    /** errors React reported while taking the page over */
    pageErrors?: string[];
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE' });

  test("a machine page reads in the visitor's language, priced, styled, with no inline script", async ({
    page,
    request,
  }) => {
    await page.goto('/configurator/hx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HX-Serie');
    await expect(page.getByTestId('configurator-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    await expect(page.getByRole('radio', { name: /HX 100/ })).toBeChecked();
    // The route's stylesheets came with the HTML: the summary column is laid out beside the steps.
    const summary = await page.getByTestId('configurator-summary').boundingBox();
    expect(summary?.x ?? 0).toBeGreaterThan(600);

    const html = await (
      await request.get('/configurator/hx', { headers: { 'Accept-Language': 'de' } })
    ).text();
    // The page's CSP refuses inline scripts: only the boot file and the reads (JSON, never run) are scripts.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src="|type="application\/json"/.test(tag))).toEqual([]);
  });

  test('the homepage, the finder and the legal pages read without script too', async ({ page }) => {
    for (const [path, heading] of [
      ['/configurator', 'Konfigurieren Sie Ihre Dosiermaschine'],
      ['/configurator/machine-finder', 'Maschinenfinder'],
      ['/configurator/legal-notice', 'Impressum'],
      ['/configurator/data-protection', 'Datenschutz'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });
});

test.describe('the sign-in page', () => {
  test.use({ locale: 'de-DE' });

  test('arrives with its form in the HTML, in English, and reads without script', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get('/login', { headers: { 'Accept-Language': 'de' } })).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<form[^>]*aria-label="Sign in with password"/);
    expect(html).toMatch(/<input[^>]*autocomplete="username"/i);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('<title>Sign in</title>');
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src="|type="application\/json"/.test(tag))).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Meterline');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The page's stylesheet came with the HTML: the form sits in its card, not across the window.
    expect((await page.getByRole('button', { name: 'Sign in' }).boundingBox())?.width).toBeLessThan(420);
    await context.close();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.pageErrors = [];
      // "interactive" comes before the page's scripts run: this is the server's element.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.serverHeading = document.querySelector('h1');
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error')
        void page.evaluate((text) => window.pageErrors?.push(text), message.text());
    });
    page.on('pageerror', (error) => {
      void page.evaluate((text) => window.pageErrors?.push(text), error.message);
    });
  });

  test("React takes the server's HTML over: same elements, no second read, no error, and the page works", async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/trpc/')) reads.push(new URL(request.url()).pathname);
    });
    await page.goto('/configurator/hx');
    const total = page.getByTestId('configurator-total');
    const before = await total.textContent();
    // Clicking works only once React has taken the page over; the price follows at once.
    await expect(async () => {
      await page.getByRole('radio', { name: /HX 200/ }).check();
      expect(await total.textContent()).not.toBe(before);
    }).toPass();
    expect(await page.evaluate(() => window.serverHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => document.contains(window.serverHeading ?? null))).toBe(true);
    // The page's reads came with it.
    expect(reads.filter((path) => path.includes('publicConfigurator.machineModel'))).toEqual([]);
    expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
  });

  test("the sign-in page: React takes the server's form over, without error", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@meterline.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await expect(async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('login-error')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => window.serverHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
  });

  test("the dashboard: the signed-in visitor's own, private, taken over without error or a second read", async ({
    page,
    request,
  }) => {
    // Anonymous: no dashboard, no data; the browser's render sends the visitor to sign in.
    const anonymous = await request.get('/');
    expect(await anonymous.text()).toContain('<div id="root"></div>');
    await mintSession(page, 'sales');
    const response = await page.context().request.get('/');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/Welcome, [^<.]+\./);
    expect(html).toContain('id="signed-in-reads"');
    expect(html).toContain('Your recent configurations');
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src="|type="application\/json"/.test(tag))).toEqual([]);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (
        /\/api\/(product-portfolio|configurator-data|news|general-information|app-info)/.test(request.url())
      )
        reads.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // The search opens only once React has taken the page over.
    await expect(async () => {
      await page.getByRole('button', { name: /^Search/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await page.evaluate(() => window.serverHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => document.contains(window.serverHeading ?? null))).toBe(true);
    // The page's data came with it.
    expect(reads).toEqual([]);
    expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
  });

  test('a browser that keeps a units preference gets the page built afresh in its units, without error', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('meterline-units', JSON.stringify({ freq: 50, unit: 'l' })),
    );
    await page.goto('/configurator/hx');
    await expect(page.getByRole('radio', { name: 'l/min', exact: true })).toBeChecked();
    await expect(page.getByText(/l\/min/).first()).toBeVisible();
    // Rendered by the browser: the server's heading (in cm³/s) was replaced.
    await expect
      .poll(() => page.evaluate(() => window.serverHeading !== document.querySelector('h1')))
      .toBe(true);
    expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
  });
});

test.describe('clicks and typing before the app has loaded', () => {
  /** Holds the app's start chunk until the returned function is called. */
  async function holdTheApp(page: import('@playwright/test').Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a button clicked on the server’s page does its work once the app has loaded', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/configurator');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toHaveCount(0);
    release();
    await expect(menu.getByRole('link', { name: 'Machine finder' })).toBeVisible();
  });

  test('an option clicked early is chosen by the app, not only ticked in the page', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/configurator/hx');
    // Until the app applies the configuration kept in this browser, the price shows as loading.
    await expect(page.getByTestId('price-loading')).toBeVisible();
    await page.getByRole('radio', { name: /HX 200/ }).click({ force: true });
    // Held: the page still shows the server's choice.
    await expect(page.getByRole('radio', { name: /HX 100/ })).toBeChecked();
    release();
    await expect(page.getByRole('radio', { name: /HX 200/ })).toBeChecked();
    // The total is HX 200's: going back to HX 100 changes it.
    const total = page.getByTestId('configurator-total');
    const chosen = await total.textContent();
    await page.getByRole('radio', { name: /HX 100/ }).check();
    await expect(total).not.toHaveText(chosen ?? '');
  });

  test('a value typed early is the app’s value once it has loaded, not the server’s', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/configurator/machine-finder');
    const total = page.getByRole('textbox', { name: 'Total output' });
    await expect(total).toHaveValue('250');
    await total.fill('420');
    release();
    // The finder keeps its inputs in the address: the app has the typed value, not only the page.
    await expect(page).toHaveURL(/[?&]totalGPerS=420\b/);
    await expect(total).toHaveValue('420');
  });
});

test('a signed-in visitor gets the page rendered in the browser (the server renders for everyone alike)', async ({
  page,
  request,
}) => {
  const anonymous = await (await request.get('/configurator')).text();
  expect(anonymous).toContain('id="server-reads"');
  await mintSession(page, 'sales');
  const signedIn = await (await page.context().request.get('/configurator')).text();
  expect(signedIn).not.toContain('id="server-reads"');
  expect(signedIn).toContain('<div id="root"></div>');
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
