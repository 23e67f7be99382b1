// Hot reads are built once per data revision and served from memory. The revision lives in the
// database (raised by triggers on every write, which also NOTIFY): each instance knows the current
// revisions from its change feed without a query, and asks only while the feed is down or right
// after a write of its own (change-feed.ts, decision 006).
import { changeFeedOf } from '../change-feed.ts';
import type { Db } from '../client.ts';
import type { DataArea } from '../schema/index.ts';
import { type Revisions, readRevisions } from './revisions.ts';

/** `ready` once the value is built: the hot path reads it without waiting. */
type Entry<T> = {
  key: string;
  value: Promise<T>;
  ready?: { value: T };
  /** What `peek` last found current (see `Checked`). */
  checked?: Checked;
};

/**
 * The revisions object a cached value was last found current against, and until when. The change feed
 * replaces that object on every change, so while it is the same one a hot read need not make the key
 * again (a string per request, which showed in profiles of small hot reads).
 */
export type Checked = { revisions: Revisions; until: number };

/** Whether a value keyed `key` is current at `revisions` now, remembering the answer in `memo`. */
export function currentAt(
  memo: { key: string; checked?: Checked },
  areas: readonly DataArea[],
  revisions: Revisions,
  now = Date.now(),
): boolean {
  if (memo.checked?.revisions === revisions && now < memo.checked.until) return true;
  const today = new Date(now);
  if (memo.key !== revisionKey(areas, revisions, today)) return false;
  memo.checked = { revisions, until: monthEnd(today) };
  return true;
}

// The month of the last call and the span of time it covers: most calls land in the same month, and
// formatting a date on every hot read showed in profiles.
let month = { text: '', from: 0, until: 0 };

/** Items hide from the first day of their availableTo month, so the month is part of every key (UTC). */
function monthOf(now: Date): string {
  const time = now.getTime();
  if (time >= month.from && time < month.until) return month.text;
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const until = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  month = { text: now.toISOString().slice(0, 7), from, until };
  return month.text;
}

/** When the month of `now` ends (ms since the epoch): a revision key made now holds until then. */
function monthEnd(now: Date): number {
  monthOf(now);
  return month.until;
}

/** The key of data made from these areas at these revisions, this month. */
export function revisionKey(areas: readonly DataArea[], revisions: Revisions, now: Date): string {
  let key = '';
  for (const area of areas) key += `${revisions[area] ?? 0}.`;
  return `${key}@${monthOf(now)}`;
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
    const entry: Entry<T> = { key, value };
    entries.set(variant, entry);
    try {
      const result = await built;
      entry.ready = { value: result.value };
      // A write landed between the two reads: file the value under the key it really belongs to.
      if (result.snapshotKey !== key && entries.get(variant) === entry) entry.key = result.snapshotKey;
    } catch (error) {
      if (entries.get(variant) === entry) entries.delete(variant);
      throw error;
    }
    return value;
  }

  /**
   * The value for this variant when it is built and current, known without any I/O (the change feed
   * is live and trusted); undefined otherwise, and the caller takes the full way.
   */
  peek(db: Db, options: { variant?: string; now?: Date } = {}): T | undefined {
    const feed = changeFeedOf(db);
    if (!feed?.trusted()) return undefined;
    const entry = this.#byDb.get(db)?.get(options.variant ?? '');
    if (!entry?.ready || !currentAt(entry, this.#areas, feed.known(), options.now?.getTime()))
      return undefined;
    return entry.ready.value;
  }
}
