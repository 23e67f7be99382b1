import { expect, test } from './fixtures/shell-test.ts';

test.use({ signedInAs: 'admin' });

test('the colour scheme is chosen on the account page and kept across reloads', async ({ page }) => {
  await page.goto('/account');
  const html = page.locator('html');
  const control = page.getByRole('radiogroup', { name: 'Colour scheme' });
  await control.getByText('Dark', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('radiogroup', { name: 'Colour scheme' }).getByText('Light', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
