// Quotes, sales mode and trade-fair mode in Chromium against the real server (docs/product.md#quotes,
// #sales-mode, #trade-fair-mode). (a) an anonymous customer downloads the quote PDF (read back with
// pdftotext, in German and Japanese) and sends a request that a real SMTP server receives with the PDF
// attached; (b) a sales user switches sales mode on (agency price, discount, article numbers) and off; (c) a
// trade-fair user's PIN, and the idle time-out on Playwright's clock; (d) the server's own expiry, on the
// server's clock moved forward by a test-only preload (fixtures/server-clock.mjs), never by waiting.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { type AppServer, startAppServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { createUser, FRESH_PIN, signInAs } from './fixtures/fresh-user.ts';
import type { DemoRole } from './fixtures/login.ts';
import { expectIdleLock } from './fixtures/trade-fair.ts';

const SLUG = 'hx-compact';
const PIN = FRESH_PIN;
const SALES_MAIL_TO = 'sales@aldermann.example';
/** Chunks of sales-mode code (vite names them after their source files). */
const SALES_ONLY_CHUNK = /\/assets\/(sales-mode-control|sales-mode-modals|sales-extras|customer-details)-/;
/** How far one SIGUSR2 moves the server's clock: past the 300000 ms of docs/product.md#trade-fair-mode. */
const CLOCK_STEP_MS = 310_000;

test.describe.configure({ mode: 'serial' });

let server: AppServer;
let smtp: SMTPServer;
const received: ParsedMail[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startAppServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SALES_MAIL_TO,
      E2E_CLOCK_STEP_MS: String(CLOCK_STEP_MS),
    },
    nodeArgs: ['--import', './e2e/fixtures/server-clock.mjs'],
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const total = (page: Page) => page.getByTestId('configurator-total');

async function openPage(
  browser: Browser,
  options: { locale?: string; role?: DemoRole; width?: number } = {},
) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: options.width ?? 1280, height: 900 },
    acceptDownloads: true,
  });
  if (options.locale) {
    await context.addCookies([
      { name: 'CONFIGURATOR_SELECTED_LOCALE', value: options.locale, url: server.url },
    ]);
  }
  const page = await context.newPage();
  // A user of its own: sales mode, a PIN tried wrong and its authorisation stay with this test.
  if (options.role) await signInAs(page, await createUser(server.url, options.role));
  return page;
}

/** The text of a PDF as poppler's pdftotext reads it, whitespace folded. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'meterline-quote-')), 'quote.pdf');
  writeFileSync(file, bytes);
  return normal(execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'));
}

/**
 * The quote panel sits below the summary, out of sight, and loads when the visitor gets near it
 * (components/ui/when-near.tsx): scroll the summary column down to it.
 */
async function comeToQuotePanel(page: Page) {
  // The summary column, and the quote's place below it, load after the first view: wait for them.
  await expect(page.getByTestId('price-loading')).toHaveCount(0);
  await expect(
    page.getByRole('complementary').locator('[data-when-near="waiting"]').or(page.getByTestId('quote-pdf')),
  ).toHaveCount(1);
  // In the page, not through a locator: the panel may load (and the placeholder go) at any moment.
  await page
    .getByRole('complementary')
    .evaluate((summary) =>
      summary.querySelector('[data-when-near="waiting"]')?.scrollIntoView({ block: 'center' }),
    );
  await expect(page.getByTestId('quote-pdf')).toBeVisible();
}

/** The panel asks the server for the PDF, then saves the browser's copy: `url` is what it asked. */
async function downloadPdf(page: Page, buttonName: string): Promise<{ text: string; url: string }> {
  await comeToQuotePanel(page);
  const [download, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(/\/quote\.pdf\?/),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^quote-[a-z0-9-]+-[0-9A-Z]{8}\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: pdfText(bytes), url: request.url() };
}

/** The selection the page keeps, priced by the server (with or without the discount). */
async function serverPrice(page: Page, discount: boolean) {
  const stored = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    `meterline.configurator.${SLUG}`,
  );
  const { selection } = JSON.parse(stored ?? '{}');
  const input = encodeURIComponent(JSON.stringify({ slug: SLUG, selection, discount }));
  return page.request.get(`/api/trpc/publicConfigurator.price?input=${input}`);
}

async function salesStatus(page: Page): Promise<{ authorised: boolean }> {
  const response = await page.request.get('/api/trpc/salesMode.status');
  return (await response.json()).result.data;
}

test('(a) a customer downloads the quote PDF in German and Japanese and sends a request that reaches sales by mail', async ({
  browser,
}) => {
  const page = await openPage(browser, { locale: 'de' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/configurator/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'HX Compact' })).toBeVisible();
  await comeToQuotePanel(page);
  await expect(page.getByTestId('quote-request')).toBeVisible();
  // An anonymous visitor downloads no sales-mode code (the toggle, its modals, the sales extras).
  expect(scripts.filter((path) => SALES_ONLY_CHUNK.test(path))).toEqual([]);
  expect(scripts.some((path) => /\/assets\/quote-panel-/.test(path))).toBe(true);
  await page.getByRole('button', { name: /^Pakete/ }).click();
  await page.getByRole('checkbox', { name: /^Komfortpaket/ }).check();
  const shownTotal = normal(await total(page).textContent());
  expect(shownTotal).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);

  // The PDF: saved first (the save panel shows the code), then downloaded in German.
  const german = await downloadPdf(page, 'PDF-Angebot herunterladen');
  const code = normal(await page.getByTestId('configuration-code').textContent());
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(german.url).toBe(`${server.url}/api/configurations/${code.replace('-', '')}/quote.pdf?locale=de`);
  for (const expected of [
    'HX Compact',
    'Komfortpaket',
    'Rührwerk für den Polyolbehälter',
    shownTotal,
    code,
  ]) {
    expect(german.text).toContain(expected);
  }
  expect(german.text).toContain('Konfiguration und Preisübersicht');
  await expectNoSeriousViolations(page);

  // The same configuration in Japanese, reopened by its code in another browser.
  const japanese = await openPage(browser, { locale: 'ja' });
  await japanese.goto(`/configurator/${SLUG}?code=${code.replace('-', '')}`);
  await expect(japanese.getByTestId('code-notice')).toBeVisible();
  const jaTotal = normal(await total(japanese).textContent());
  const jaPackage = normal(
    await japanese
      .getByTestId('configurator-summary')
      .getByTestId('summary-line')
      .last()
      .locator('span')
      .first()
      .textContent(),
  );
  const jaPdf = await downloadPdf(japanese, 'PDF見積書をダウンロード');
  // A code opened as it was saved is the page's code: the PDF comes without saving again.
  expect(jaPdf.url).toBe(`${server.url}/api/configurations/${code.replace('-', '')}/quote.pdf?locale=ja`);
  for (const expected of ['HX Compact', jaPackage, jaTotal, code]) expect(jaPdf.text).toContain(expected);
  expect(jaPdf.text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  await japanese.context().close();

  // The quote request, after the summary: checked in German, then sent.
  const form = page.getByTestId('quote-request');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Ana Ruiz');
  await form.getByRole('textbox', { name: /^Firma/ }).fill('Espumas Ibéricas SA');
  await form.getByRole('textbox', { name: /^E-Mail/ }).fill('ana.ruiz@espumas.example');
  await form.getByRole('combobox', { name: /^Ihr Land/ }).selectOption('ES');
  await form.getByRole('textbox', { name: /^Nachricht/ }).fill('Bitte mit Inbetriebnahme.');
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  const thanks = page.getByTestId('quote-request-sent');
  await expect(thanks.getByRole('heading')).toHaveText('Vielen Dank, Ihre Anfrage wurde gesendet');
  await expect(thanks).toContainText('ana.ruiz@espumas.example');
  await expect(thanks).toContainText(code);
  await expectNoSeriousViolations(page);

  // The mail reaches the SMTP server with the PDF attached.
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const [mail] = received;
  expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(SALES_MAIL_TO);
  expect(mail?.subject).toContain(code);
  expect(mail?.subject).toContain('Espumas Ibéricas SA');
  expect(mail?.replyTo?.text).toBe('ana.ruiz@espumas.example');
  const attachment = mail?.attachments.find((a) => a.contentType === 'application/pdf');
  expect(attachment?.filename).toMatch(/\.pdf$/);
  const attached = pdfText(attachment?.content as Buffer);
  for (const expected of ['HX Compact', 'Komfortpaket', shownTotal, code, 'Ana Ruiz']) {
    expect(attached).toContain(expected);
  }
  await page.context().close();
});

test('(b) a sales user switches sales mode on, sees the agency price and the discount, and switches it off', async ({
  browser,
}) => {
  const page = await openPage(browser, { role: 'sales' });
  await page.goto(`/configurator/${SLUG}`);
  await page.getByRole('combobox', { name: 'Destination country' }).selectOption('MX');
  await expect(total(page)).toHaveText('price on request');
  await expect(page.getByTestId('configurator-summary')).toContainText('quoted by our local agency');
  expect((await serverPrice(page, false)).status()).toBe(403);

  await page.getByRole('button', { name: 'Sales login' }).click();
  await expect(page.getByTestId('sales-mode-badge')).toHaveText('Sales mode');
  await expect(page.getByTestId('sales-extras')).toBeVisible();
  const extras = page.getByTestId('sales-extras');
  await expect(extras.getByTestId('agency-price-note')).toHaveText('Agency price for Mexico.');
  const agency = await (await serverPrice(page, false)).json();
  const euros = (cents: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  await expect(total(page)).toHaveText(euros(agency.result.data.total));

  await page.getByRole('button', { name: /^Mixing/ }).click();
  await page.getByRole('radio', { name: /MHL 8/ }).check();
  await expect(extras.getByTestId('article-numbers')).toContainText(/ADT-\d{4}/);
  await extras.getByRole('switch', { name: /Discount/ }).check({ force: true });
  await expect(page.getByTestId('configurator-summary')).toContainText('Discount');
  const discounted = (await (await serverPrice(page, true)).json()).result.data;
  expect(discounted.discount).toBeGreaterThan(0);
  await expect(total(page)).toHaveText(euros(discounted.total));
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('sales-mode-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sales logout' }).click();
  await expect(page.getByTestId('sales-mode-badge')).toBeHidden();
  await expect(extras).toBeHidden();
  await expect(total(page)).toHaveText('price on request');
  // The selection stays: the mixhead on this step, the country in the summary.
  await expect(page.getByRole('radio', { name: /MHL 8/ })).toBeChecked();
  await expect(page.getByTestId('configurator-summary')).toContainText('Mexico');
  await expect(page.getByText(/ADT-\d{4}/)).toHaveCount(0);
  expect((await serverPrice(page, true)).status()).toBe(403);
  await page.context().close();
});

test('(c) a trade-fair user unlocks sales mode with the PIN, and it locks itself after 5 idle minutes', async ({
  browser,
}) => {
  const page = await openPage(browser, { role: 'tradefair' });
  await page.clock.install();
  await page.goto(`/configurator/${SLUG}`);
  await page.getByRole('button', { name: 'Sales login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sales login' });
  await dialog.getByLabel(/^PIN/).fill('000000');
  await dialog.getByRole('button', { name: 'OK' }).click();
  const invalid = dialog.getByText('Invalid PIN');
  await expect(invalid).toBeVisible();
  // docs/product.md#trade-fair-mode: in red (the theme's error red 8).
  await expect(invalid).toHaveCSS('color', 'rgb(224, 49, 49)');
  // Away from OK: the theme's hover shade of a primary button is lighter than its AA resting shade.
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('pin-modal-1280.png') });
  expect((await salesStatus(page)).authorised).toBe(false);

  await dialog.getByLabel(/^PIN/).fill(PIN);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sales-mode-badge')).toBeVisible();
  await expect(page.getByTestId('sales-extras')).toBeVisible();
  expect((await salesStatus(page)).authorised).toBe(true);

  // No activity for just under 5 minutes: still on. Then the rest: off, with the modal, and on the server.
  await expectIdleLock(page, async () => {
    await expect.poll(async () => (await salesStatus(page)).authorised).toBe(false);
  });
  await page.context().close();
});

test('(d) once the server has expired a PIN authorisation, the price procedure refuses the discount', async ({
  browser,
}) => {
  const page = await openPage(browser, { role: 'tradefair' });
  await page.goto(`/configurator/${SLUG}`);
  await page.getByRole('button', { name: 'Sales login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sales login' });
  await dialog.getByLabel(/^PIN/).fill(PIN);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('sales-mode-badge')).toBeVisible();
  expect((await serverPrice(page, true)).status()).toBe(200);

  // The server's clock moves past 300000 ms without a request; the tab's clock does not.
  process.kill(server.pid, 'SIGUSR2');
  await expect.poll(async () => (await salesStatus(page)).authorised).toBe(false);
  const refused = await serverPrice(page, true);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe('The discount is available only in sales mode.');
  await page.context().close();
});
