// The trade-fair tablet without Wi-Fi (docs/decisions/017-offline-trade-fair-tablet.md), in Chromium with its
// real service worker: a trade-fair user signs in and waits for "Ready offline"; with the network cut
// (context.setOffline) the tablet opens two machines, configures and prices them, switches to Japanese,
// unlocks sales mode with the PIN checked on the tablet, saves a code (a local reference) and queues a
// quote request; back online both are sent, the real code replaces the reference, and the server holds
// exactly one quote request.
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { FRESH_PIN, signInAs } from './fixtures/fresh-user.ts';
import { expect, test } from './fixtures/test.ts';
import { expectIdleLock } from './fixtures/trade-fair.ts';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

test.use({ signedInAs: 'tradefair', serviceWorkers: 'allow' });

test('offline at the booth: configure, price, switch language, PIN, save and request; all sent once when back', async ({
  page,
  context,
  browser,
  baseURL,
  newUser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/configurator/hx-compact');
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(status).toContainText(/^Ready offline · /);
  // The page is under the service worker's control before the network goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expectNoSeriousViolations(page);

  await context.setOffline(true);
  // A machine opened without a connection: a page load answered by the service worker.
  await page.goto('/configurator/hx');
  await expect(page.getByTestId('configurator')).toBeVisible();
  // Still signed in, from the session kept on the tablet.
  await expect(status).toContainText(/^Ready offline · /);
  const hx350 = page.getByRole('radio', { name: /^HX 350/ });
  await hx350.check();
  await expect(hx350).toBeChecked();
  const total = page.getByTestId('configurator-total');
  await expect(total).toHaveText(/\d/);
  // The 3D view, from the part models kept on the tablet.
  await page.mouse.move(300, 300);
  await expect(page.getByTestId('machine-view-column')).toHaveAttribute('data-3d', 'ready');

  await page.goto('/configurator/hx-compact');
  await expect(page.getByTestId('configurator')).toBeVisible();
  const line25 = page.getByRole('radio', { name: /^HX Compact 25/ });
  await line25.check();
  const before = await total.textContent();
  await page.getByRole('radio', { name: /^HX Compact 60/ }).check();
  await expect(total).not.toHaveText(before ?? '');

  // Japanese, from the texts and the models kept on the tablet.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('configurator')).toBeVisible();
  await expect(status).toContainText('オフライン準備完了');

  // The PIN, checked on the tablet: sales mode shows its figures.
  await page.getByRole('button', { name: '営業ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: '営業ログイン' });
  await dialog.getByLabel(/^PIN/).fill('999999');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('PINが正しくありません')).toBeVisible();
  await dialog.getByLabel(/^PIN/).fill(FRESH_PIN);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sales-mode-badge')).toBeVisible();
  await expect(page.getByTestId('sales-extras')).toBeVisible();

  // Saved offline: a local reference at once.
  const summary = page.locator('aside');
  await summary.getByRole('button', { name: '構成を保存' }).click();
  const reference = summary.getByTestId('offline-reference');
  await expect(reference).toHaveText(/^T-[0-9A-Z]{6}$/);
  const localReference = (await reference.textContent()) ?? '';
  await expect(status).toContainText('送信待ち 1 件');

  // The quote request, queued for that reference.
  const email = `booth-${Date.now()}@customer.example`;
  const form = page.getByTestId('quote-request');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: /^氏名/ }).fill('Aiko Tanaka');
  await form.getByRole('textbox', { name: /^会社名/ }).fill('Tanaka Foam KK');
  await form.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  await form.getByRole('combobox', { name: /^お客様の国/ }).selectOption('JP');
  await form.getByRole('checkbox', { name: /同意します/ }).check();
  await form.getByRole('button', { name: '依頼を送信' }).click();
  const queued = page.getByTestId('quote-request-queued');
  await expect(queued).toContainText(localReference);
  await expect(status).toContainText('送信待ち 2 件');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('offline-queued-1280.png') });
  // The next customer at the booth finds none of this one's details in the form.
  await queued.getByRole('button').click();
  await expect(form.getByRole('textbox', { name: /^メールアドレス/ })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: /^氏名/ })).toHaveValue('');

  await context.setOffline(false);
  const code = summary.getByTestId('configuration-code');
  await expect(code).toHaveText(CODE, { timeout: 30_000 });
  await expect(reference).toHaveCount(0);
  await expect(status).toContainText('オフライン準備完了');
  // Back online, the server's own authorisation decides: the PIN checked offline does not carry over.
  await expect(page.getByTestId('sales-mode-badge')).toBeHidden();

  const admin = await browser.newContext({ baseURL });
  await signInAs(admin, await newUser('admin'));
  await expect
    .poll(async () => {
      const answer = await (
        await admin.request.get(`/api/admin/quote-requests?search=${encodeURIComponent(email)}`)
      ).json();
      return answer.data.total;
    })
    .toBe(1);
  const found = await (
    await admin.request.get(`/api/admin/quote-requests?search=${encodeURIComponent(email)}`)
  ).json();
  expect(JSON.stringify(found.data.items[0])).toContain(((await code.textContent()) ?? '').replace('-', ''));
  await admin.close();
});

test('a sign-out asks before discarding what waits, and leaves nothing of the session on the tablet', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/configurator/hx-compact');
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const stored = () =>
    page.evaluate(async () => ({
      caches: (await caches.keys()).filter(
        (name) => name.startsWith('meterline-') || name.startsWith('workbox-'),
      ),
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      databases: (await indexedDB.databases()).map((database) => database.name),
    }));
  expect((await stored()).workers).toBe(1);

  await context.setOffline(true);
  const summary = page.locator('aside');
  await summary.getByRole('button', { name: 'Save configuration' }).click();
  await expect(summary.getByTestId('offline-reference')).toBeVisible();
  // The server takes no save for now: back online, the code still waits.
  await context.route('**/api/trpc/publicConfigurator.saveConfiguration**', (route) => route.abort());
  await context.setOffline(false);
  await expect(status).toContainText('1 waiting to be sent');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('Sign out anyway?');
  // Not confirmed: still signed in, and the code still waits.
  await expect(status).toContainText('1 waiting to be sent');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  expect(await stored()).toEqual({ caches: [], workers: 0, databases: [] });
});

test('offline, the PIN unlocks sales mode on the tablet and the idle lock of 300000 ms ends it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/configurator/hx-compact');
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready', {
    timeout: 60_000,
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('configurator')).toBeVisible();

  await page.getByRole('button', { name: 'Sales login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sales login' });
  await dialog.getByLabel(/^PIN/).fill(FRESH_PIN);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('sales-mode-badge')).toBeVisible();

  await expectIdleLock(page);
});

test('the app is installable: a manifest with a name and icons the server serves', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Meterline configurator',
    short_name: 'Meterline',
    display: 'standalone',
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
