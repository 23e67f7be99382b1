import { signIn } from './fixtures/login.ts';
import { expect, test } from './fixtures/shell-test.ts';

test('the colour scheme is chosen on the account page and kept across reloads', async ({ page }) => {
  await signIn(page, 'admin', '/account');
  const html = page.locator('html');
  const control = page.getByRole('radiogroup', { name: 'Colour scheme' });
  await control.getByText('Dark', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Light', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
