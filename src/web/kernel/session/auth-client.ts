// The browser side of the Auth.js REST API (docs/product.md#routes, #errors).
import { ROLES, type Role } from '../../../domain/roles.ts';
import type { SessionUser } from '../../../server/api/types.ts';
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

export function isRecord(value: unknown): value is Record<string, unknown> {
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
