// Quote requests (docs/product.md#quotes): a customer's request (through the public requestQuote procedure)
// reaches the admin list; an admin opens it, sets its status, downloads its PDF and, once the mail server
// takes mail again, sends its e-mail to sales again. Backoffice sees no entry and gets the forbidden
// page. axe finds no serious or critical violation on either page, at desktop and phone width.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { mintSession } from './fixtures/api-session.ts';
import { type AppServer, startAppServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { requestQuote as requestQuoteAs } from './fixtures/route-items.ts';

type Smtp = { port: number; state: { refusing: boolean }; received: string[] };

/** A real SMTP server on loopback that refuses mail while `refusing` is set, then keeps what it gets. */
async function startSmtp(): Promise<Smtp & { close: () => Promise<void> }> {
  const received: string[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    state,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app server of this file sends quote mails to its own SMTP server. */
const test = base.extend<{ baseURL: string }, { smtp: Smtp; server: AppServer }>({
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
    async ({}, use) => {
      const smtp = await startSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp }, use) => {
      const server = await startAppServer({
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SALES_MAIL_TO: 'sales@meterline.example' },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

const SLUG = 'hx-compact';

/** A customer's request as the public configurator sends it, in Spanish: a saved configuration, then the quote. */
const requestQuote = (page: Page, baseURL: string, customer: { name: string; company: string }) =>
  requestQuoteAs(
    { page, baseURL },
    { slug: SLUG },
    {
      ...customer,
      email: 'ana.ruiz@espumas.example',
      country: 'ES',
      phone: '+34 944 000 000',
      message: 'Please quote with delivery to Bilbao.',
    },
    'es',
  );

const CUSTOMER = { name: 'Ana Ruiz', company: 'Espumas del Norte S.A.' };

test('an admin follows a quote request up: status, PDF, and the e-mail sent again', async ({
  page,
  baseURL,
  smtp,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id, code } = await requestQuote(page, baseURL as string, CUSTOMER);

  await mintSession(page, 'admin');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Quote requests' })
    .click();
  await expect(page).toHaveURL(/\/admin\/quote-requests$/);
  await expect(page.getByRole('heading', { name: 'Quote requests', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Ana Ruiz/ });
  await expect(row).toContainText('Espumas del Norte S.A.');
  await expect(row).toContainText(`${code.slice(0, 4)}-${code.slice(4)}`);
  await expect(row).toContainText('New');
  // The pointer leaves the menu link it clicked: axe judges what a reader sees, not a hovered link.
  await page.mouse.move(1200, 880);
  await expectNoSeriousViolations(page);

  // The status filter and the search are the server's.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Won' }).click();
  await expect(page.getByText('No quote requests match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and status' }).click();
  await page.getByRole('textbox', { name: 'Search quote requests' }).fill('espumas');
  await expect(page.getByText('1–1 of 1 quote request')).toBeVisible();

  await page.getByRole('button', { name: 'Ana Ruiz', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quote-requests/${id}$`));
  await expect(page.getByRole('heading', { name: 'Ana Ruiz', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in the configurator/ })).toHaveAttribute(
    'href',
    `/configurator/${SLUG}?code=${code}`,
  );
  // The mail server refused the first attempt: the request waits for its next try, with the error.
  const mail = page.getByRole('region', { name: 'E-mail to sales' });
  await expect(mail.getByText('Last error')).toBeVisible({ timeout: 20_000 });
  await expect(mail).toContainText('Waiting');
  await expectNoSeriousViolations(page);

  // Status, saved with the version.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Ana Ruiz (Espumas del Norte S.A.) is now "Contacted".')).toBeVisible();
  const saved = await (await page.request.get(`/api/admin/quote-requests/${id}`)).json();
  expect(saved.data.status).toBe('contacted');

  // The History tab: the status change on top, by whom, from what to what; the request below it.
  await page.getByRole('tab', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  const newest = changes.getByRole('listitem').first();
  await expect(newest).toContainText('Alex Admin');
  await expect(newest.getByRole('row', { name: /Status/ }).getByRole('cell')).toHaveText([
    'New',
    'Contacted',
  ]);
  await expect(changes.getByRole('listitem').last()).toContainText('Created');
  // axe reads the tab once the saved toast has gone (it fades in and out).
  await expect(page.getByText('Ana Ruiz (Espumas del Norte S.A.) is now "Contacted".')).toBeHidden();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Details' }).click();

  // The PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const pdf = await page.request.get(`/api/admin/quote-requests/${id}/quote.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The mail server takes mail again; the admin sends the e-mail again and sees it go out.
  smtp.state.refusing = false;
  await mail.getByRole('button', { name: 'Send the e-mail again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the e-mail again?' });
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('The e-mail to sales goes out again within a few seconds.')).toBeVisible();
  await expect(mail.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(mail.getByRole('button', { name: 'Send the e-mail again' })).toHaveCount(0);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toContain('Espumas del Norte S.A.');

  // Back in the list, the new status and mail state show.
  await page.getByRole('link', { name: 'All quote requests' }).click();
  const updated = page.getByRole('row', { name: /Ana Ruiz/ });
  await expect(updated).toContainText('Contacted');
  await expect(updated).toContainText('Sent');
});

test('on a phone the list and the request read without serious axe violations', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await requestQuote(page, baseURL as string, { name: 'Bruno Alves', company: 'Poliuretanos do Porto Lda.' });
  await mintSession(page, 'development');
  await page.goto('/admin/quote-requests');
  await expect(page.getByRole('button', { name: 'Bruno Alves', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Bruno Alves', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bruno Alves', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('backoffice sees no quote requests entry and gets the forbidden page by address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await mintSession(page, 'backoffice');
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Quote requests' })).toHaveCount(0);
  await expect(page.getByLabel('Admin sections').getByRole('heading')).toHaveText(['Users']);

  await page.goto('/admin/quote-requests');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  expect((await page.request.get('/api/admin/quote-requests')).status()).toBe(403);
});
