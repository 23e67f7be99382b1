// The per-request session check without a database round trip on a hot read (decision 004): decoded
// tokens and the re-checked account state are kept per instance. The account state is dropped on
// every user or sign-out notification of the change feed, and not kept at all while the feed is down
// or right after a write of this instance, so a disabled, demoted or signed-out user is still refused
// on the next request.
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { findSessionState } from '../db/queries/users.ts';
import { BoundedMap } from '../services/bounded-map.ts';

const MAX_ENTRIES = 10_000;

export type SessionState = Awaited<ReturnType<typeof findSessionState>>;

export class SessionStateCache {
  readonly #entries = new BoundedMap<string, SessionState>(MAX_ENTRIES);
  #generation = 0;
  readonly #feed: ChangeFeed | undefined;

  constructor(feed: ChangeFeed | undefined) {
    this.#feed = feed;
    // User and session changes are rare (edits, sign-outs): dropping everything is simplest and safe.
    feed?.subscribe((change) => {
      if (change.kind === 'revision' || change.kind === 'salesMode') return;
      this.#entries.clear();
      this.#generation++;
    });
  }

  /** The cached state when the feed vouches for it; undefined when only the database can tell. */
  peek(options: { id: string; sid: string }): SessionState | undefined {
    if (!this.#feed?.trusted()) return undefined;
    return this.#entries.get(`${options.id}|${options.sid}`);
  }

  async get(db: Db, options: { id: string; sid: string }): Promise<SessionState> {
    const key = `${options.id}|${options.sid}`;
    if (this.#feed?.trusted()) {
      const hit = this.#entries.get(key);
      if (hit) return hit;
    }
    const generation = this.#generation;
    const state = await findSessionState(db, options);
    // Only what no notification overtook, and only while notifications flow.
    if (state && generation === this.#generation && this.#feed?.trusted()) this.#entries.set(key, state);
    return state;
  }
}
