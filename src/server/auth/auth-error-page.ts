// Auth.js's error page (GET /api/auth/error) is the app's sign-in page with the error in words. Auth.js
// itself would pass on whatever `error` says, and without one it sends `/login?error=undefined`.
import { authErrorCode } from '../../domain/auth-errors.ts';

export const AUTH_ERROR_PATH = '/api/auth/error';

/** Where the error page sends the browser: /login with a code the sign-in page has words for. */
function authErrorLocation(url: URL): string {
  return `/login?${new URLSearchParams({ error: authErrorCode(url.searchParams.get('error')) })}`;
}

export function authErrorRedirect(url: URL): Response {
  return new Response(null, { status: 302, headers: { Location: authErrorLocation(url) } });
}
