import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, signInAs, test } from './fixtures/test.ts';

// Changing one's own password ends every session of the user. /account says so before
// the change, and signs the user in again with the new password afterwards, so they are not thrown
// out without a word; other sessions stay ended.

const NEW_PASSWORD = 'second-password-2';

test.use({ signedInAs: 'sales' });

for (const width of [1280, 390]) {
  test(`at ${width} px: changing the password says it signs in again, and does`, async ({
    page,
    user,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = user;
    // Another session of the same user, elsewhere: it ends with the change.
    const elsewhere = await browser.newContext({ baseURL });
    const elsewherePage = await elsewhere.newPage();
    await signInAs(elsewhere, user);

    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Change password' });
    await expect(card).toContainText('You will be signed in again with the new password.');
    await expectNoSeriousViolations(page);

    await card.getByLabel(/^Current password/).fill(user.password);
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
    await elsewhere.close();
  });
}
