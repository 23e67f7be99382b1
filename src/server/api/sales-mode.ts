// Sales mode (docs/product.md#sales-mode): authorised on the server for one session, by the role or, for
// trade-fair users, by the PIN. Every check of the app goes through `salesModeAuthorised`. The state per
// session is kept per instance and dropped by the change feed's `sales:<sid>` notifications, so a hot read
// in sales mode costs no query either.
import { can } from '../../domain/permissions.ts';
import { type SalesModeStatus, TRADE_FAIR_IDLE_MS } from '../../domain/sales-mode.ts';
import { type ChangeFeed, changeFeedOf } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { findSalesMode, type SalesModeRow, touchSalesMode } from '../db/queries/sales-mode.ts';
import { BoundedMap } from '../services/bounded-map.ts';
import type { RequestContext, SessionUser } from './context.ts';

/** A PIN authorisation is kept alive by requests; its row is written at most this often. */
const TOUCH_EVERY_MS = 30_000;

/**
 * The session's user as the public configurator's procedures see it: the one place they read it, so
 * that reading the session lazily (only when an answer depends on it) stays one line.
 */
export function sessionUser(ctx: Pick<RequestContext, 'getUser'>): Promise<SessionUser | null> {
  return ctx.getUser();
}

class SalesModeCache {
  readonly #entries = new BoundedMap<string, SalesModeRow | null>(10_000);
  #generation = 0;
  readonly #feed: ChangeFeed | undefined;

  constructor(feed: ChangeFeed | undefined) {
    this.#feed = feed;
    feed?.subscribe((change) => {
      if (change.kind !== 'salesMode' && change.kind !== 'reset') return;
      this.#entries.clear();
      this.#generation++;
    });
  }

  /** The cached row (null: none) while the feed vouches for it; undefined when only the database knows. */
  peek(sid: string): SalesModeRow | null | undefined {
    if (!this.#feed?.trusted() || !this.#entries.has(sid)) return undefined;
    return this.#entries.get(sid) ?? null;
  }

  async get(db: Db, sid: string): Promise<SalesModeRow | null> {
    if (this.#feed?.trusted() && this.#entries.has(sid)) return this.#entries.get(sid) ?? null;
    const generation = this.#generation;
    const row = (await findSalesMode(db, { sid })) ?? null;
    if (generation === this.#generation && this.#feed?.trusted()) this.#entries.set(sid, row);
    return row;
  }
}

const caches = new WeakMap<Db, SalesModeCache>();
function cacheOf(db: Db): SalesModeCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SalesModeCache(changeFeedOf(db));
    caches.set(db, cache);
  }
  return cache;
}

type State = {
  user: SessionUser | null;
  row: SalesModeRow | null;
  authorised: boolean;
  expiresAt: Date | null;
};

function stateOf(user: SessionUser | null, row: SalesModeRow | null, now: number): State {
  if (!user || !row || !can(user.role, 'salesMode.use') || row.userId !== user.id) {
    return { user, row, authorised: false, expiresAt: null };
  }
  if (row.via === 'role') return { user, row, authorised: true, expiresAt: null };
  const expiresAt = new Date(row.lastActiveAt.getTime() + TRADE_FAIR_IDLE_MS);
  return { user, row, authorised: expiresAt.getTime() > now, expiresAt };
}

// Several checks in one request (the cache key, the procedure, the PDF) share one answer.
const perRequest = new WeakMap<object, Promise<State>>();

async function currentState(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<State> {
  let pending = perRequest.get(ctx.getUser);
  if (!pending) {
    pending = (async () => {
      const user = await ctx.getUser();
      if (!user || !can(user.role, 'salesMode.use')) return stateOf(user, null, Date.now());
      const row = await cacheOf(ctx.db).get(ctx.db, user.sessionId);
      const state = stateOf(user, row, Date.now());
      // In use: a PIN authorisation lives on (written rarely; every write is told to all instances).
      if (state.authorised && row && Date.now() - row.lastActiveAt.getTime() > TOUCH_EVERY_MS) {
        await touchSalesMode(ctx.db, { sid: row.sid, everyMs: TOUCH_EVERY_MS });
      }
      return state;
    })();
    perRequest.set(ctx.getUser, pending);
  }
  return pending;
}

/** Whether this request runs in an authorised sales mode (docs/product.md#sales-mode). */
export async function salesModeAuthorised(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<boolean> {
  return (await currentState(ctx)).authorised;
}

/**
 * Sales mode of a known user from memory alone (the hot path); undefined when only the database can
 * tell, or when the request should keep a PIN authorisation alive (the full way writes that).
 */
export function peekSalesMode(db: Db, user: SessionUser | null): boolean | undefined {
  if (!user || !can(user.role, 'salesMode.use')) return false;
  const row = cacheOf(db).peek(user.sessionId);
  if (row === undefined) return undefined;
  const state = stateOf(user, row, Date.now());
  if (state.authorised && row && Date.now() - row.lastActiveAt.getTime() > TOUCH_EVERY_MS) return undefined;
  return state.authorised;
}

/** What the header's toggle shows. */
export async function salesModeStatus(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<SalesModeStatus> {
  const state = await currentState(ctx);
  const available = state.user !== null && can(state.user.role, 'salesMode.use');
  return {
    available,
    needsPin: available && (state.user?.tradeFairModeEnabled ?? false),
    authorised: state.authorised,
    expiresAt: state.authorised && state.expiresAt ? state.expiresAt.toISOString() : null,
  };
}
