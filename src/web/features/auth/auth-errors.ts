import { type AuthErrorCode, authErrorCode } from '../../../domain/auth-errors.ts';

/** The namespace of the sign-in page's error messages (web/i18n/locales/<locale>/auth.ts). */
export const AUTH_NAMESPACE = 'auth';

/** An error the sign-in page shows: a code (`?error=`, or the answer of a sign-in), and the server's words when it gave some. */
export type AuthError = { code: AuthErrorCode; serverMessage?: string };

/** `code` as the sign-in page knows it (Default for one it has no words for). */
export function authError(code: string | null | undefined, serverMessage?: string): AuthError {
  const known = authErrorCode(code);
  // The sign-in limits answer with the time to wait, which only the server knows.
  return known === 'TOO_MANY_REQUESTS' && serverMessage ? { code: known, serverMessage } : { code: known };
}

/** The message's key in the `auth` namespace. */
export function authErrorKey(error: AuthError): string {
  return `errors.${error.code}`;
}
