// The sign-in errors the sign-in page names in words: Auth.js's codes (its error page's Configuration,
// AccessDenied, Verification and Default, and the sign-in page's codes this app's providers give) and
// the app's own (the sign-in limits, an unreachable server, a session the browser did not keep).

/** Codes that arrive on the sign-in page as `/login?error=`. */
export const AUTH_PAGE_ERRORS = [
  'Configuration',
  'AccessDenied',
  'Verification',
  'Default',
  'CredentialsSignin',
  'EmailSignin',
  'SessionRequired',
  'MissingCSRF',
] as const;

/** Codes the sign-in forms themselves meet. */
export const AUTH_FORM_ERRORS = ['TOO_MANY_REQUESTS', 'NETWORK', 'SessionNotKept'] as const;

export type AuthErrorCode = (typeof AUTH_PAGE_ERRORS)[number] | (typeof AUTH_FORM_ERRORS)[number];

const KNOWN = new Set<string>([...AUTH_PAGE_ERRORS, ...AUTH_FORM_ERRORS]);

/** A code as given (`?error=`, a sign-in answer), or Default for none or one we have no words for. */
export function authErrorCode(value: string | null | undefined): AuthErrorCode {
  return value && KNOWN.has(value) ? (value as AuthErrorCode) : 'Default';
}
