// The browser side of the Auth.js REST API (SPEC §2 "Authentication library paths", §7, §8).
import { ROLES, type Role } from '../../../domain/roles.ts';
import type { SessionUser } from '../../../server/api/types.ts';

export type { SessionUser };
export type Session = { user: SessionUser; expires: string };

export const AUTH_BASE = '/api/auth';

export type ClientLogCode = 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR';

/** Writes a client failure to the server log; never throws (the server may be what failed). */
export async function logClientError(
  code: ClientLogCode,
  message: string,
  metadata?: Record<string, unknown>,
): Promise<void> {
  try {
    await fetch(`${AUTH_BASE}/_log`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'error', code, message, ...(metadata ? { metadata } : {}) }),
    });
  } catch {
    // Nothing left to tell: the log endpoint is on the same server that just failed.
  }
}

/** The session endpoint could not be reached, or answered something that is not a session. */
export class SessionError extends Error {
  override name = 'SessionError';
  constructor(
    readonly code: ClientLogCode,
    message: string,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `null` and `{}` mean signed out; anything else must be a complete session. */
export function parseSession(body: unknown): Session | null {
  if (body === null || (isRecord(body) && Object.keys(body).length === 0)) return null;
  if (!isRecord(body) || !isRecord(body.user)) throw new Error('the answer has no user');
  const { id, name, email, role, tradeFairModeEnabled } = body.user;
  if (typeof id !== 'string' || id === '') throw new Error('the user has no id');
  if (typeof email !== 'string') throw new Error('the user has no e-mail');
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw new Error(`the user has an unknown role ${String(role)}`);
  }
  if (typeof body.expires !== 'string') throw new Error('the session has no expiry');
  return {
    user: {
      id,
      name: typeof name === 'string' && name !== '' ? name : email,
      email,
      role: role as Role,
      tradeFairModeEnabled: tradeFairModeEnabled === true,
    },
    expires: body.expires,
  };
}

/** GET (or, with `init`, POST) /api/auth/session. Logs and throws a SessionError on any failure. */
export async function requestSession(init?: RequestInit): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}/session`, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch (error) {
    const message = `The session could not be fetched: ${error instanceof Error ? error.message : String(error)}`;
    void logClientError('CLIENT_FETCH_ERROR', message, { url: `${AUTH_BASE}/session` });
    throw new SessionError('CLIENT_FETCH_ERROR', message);
  }
  let problem: string;
  if (response.ok) {
    try {
      return parseSession(await response.json());
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  } else {
    problem = `HTTP ${response.status}`;
  }
  const message = `The session answer was not usable: ${problem}`;
  void logClientError('CLIENT_SESSION_ERROR', message, {
    url: `${AUTH_BASE}/session`,
    status: response.status,
  });
  throw new SessionError('CLIENT_SESSION_ERROR', message);
}

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
 * Signs in with a provider as SPEC §8 says: with no providers at all the browser goes to the error
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
