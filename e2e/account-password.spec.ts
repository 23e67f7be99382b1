import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// Issue 24 §4.7: changing one's own password ends every session of the user. /account says so before
// the change, and signs the user in again with the new password afterwards, so they are not thrown
// out without a word; other sessions stay ended.

const STAMP = Date.now().toString(36);
const OLD_PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

for (const width of [1280, 390]) {
  test(`at ${width} px: changing the password says it signs in again, and does`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `e2e-password-${width}-${STAMP}@meterline.example`;
    // The user, created by an admin in a context of its own.
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await mintSession(adminPage, 'admin');
    const created = await adminPage.request.post('/api/admin/users', {
      headers: { Origin: baseURL as string, 'Content-Type': 'application/json' },
      data: {
        values: {
          name: `Pat Password ${width}`,
          email,
          role: 'sales',
          disabled: false,
          tradeFairModeEnabled: false,
          password: OLD_PASSWORD,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // Another session of the same user, elsewhere: it ends with the change.
    const elsewhere = await browser.newContext({ baseURL });
    const elsewherePage = await elsewhere.newPage();
    await mintSession(elsewherePage, 'sales', { email, password: OLD_PASSWORD });

    await mintSession(page, 'sales', { email, password: OLD_PASSWORD });
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Change password' });
    await expect(card).toContainText('You will be signed in again with the new password.');
    await expectNoSeriousViolations(page);

    await card.getByLabel(/^Current password/).fill(OLD_PASSWORD);
    await card.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await card.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByTestId('password-changed')).toContainText(
      'You are signed in with the new password',
    );
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await page.screenshot({ path: `test-results/account-password-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page);

    // This browser's new session holds, after a reload too; the other one ended.
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session?.user?.email).toBe(email);
    await page.reload();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    expect(await (await elsewherePage.request.get('/api/auth/session')).json()).toBeNull();
    expect((await elsewherePage.request.get('/api/news')).status()).toBe(401);
    await admin.close();
    await elsewhere.close();
  });
}
