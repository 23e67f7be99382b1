// English: the source of the sign-in page's error messages (namespace "auth"), one per code of
// domain/auth-errors.ts. Loaded when the sign-in page has an error to show.
export default {
  errors: {
    Configuration: 'Sign-in is not set up correctly on the server. Please tell an administrator.',
    AccessDenied: 'This account may not sign in. If you think it should, ask an administrator.',
    Verification: 'This sign-in link has expired or has already been used. Request a new link below.',
    Default: 'Signing in did not work. Please try again.',
    CredentialsSignin: 'Wrong e-mail or password.',
    EmailSignin: 'The sign-in e-mail could not be sent. Try again later, or sign in with your password.',
    SessionRequired: 'Please sign in to see that page.',
    MissingCSRF: 'The sign-in form had expired. Please try again.',
    TOO_MANY_REQUESTS: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
    NETWORK: 'The server could not be reached. Check your connection and try again.',
    SessionNotKept:
      'You were signed in, but this browser did not keep the session. Allow cookies for this site.',
  },
} as const;
