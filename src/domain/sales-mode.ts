/**
 * Trade-fair mode (docs/product.md#trade-fair-mode) ends after 300000 ms (5 min) without a key, mouse, touch,
 * click, scroll or wheel event in the browser, and the server ends a PIN-authorised sales mode after as long
 * without a request, so a stale tab cannot keep it.
 */
export const TRADE_FAIR_IDLE_MS = 300_000;

/** The browser events that count as activity at the booth (docs/product.md#trade-fair-mode). */
export const TRADE_FAIR_ACTIVITY_EVENTS = [
  'keydown',
  'mousemove',
  'mousedown',
  'touchstart',
  'click',
  'scroll',
  'wheel',
] as const;

/** What the header's sales toggle needs to know about the current session. */
export type SalesModeStatus = {
  /** the role may use sales mode (sales, admin, development; never backoffice) */
  available: boolean;
  /** trade-fair user: sales mode is unlocked with the PIN */
  needsPin: boolean;
  authorised: boolean;
  /** when a PIN authorisation ends without further requests (ISO time), else null */
  expiresAt: string | null;
};
