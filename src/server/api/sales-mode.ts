import type { RequestContext, SessionUser } from './context.ts';

/**
 * The session's user as the public configurator's procedures see it: the one place they read it, so
 * that reading the session lazily (only when an answer depends on it) changes one line.
 */
export function sessionUser(ctx: Pick<RequestContext, 'getUser'>): Promise<SessionUser | null> {
  return ctx.getUser();
}

/**
 * Whether this request runs in an authorised sales mode (DESIGN §5): agency prices, the discount and
 * the sales-only parts of quotes. The authorisation will live on the server, tied to the session;
 * the sales-mode issue builds it here. Until then no caller is in sales mode, so every sales-only
 * figure stays hidden. Every check of the app goes through this one function.
 */
export async function salesModeAuthorised(_ctx: Pick<RequestContext, 'getUser'>): Promise<boolean> {
  return false;
}
