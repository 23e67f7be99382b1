import { submitLogin } from './fixtures/login.ts';
import { expect, signInAs, test } from './fixtures/shell-test.ts';

// The client session, /login, the redirect and sign-out.

// Users of their own: a wrong password counts against the account, and signing out ends a session.

test('an unauthenticated visit goes to /login with callbackUrl and comes back after sign-in', async ({
  page,
  newUser,
}) => {
  const user = await newUser('sales');
  await page.goto('/product-portfolio/pumps?view=table');
  await expect(page).toHaveURL('/login?callbackUrl=%2Fproduct-portfolio%2Fpumps%3Fview%3Dtable');
  await expect(page.getByRole('heading', { name: 'Sign in to Meterline', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Sign in');

  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/product-portfolio/pumps?view=table');
  await expect(page.getByRole('heading', { name: 'Pumps', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pumps' }).getByRole('link', { name: 'AXP 12' }),
  ).toBeVisible();
});

test('a wrong password is said in words; the form keeps working with Enter', async ({ page, newUser }) => {
  const user = await newUser('tradefair');
  await page.goto('/login');
  await submitLogin(page, user.email, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Wrong e-mail or password.');
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('an Auth.js error in the address is explained', async ({ page }) => {
  await page.goto('/login?error=SessionRequired');
  await expect(page.getByTestId('login-error')).toHaveText('Please sign in to see that page.');
});

test('signs out from the account page', async ({ page, newUser }) => {
  const user = await newUser('sales');
  await signInAs(page, user);
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText(user.email);
  await expect(page.getByTestId('account-role')).toHaveText('Sales');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL('/login?callbackUrl=%2Faccount');
});

test('signs out from the user menu', async ({ page, newUser }) => {
  const user = await newUser('admin');
  await signInAs(page, user);
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(user.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login?callbackUrl=%2F');
});

test('the account entry of the sidebar carries the user name and opens /account', async ({
  page,
  newUser,
}) => {
  const user = await newUser('backoffice');
  await signInAs(page, user);
  await page.goto('/');
  await page.getByRole('link', { name: user.name }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByTestId('account-name')).toHaveText(user.name);
});

test('the public configurator needs no sign-in', async ({ page }) => {
  await page.goto('/configurator/machine-finder');
  await expect(page).toHaveURL('/configurator/machine-finder');
  await expect(page.getByRole('heading', { name: 'Machine finder', level: 1 })).toBeVisible();
  const header = page.getByTestId('configurator-header');
  expect((await header.boundingBox())?.height).toBe(88);
  await expect(header).toHaveCSS('border-bottom-width', '8px');
  await page.getByRole('link', { name: 'Meterline configurator home' }).click();
  await expect(page).toHaveURL('/configurator');
});

test('signing out on the public configurator stays on the public page', async ({ page, newUser }) => {
  await signInAs(page, await newUser('sales'));
  await page.goto('/configurator/machine-finder');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/configurator/machine-finder');
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/session')).json()).toBeNull();
});
