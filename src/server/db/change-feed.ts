// How an instance learns that data changed without asking on every request (decision 004). The
// database announces every change on the channel `meterline_changes` (migration 0005): raised data
// revisions, changed users, signed-out sessions. On PostgreSQL a dedicated connection LISTENs and
// reconnects when lost; on PGlite the same notifications arrive in-process. While the feed is not
// live, callers fall back to asking the database, as they did before.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client.ts';
import { type Revisions, readRevisions } from './queries/revisions.ts';
import { DATA_AREAS, type DataArea } from './schema/index.ts';

export const CHANGE_CHANNEL = 'meterline_changes';
/** After a write through this instance, trust nothing cached until its notification surely arrived. */
const ASK_AFTER_WRITE_MS = 1000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

export type Change =
  | { kind: 'revision'; area: DataArea; revision: number }
  | { kind: 'user'; id: string }
  | { kind: 'session'; sid: string }
  /** a session's sales mode was authorised, touched or ended */
  | { kind: 'salesMode'; sid: string }
  /** the feed went down or came back: anything derived from earlier notifications is suspect */
  | { kind: 'reset' };

const AREAS = new Set<string>(DATA_AREAS);

function parseChange(payload: string): Change | undefined {
  const [kind, a, b] = payload.split(':');
  if (kind === 'rev' && a && AREAS.has(a) && b && /^\d+$/.test(b)) {
    return { kind: 'revision', area: a as DataArea, revision: Number(b) };
  }
  if (kind === 'user' && a) return { kind: 'user', id: a };
  if (kind === 'sid' && a) return { kind: 'session', sid: a };
  if (kind === 'sales' && a) return { kind: 'salesMode', sid: a };
  return undefined;
}

export class ChangeFeed {
  #live = false;
  #revisions: Revisions = {};
  #askUntil = 0;
  #asking: Promise<Revisions> | undefined;
  readonly #subscribers = new Set<(change: Change) => void>();

  /** Notifications are flowing: what they built may be trusted without asking. */
  trusted(): boolean {
    return this.#live && performance.now() >= this.#askUntil;
  }

  get live(): boolean {
    return this.#live;
  }

  /** A write went through this instance: its notification may still be on the way. */
  touch(ms = ASK_AFTER_WRITE_MS): void {
    this.#askUntil = Math.max(this.#askUntil, performance.now() + ms);
  }

  /**
   * The current revisions: from memory while trusted, otherwise asked (one query in flight at a time,
   * however many requests wait for it).
   */
  async revisions(db: Db): Promise<Revisions> {
    if (this.trusted()) return this.#revisions;
    this.#asking ??= readRevisions(db)
      .then((asked) => {
        this.#merge(asked);
        return asked;
      })
      .finally(() => {
        this.#asking = undefined;
      });
    return this.#asking;
  }

  /** The revisions as notifications told them (no query). */
  known(): Revisions {
    return this.#revisions;
  }

  subscribe(fn: (change: Change) => void): () => void {
    this.#subscribers.add(fn);
    return () => this.#subscribers.delete(fn);
  }

  /** Called by a source when it (re)connected and read the revisions after LISTEN. */
  goLive(revisions: Revisions): void {
    this.#merge(revisions);
    this.#live = true;
    this.#emit({ kind: 'reset' });
  }

  goDown(): void {
    if (!this.#live) return;
    this.#live = false;
    this.#emit({ kind: 'reset' });
  }

  receive(payload: string): void {
    const change = parseChange(payload);
    if (!change) return;
    if (change.kind === 'revision') this.#merge({ [change.area]: change.revision });
    this.#emit(change);
  }

  #merge(revisions: Revisions): void {
    const next = { ...this.#revisions };
    for (const [area, revision] of Object.entries(revisions) as [DataArea, number][]) {
      next[area] = Math.max(next[area] ?? 0, revision);
    }
    // A new object: a reader holding the old one keeps a consistent view.
    this.#revisions = next;
  }

  #emit(change: Change): void {
    for (const fn of this.#subscribers) fn(change);
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The feed of a database handle (every handle opened by client.ts has one). */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

export type FeedSource = { feed: ChangeFeed; stop(): Promise<void> };

/** PGlite: one process, one connection; its own notifications arrive before each query resolves. */
export async function listenPglite(client: PGlite, db: Db): Promise<FeedSource> {
  const feed = new ChangeFeed();
  feeds.set(db, feed);
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => feed.receive(payload));
  feed.goLive(await readRevisions(db));
  return {
    feed,
    async stop() {
      feed.goDown();
      await unlisten();
    },
  };
}

/**
 * PostgreSQL: a connection of its own that LISTENs. When it is lost the feed goes down (callers ask
 * again) and it reconnects with a growing pause; after LISTEN it reads the revisions once, so nothing
 * that changed while it was away is missed.
 */
export function listenPostgres(
  url: string,
  db: Db,
  options: { onState?: (live: boolean, error?: unknown) => void } = {},
): FeedSource {
  const feed = new ChangeFeed();
  feeds.set(db, feed);
  let stopped = false;
  let client: pg.Client | undefined;
  let pause = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (stopped) return;
    const wasLive = feed.live;
    feed.goDown();
    if (wasLive) options.onState?.(false, error);
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    clearTimeout(timer);
    timer = setTimeout(connect, pause);
    timer.unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    if (stopped) return;
    const { default: pgModule } = await import('pg');
    if (stopped) return;
    const next = new pgModule.Client({
      connectionString: url,
      connectionTimeoutMillis: 1500,
      keepAlive: true,
    });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) feed.receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      const { rows } = await next.query<{ area: DataArea; revision: string }>(
        'select area, revision from data_revisions',
      );
      if (stopped || client !== next) return;
      feed.goLive(Object.fromEntries(rows.map((row) => [row.area, Number(row.revision)])));
      pause = RECONNECT_MIN_MS;
      options.onState?.(true);
    } catch (error) {
      if (client === next) lost(error);
    }
  };
  void connect();

  return {
    feed,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      feed.goDown();
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => {});
    },
  };
}
