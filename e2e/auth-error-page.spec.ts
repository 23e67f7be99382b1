import de from '../src/web/i18n/locales/de/auth.ts';
import en from '../src/web/i18n/locales/en/auth.ts';
import { expect, test } from './fixtures/test.ts';

// Auth.js's error page lands on the sign-in page with the error in words, in the user's language.

test('GET /api/auth/error shows the sign-in page with the message, never "undefined"', async ({ page }) => {
  await page.goto('/api/auth/error?error=Verification');
  await expect(page).toHaveURL('/login?error=Verification');
  await expect(page.getByRole('heading', { name: 'Sign in to Meterline', level: 1 })).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveText(en.errors.Verification);

  await page.goto('/api/auth/error');
  await expect(page).toHaveURL('/login?error=Default');
  await expect(page.getByTestId('login-error')).toHaveText(en.errors.Default);
  await expect(page.getByText('undefined')).toHaveCount(0);
});

test('the message follows the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'de', url: baseURL as string }]);
  await page.goto('/api/auth/error?error=AccessDenied');
  await expect(page).toHaveURL('/login?error=AccessDenied');
  await expect(page.getByTestId('login-error')).toHaveText(de.errors.AccessDenied);
});
