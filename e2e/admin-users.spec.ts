import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// A backoffice user creates a sales user, and cannot create an admin: the UI offers no
// admin role, and a forged request is refused by the server.

const EMAIL = `e2e-sales-${Date.now().toString(36)}@meterline.example`;

test('backoffice creates a sales user and is offered no other role', async ({ page }) => {
  await mintSession(page, 'backoffice');
  await page.goto('/admin');
  // The admin entry page shows backoffice its one group.
  const cards = page.getByLabel('Admin sections');
  await expect(cards.getByRole('heading')).toHaveText(['Users']);
  await cards.getByRole('link', { name: /Users/ }).click();
  await expect(page).toHaveURL(/\/admin\/user$/);

  await page.getByRole('button', { name: 'New user' }).first().click();
  const form = page.getByRole('form', { name: 'New user' });
  const role = form.getByRole('combobox', { name: /^Role/ });
  await expect(role).toHaveValue('Sales');
  await role.click();
  await expect(page.getByRole('option')).toHaveText(['Sales']);
  await page.getByRole('option', { name: 'Sales' }).click();

  await form.getByLabel(/^Name/).fill('Sandra Sales');
  await form.getByLabel(/^E-mail/).fill(EMAIL);
  await form.getByLabel(/^Initial password/).fill('a-good-first-password');
  await form.getByRole('button', { name: /Create user/ }).click();
  await expect(page.getByText('Created user "Sandra Sales".')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit Sandra Sales' })).toBeVisible();

  await page.getByRole('button', { name: 'Close the form' }).click();
  await expect(page.getByRole('row', { name: /Sandra Sales/ })).toContainText('Sales');
});

test('a forged request from backoffice for an admin user is refused with 403', async ({ page, baseURL }) => {
  await mintSession(page, 'backoffice');
  const response = await page.request.post('/api/admin/users', {
    headers: { Origin: baseURL as string, 'Content-Type': 'application/json' },
    data: {
      values: {
        name: 'Mallory Admin',
        email: `e2e-forged-${Date.now().toString(36)}@meterline.example`,
        role: 'admin',
        disabled: false,
        tradeFairModeEnabled: false,
        password: 'a-good-first-password',
      },
    },
  });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.error.code).toBe('FORBIDDEN');
  expect(body.error.message).toContain('may not create admin users');
});

test('an admin page of another role, opened by its address, says it is not allowed', async ({ page }) => {
  await mintSession(page, 'backoffice');
  await page.goto('/admin/product-portfolio/pumps/pumps');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  expect((await page.request.get('/api/admin/pumps')).status()).toBe(403);
});
