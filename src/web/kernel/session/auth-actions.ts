// Auth.js actions from the browser: the CSRF token, sign-in, sign-out and session updates. Apart from
// auth-client.ts (the session read every page makes at boot), so a first load carries none of this.
import {
  AUTH_BASE,
  isRecord,
  logClientError,
  requestSession,
  type Session,
  SessionError,
} from './auth-client.ts';

export async function getCsrfToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}/csrf`, { credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    const message = `The CSRF token could not be fetched: ${error instanceof Error ? error.message : String(error)}`;
    void logClientError('CLIENT_FETCH_ERROR', message, { url: `${AUTH_BASE}/csrf` });
    throw new SessionError('CLIENT_FETCH_ERROR', message);
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isRecord(body) || typeof body.csrfToken !== 'string') {
    const message = `The CSRF answer was not usable (HTTP ${response.status})`;
    void logClientError('CLIENT_SESSION_ERROR', message, { url: `${AUTH_BASE}/csrf` });
    throw new SessionError('CLIENT_SESSION_ERROR', message);
  }
  return body.csrfToken;
}

/** POST /api/auth/session with `{ csrfToken, data }`: the server refreshes the session token. */
export async function postSessionUpdate(data: unknown): Promise<Session | null> {
  const csrfToken = await getCsrfToken();
  return requestSession({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csrfToken, data }),
  });
}

/** What an Auth.js action ended in: the page it sends the browser to, or an error in words' reach. */
export type AuthActionResult =
  | { ok: true; url: string }
  | { ok: false; error: string; message?: string; retryable?: boolean };

function errorOf(url: string): string | null {
  try {
    return new URL(url, window.location.origin).searchParams.get('error');
  } catch {
    return null;
  }
}

/**
 * A form-encoded Auth.js POST with the CSRF token and `json=true`. Auth.js answers with `{ url }`; a
 * url carrying `error=` is a refusal (e.g. CredentialsSignin). 429 carries our own error body.
 */
export async function postAuthForm(
  action: string,
  fields: Record<string, string>,
): Promise<AuthActionResult> {
  const url = `${AUTH_BASE}/${action}`;
  let response: Response;
  try {
    const csrfToken = await getCsrfToken();
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Auth-Return-Redirect': '1',
      },
      body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
    });
  } catch (error) {
    if (!(error instanceof SessionError)) {
      void logClientError(
        'CLIENT_FETCH_ERROR',
        `${action}: ${error instanceof Error ? error.message : String(error)}`,
        {
          url,
        },
      );
    }
    return { ok: false, error: 'NETWORK', retryable: true };
  }
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
    ? await response.json().catch(() => null)
    : null;
  if (response.status === 429) {
    const message =
      isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string'
        ? body.error.message
        : undefined;
    return { ok: false, error: 'TOO_MANY_REQUESTS', ...(message ? { message } : {}), retryable: true };
  }
  // Without the JSON answer, fetch followed the redirect: its target tells the outcome just the same.
  const target =
    isRecord(body) && typeof body.url === 'string' ? body.url : response.redirected ? response.url : '';
  if (!response.ok || target === '') {
    void logClientError('CLIENT_FETCH_ERROR', `${action}: HTTP ${response.status} without a target url`, {
      url,
    });
    return { ok: false, error: 'Default', retryable: true };
  }
  const error = errorOf(target);
  return error ? { ok: false, error } : { ok: true, url: target };
}

/** An absolute same-origin URL for Auth.js's callbackUrl. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

type ProviderList = Record<string, { id: string; type: string }>;

/**
 * Signs in with a provider as Auth.js's client does: with no providers at all the browser goes to the error
 * page, with an unknown one to the sign-in page; otherwise the provider's form is posted.
 */
export async function signIn(
  provider: string,
  fields: Record<string, string>,
  callbackPath: string,
): Promise<AuthActionResult> {
  const callbackUrl = absoluteUrl(callbackPath);
  let providers: ProviderList;
  try {
    const response = await fetch(`${AUTH_BASE}/providers`, { credentials: 'same-origin' });
    providers = response.ok ? ((await response.json()) as ProviderList) : {};
  } catch (error) {
    void logClientError(
      'CLIENT_FETCH_ERROR',
      `providers: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: false, error: 'NETWORK', retryable: true };
  }
  if (Object.keys(providers ?? {}).length === 0) {
    window.location.assign(`${AUTH_BASE}/error`);
    return { ok: false, error: 'REDIRECTED' };
  }
  const chosen = providers[provider];
  if (!chosen) {
    window.location.assign(`${AUTH_BASE}/signin?${new URLSearchParams({ callbackUrl })}`);
    return { ok: false, error: 'REDIRECTED' };
  }
  const action = chosen.type === 'credentials' ? `callback/${provider}` : `signin/${provider}`;
  return postAuthForm(action, { ...fields, callbackUrl });
}

export function signInWithPassword(email: string, password: string, callbackPath: string) {
  return signIn('credentials', { email, password }, callbackPath);
}

export function requestEmailLink(email: string, callbackPath: string) {
  return signIn('nodemailer', { email }, callbackPath);
}

export function signOutRequest(callbackPath: string) {
  return postAuthForm('signout', { callbackUrl: absoluteUrl(callbackPath) });
}
