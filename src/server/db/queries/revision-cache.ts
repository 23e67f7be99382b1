// Hot reads are built once per data revision and served from memory. The revision lives in the
// database (raised by triggers on every write, which also NOTIFY): each instance knows the current
// revisions from its change feed without a query, and asks only while the feed is down or right
// after a write of its own (change-feed.ts, decision 004).
import { changeFeedOf } from '../change-feed.ts';
import type { Db } from '../client.ts';
import type { DataArea } from '../schema/index.ts';
import { type Revisions, readRevisions } from './revisions.ts';

type Entry<T> = { key: string; value: Promise<T> };

/** Items hide from the first day of their availableTo month, so the month is part of every key. */
function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The key of data made from these areas at these revisions, this month. */
export function revisionKey(areas: readonly DataArea[], revisions: Revisions, now: Date): string {
  return `${areas.map((area) => revisions[area] ?? 0).join('.')}@${monthOf(now)}`;
}

/** The current revisions of a database: from its change feed, asked only while the feed is down. */
export function currentRevisions(db: Db): Promise<Revisions> {
  const feed = changeFeedOf(db);
  return feed ? feed.revisions(db) : readRevisions(db);
}

export class RevisionCache<T> {
  // Per database handle: revision numbers of two databases (tests, a restore) say nothing about each other.
  readonly #byDb = new WeakMap<Db, Map<string, Entry<T>>>();
  readonly #areas: readonly DataArea[];
  readonly #build: (db: Db, variant: string, now: Date) => Promise<T>;

  constructor(areas: readonly DataArea[], build: (db: Db, variant: string, now: Date) => Promise<T>) {
    this.#areas = areas;
    this.#build = build;
  }

  keyOf(revisions: Revisions, now: Date): string {
    return revisionKey(this.#areas, revisions, now);
  }

  /**
   * The value for this variant (e.g. slug and locale) at the current revision. Concurrent misses share
   * one build. The build runs in a read-only snapshot together with a second read of the revisions, so
   * the bytes stored under a key are exactly the data of that key.
   */
  async get(db: Db, options: { variant?: string; now?: Date } = {}): Promise<T> {
    const variant = options.variant ?? '';
    const now = options.now ?? new Date();
    const key = this.keyOf(await currentRevisions(db), now);
    let entries = this.#byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.#byDb.set(db, entries);
    }
    const cached = entries.get(variant);
    if (cached?.key === key) return cached.value;

    const built = db.transaction(
      async (tx) => {
        const snapshotKey = this.keyOf(await readRevisions(tx), now);
        const value = await this.#build(tx, variant, now);
        return { snapshotKey, value };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const value = built.then((result) => result.value);
    // A failure reaches this caller through `built` below and concurrent callers through `value`.
    value.catch(() => {});
    entries.set(variant, { key, value });
    try {
      const { snapshotKey } = await built;
      // A write landed between the two reads: file the value under the key it really belongs to.
      if (snapshotKey !== key && entries.get(variant)?.value === value) {
        entries.set(variant, { key: snapshotKey, value });
      }
    } catch (error) {
      if (entries.get(variant)?.value === value) entries.delete(variant);
      throw error;
    }
    return value;
  }
}
