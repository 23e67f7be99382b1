import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
// node-postgres and its drizzle driver load only when a DATABASE_URL is used: about 100 ms of every
// PGlite start otherwise (measured by bench:start).
import type pg from 'pg';
import { closeToOthers, prepareDataDir } from '../config/data-dir.ts';
import { backupPglite, backupPostgres } from './backup.ts';
import { type ChangeFeed, listenPglite, listenPostgres } from './change-feed.ts';
import { acquireDataDirLock } from './lock.ts';
import { createPglite } from './pglite-client.ts';
import * as schema from './schema/index.ts';
import { DatabasePoolBusy, POOL_WAIT_MESSAGE } from './unavailable.ts';

type Schema = typeof schema;
/** One type for both drivers: query functions take `(db, options)` and never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What changed, told by the database (change-feed.ts): caches are invalidated by it. */
  changes: ChangeFeed;
  ping(): Promise<void>;
  /** Writes a backup file (PGlite: a tarball of the data directory; PostgreSQL: pg_dump). */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every instance sharing a PostgreSQL database waits on the same lock.
const MIGRATION_LOCK_ID = 7_230_412;

export type OpenOptions = {
  logger?: Logger;
  migrate?: boolean;
  /** Told when the change feed's listener is lost or back (PostgreSQL). */
  onChangeFeed?: (live: boolean, error?: unknown) => void;
};

/**
 * The embedded database could not be opened, or opened but could not read its own tables: damaged
 * (a disk that filled up, files changed by hand, a crash that recovery could not undo). The app does
 * not serve such a database; the message says how to restore a backup (docs/operations.md).
 */
export class DatabaseDamagedError extends Error {
  override name = 'DatabaseDamagedError';
  constructor(pgdata: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The database in ${pgdata} cannot be opened (${reason.split('\n')[0]}); it may be damaged. ` +
        'With the app stopped, restore the last backup with ' +
        '`npm run db:restore -- --file <backup file>` and start the app again.',
      { cause },
    );
  }
}

/** Reads a row of every table: a relation whose files are gone or unreadable fails here, not later. */
async function readEveryTable(client: PGlite): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  for (const { name } of tables.rows) await client.query(`select 1 from ${name} limit 1`);
}

/** Embedded PGlite in `dataDir/pglite`, guarded by a lock file so a second process refuses. */
export async function openPglite(dataDir: string, options: OpenOptions = {}): Promise<DbHandle> {
  // Password hashes live in here: only the owner may read it.
  const { dir } = prepareDataDir(dataDir);
  const release = acquireDataDirLock(dir);
  const pgdata = join(dir, 'pglite');
  let client: PGlite | undefined;
  try {
    client = await createPglite(pgdata);
    await readEveryTable(client);
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw new DatabaseDamagedError(pgdata, error);
  }
  try {
    // PGlite unpacks a new database with its files open to all (0666, set explicitly, so the umask
    // does not help), and writes a few files later in the same way: a new database's are closed here
    // (one look per start finds out), the rest when it is closed. The directory itself keeps others
    // out meanwhile (prepareDataDir).
    if (statSync(join(pgdata, 'PG_VERSION')).mode & 0o077) closeToOthers(pgdata);
    return await wrapPglite(client, options, () => {
      try {
        closeToOthers(pgdata);
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}

export async function wrapPglite(
  client: PGlite,
  options: OpenOptions,
  release = () => {},
): Promise<DbHandle> {
  const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  const feed = await listenPglite(client, db);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    changes: feed.feed,
    async ping() {
      await client.query('select 1');
    },
    backup: (file) => backupPglite(client, file),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await feed.stop();
        // A checkpoint before closing keeps the directory openable after the process ends.
        await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(
  url: string,
  options: OpenOptions & { poolSize?: number } = {},
): Promise<DbHandle> {
  const [{ default: pgModule }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A database that does not answer must not hold a request: connecting gives up after 1.5 s (503).
  const pool = new pgModule.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 1500,
  });
  pool.on('error', () => {
    // An idle client that loses its connection is dropped by the pool; queries report their own errors.
  });
  tellBusyFromAway(pool);
  try {
    if (options.migrate !== false) await migratePostgres(pool, drizzleNodePg);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema, logger: options.logger }) as unknown as Db;
  const feed = listenPostgres(url, db, { onState: options.onChangeFeed });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    changes: feed.feed,
    async ping() {
      await pool.query('select 1');
    },
    backup: (file) => backupPostgres(url, file),
    async close() {
      if (closed) return;
      closed = true;
      await feed.stop();
      await pool.end();
    },
  };
}

/** The database answered one of the pool's connections this recently: a wait for one is "busy". */
const ANSWERED_WITHIN_MS = 10_000;

/**
 * A request that waits `connectionTimeoutMillis` in vain for one of the pool's connections gets
 * `DatabasePoolBusy` (a busy 503 with Retry-After, api/errors.ts) if the database connected or
 * finished a query of the pool within ANSWERED_WITHIN_MS: every connection is taken by other requests.
 * Otherwise the wait stays pg-pool's error, an outage: connections that hang on a database that no
 * longer answers fill the pool too. `pool.query` acquires through `pool.connect`, so both are covered.
 */
function tellBusyFromAway(pool: pg.Pool): void {
  let answeredAt = Number.NEGATIVE_INFINITY;
  pool.on('connect', () => {
    answeredAt = performance.now();
  });
  pool.on('release', (error) => {
    if (!error) answeredAt = performance.now();
  });
  const classify = (error: Error) =>
    POOL_WAIT_MESSAGE.test(error.message) && performance.now() - answeredAt < ANSWERED_WITHIN_MS
      ? new DatabasePoolBusy(error)
      : error;
  const connect = pool.connect.bind(pool) as (callback?: PoolCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: PoolCallback) => {
    if (!callback)
      return (connect() as Promise<pg.PoolClient>).catch((error: Error) => Promise.reject(classify(error)));
    return connect((error, client, done) => callback(error && classify(error), client, done));
  }) as typeof pool.connect;
}
type PoolCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** Several instances may start at once: an advisory lock lets one migrate while the others wait. */
async function migratePostgres(
  pool: pg.Pool,
  drizzleNodePg: typeof import('drizzle-orm/node-postgres').drizzle,
): Promise<void> {
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
}): Promise<DbHandle> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { poolSize: config.DATABASE_POOL_SIZE })
    : openPglite(config.DATA_DIR);
}
