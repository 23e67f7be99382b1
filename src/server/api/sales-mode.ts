// Sales mode (docs/product.md#sales-mode): authorised on the server for one session, by the role or, for
// trade-fair users, by the PIN. Every check of the app goes through `salesModeAuthorised`. The state per
// session is kept per instance and dropped by the change feed's `sales:<sid>` notifications, so a hot read
// in sales mode costs no query either.
import { can } from '../../domain/permissions.ts';
import { type SalesModeStatus, TRADE_FAIR_IDLE_MS } from '../../domain/sales-mode.ts';
import { type ChangeFeed, changeFeedOf } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { findSalesMode, type SalesModeGrant, touchSalesMode } from '../db/queries/sales-mode.ts';
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

/**
 * The database's answer and when it was read (`performance.now()`, which no change of the wall clock
 * moves). The answer is reused only while the time since the read stays within what the database said
 * was left; then the database is asked again. So the app never concludes on its own that a PIN
 * authorisation ended: the database's clock decides, on every instance alike.
 */
type Entry = { grant: SalesModeGrant; readAt: number } | null;

/** How long the grant has been idle now: the database's figure plus the time since it was read. */
function idleNow(entry: NonNullable<Entry>): number {
  return entry.grant.idleMs + (performance.now() - entry.readAt);
}

/** Whether the database's answer still stands, or must be asked again. */
function current(entry: Entry): boolean {
  return !entry || entry.grant.via === 'role' || !entry.grant.active || idleNow(entry) < TRADE_FAIR_IDLE_MS;
}

class SalesModeCache {
  readonly #entries = new BoundedMap<string, Entry>(10_000);
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

  /** The cached answer (null: none) while the feed vouches for it; undefined when only the database knows. */
  peek(sid: string): Entry | undefined {
    if (!this.#feed?.trusted() || !this.#entries.has(sid)) return undefined;
    const entry = this.#entries.get(sid) ?? null;
    return current(entry) ? entry : undefined;
  }

  async get(db: Db, sid: string): Promise<Entry> {
    const cached = this.peek(sid);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const grant = await findSalesMode(db, { sid });
    const entry = grant ? { grant, readAt: performance.now() } : null;
    if (generation === this.#generation && this.#feed?.trusted()) this.#entries.set(sid, entry);
    return entry;
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
  entry: Entry;
  authorised: boolean;
  expiresAt: Date | null;
};

/** `entry` is current (the database's answer stands); no clock is read here. */
function stateOf(user: SessionUser | null, entry: Entry): State {
  const grant = entry?.grant;
  if (!user || !grant || !can(user.role, 'salesMode.use') || grant.userId !== user.id) {
    return { user, entry, authorised: false, expiresAt: null };
  }
  if (grant.via === 'role') return { user, entry, authorised: true, expiresAt: null };
  // The end as the database's clock has it: its timestamp of the last use plus the idle time.
  const expiresAt = new Date(grant.lastActiveAt.getTime() + TRADE_FAIR_IDLE_MS);
  return { user, entry, authorised: grant.active, expiresAt };
}

/** A PIN authorisation in use lives on: its row is written again once it is TOUCH_EVERY_MS old. */
function touchDue(state: State): boolean {
  return state.authorised && state.entry?.grant.via === 'pin' && idleNow(state.entry) > TOUCH_EVERY_MS;
}

// Several checks in one request (the cache key, the procedure, the PDF) share one answer.
const perRequest = new WeakMap<object, Promise<State>>();

async function currentState(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<State> {
  let pending = perRequest.get(ctx.getUser);
  if (!pending) {
    pending = (async () => {
      const user = await ctx.getUser();
      if (!user || !can(user.role, 'salesMode.use')) return stateOf(user, null);
      const state = stateOf(user, await cacheOf(ctx.db).get(ctx.db, user.sessionId));
      // Written rarely (every write is told to all instances); the database checks again that it is
      // due and has not ended.
      if (touchDue(state) && state.entry) {
        await touchSalesMode(ctx.db, { sid: state.entry.grant.sid, everyMs: TOUCH_EVERY_MS });
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
  const entry = cacheOf(db).peek(user.sessionId);
  if (entry === undefined) return undefined;
  const state = stateOf(user, entry);
  if (touchDue(state)) return undefined;
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
