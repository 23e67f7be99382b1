import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../api/context.ts';
import { jsonError } from '../api/rest/define.ts';
import { InvalidEmailError, normaliseEmailIdentifier } from './email-address.ts';
import {
  type Reservation,
  reserveAttempt,
  reserveLink,
  tooManyAttemptsMessage,
  tooManyLinksMessage,
} from './rate-limit.ts';
import { readCookie } from './session-claims.ts';

/** The sign-in posts that are counted: a password guess, and a request for a sign-in link. */
const COUNTED = {
  '/api/auth/callback/credentials': 'password',
  '/api/auth/signin/nodemailer': 'link',
} as const;

const CSRF_COOKIE = 'authjs.csrf-token';
const SECURE_CSRF_COOKIE = '__Host-authjs.csrf-token';

/**
 * Auth.js's double-submit check, made before counting: the cookie is `token|sha256(token + secret)`
 * (set by Auth.js, so its hash proves it), and the form's `csrfToken` is that token.
 */
function csrfTokenVerified(
  cookieHeader: string | null,
  formToken: string | null,
  options: { secret: string; secureCookies: boolean },
): boolean {
  const cookie = readCookie(cookieHeader, options.secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE);
  if (!cookie || !formToken) return false;
  const [token = '', hash = ''] = cookie.split('|');
  const expected = Buffer.from(createHash('sha256').update(`${token}${options.secret}`).digest('hex'));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected) && token === formToken;
}

/**
 * Whether a browser says the post comes from another site. A post from a browser carries `Origin`
 * (`null` from a sandboxed frame or a file: also foreign); without one, `Sec-Fetch-Site` may still
 * tell. A client that sends neither is not a browser, and the CSRF token is what it must show.
 */
function crossOrigin(headers: Headers, host: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

type GuardInput = {
  pathname: string;
  headers: Headers;
  form: URLSearchParams;
  ctx: RequestContext;
  host: string;
  secret: string;
  secureCookies: boolean;
};

/**
 * What stands between a sign-in post and Auth.js. A post from another origin is refused (403). A post
 * whose CSRF token Auth.js would refuse is handed on without its token, so Auth.js refuses it and
 * nothing is counted: a lock-out or a mail needs a token from our own pages. Then the attempt is
 * counted (rate-limit.ts), and a refused one answers 429. Returns the refusal, or the form for Auth.js.
 */
export async function guardSignIn(input: GuardInput): Promise<Response | URLSearchParams> {
  const kind = COUNTED[input.pathname as keyof typeof COUNTED];
  if (!kind) return input.form;
  const { form, ctx } = input;
  if (crossOrigin(input.headers, input.host)) {
    return jsonError(403, 'FORBIDDEN', "Sign in from Meterline's own sign-in page.");
  }
  const verified = csrfTokenVerified(input.headers.get('cookie'), form.get('csrfToken'), input);
  if (!verified) {
    const unverified = new URLSearchParams(form);
    unverified.delete('csrfToken');
    return unverified;
  }
  const email = form.get('email') ?? '';
  if (kind === 'password') {
    const reservation = await reserveAttempt(ctx.db, email, ctx.ip);
    if (reservation.allowed) return form;
    ctx.log.warn({ ip: ctx.ip }, 'sign-in locked after repeated failures');
    return tooMany(reservation, tooManyAttemptsMessage(reservation, 'sign-ins'));
  }
  let account: string;
  try {
    account = normaliseEmailIdentifier(email);
  } catch (error) {
    if (error instanceof InvalidEmailError) return jsonError(400, 'BAD_REQUEST', error.message);
    throw error;
  }
  const reservation = await reserveLink(ctx.db, account, ctx.ip);
  if (reservation.allowed) return form;
  ctx.log.warn({ ip: ctx.ip }, 'sign-in links limited');
  return tooMany(reservation, tooManyLinksMessage(reservation));
}

function tooMany(reservation: Reservation, message: string): Response {
  const response = jsonError(429, 'TOO_MANY_REQUESTS', message);
  response.headers.set('Retry-After', String(reservation.retryAfterS));
  return response;
}
