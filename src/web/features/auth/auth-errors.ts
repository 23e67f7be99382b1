/** Auth.js error codes (`?error=` on /login, or in the url of a sign-in answer) in words. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  CredentialsSignin: 'Wrong e-mail or password.',
  SessionRequired: 'Please sign in to see that page.',
  Verification: 'This sign-in link has expired or has already been used. Request a new link below.',
  AccessDenied: 'This account may not sign in. If you think it should, ask an administrator.',
  Configuration: 'Sign-in is not set up correctly on the server. Please tell an administrator.',
  EmailSignin: 'The sign-in e-mail could not be sent. Try again later, or sign in with your password.',
  TOO_MANY_REQUESTS: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
  NETWORK: 'The server could not be reached. Check your connection and try again.',
};

export const DEFAULT_AUTH_ERROR = 'Signing in did not work. Please try again.';

export function authErrorMessage(code: string, serverMessage?: string): string {
  if (code === 'TOO_MANY_REQUESTS' && serverMessage) return serverMessage;
  return AUTH_ERROR_MESSAGES[code] ?? DEFAULT_AUTH_ERROR;
}
