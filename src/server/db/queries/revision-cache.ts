// Hot reads are built once per data revision and served from memory. The revision lives in the
// database (raised by triggers on every write), so several app instances on one PostgreSQL agree on
// when their copies are stale, at the cost of one tiny query per request.
import type { Db } from '../client.ts';
import type { DataArea } from '../schema/index.ts';
import { type Revisions, readRevisions } from './revisions.ts';

type Entry<T> = { key: string; value: Promise<T> };

/** Items hide from the first day of their availableTo month, so the month is part of every key. */
function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
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
    return `${this.#areas.map((area) => revisions[area] ?? 0).join('.')}@${monthOf(now)}`;
  }

  /**
   * The value for this variant (e.g. slug and locale) at the current revision. Concurrent misses share
   * one build. The build runs in a read-only snapshot together with a second read of the revisions, so
   * the bytes stored under a key are exactly the data of that key.
   */
  async get(db: Db, options: { variant?: string; now?: Date } = {}): Promise<T> {
    const variant = options.variant ?? '';
    const now = options.now ?? new Date();
    const key = this.keyOf(await readRevisions(db), now);
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
