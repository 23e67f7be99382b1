import type { RequestContext } from './context.ts';

/**
 * Whether this request runs in an authorised sales mode (DESIGN §5): agency prices, the discount and
 * the sales-only parts of quotes. The authorisation will live on the server, tied to the session;
 * the sales-mode issue builds it here. Until then no caller is in sales mode, so every sales-only
 * figure stays hidden. Every check of the app goes through this one function.
 */
export function salesModeAuthorised(_ctx: Pick<RequestContext, 'user'>): boolean {
  return false;
}
