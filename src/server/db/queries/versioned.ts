// Optimistic concurrency and readable refusals for edits of catalogue rows (docs/product.md#catalogue: every
// editable row has a version). Admin pages call these with the version they showed the user.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { capitalise, DataError, mapDbError, staleVersionError } from './errors.ts';

export type VersionedTable = PgTable & { version: PgColumn; updatedAt: PgColumn };

/**
 * The column that names the row: `key` when given (a table keyed by a code of its own, such as the
 * interface languages), else the table's `id`.
 */
function keyOf(table: VersionedTable, key: PgColumn | undefined): PgColumn {
  const column = key ?? (table as VersionedTable & { id?: PgColumn }).id;
  if (!column) throw new Error('A table without an id column needs the column that names its rows.');
  return column;
}

/**
 * Applies `values` when the row still has `expectedVersion`, raising the version by one. CONFLICT when
 * somebody saved in between, NOT_FOUND when the row is gone.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  options: {
    table: T;
    /** the column `id` is a value of, when it is not the table's id */
    key?: PgColumn;
    id: string;
    expectedVersion: number;
    values: Partial<T['$inferInsert']>;
    subject: string;
  },
): Promise<T['$inferSelect']> {
  const { table, id, expectedVersion, subject } = options;
  const key = keyOf(table, options.key);
  let rows: T['$inferSelect'][];
  try {
    rows = (await db
      .update(table)
      .set({
        ...options.values,
        version: sql`${table.version} + 1`,
        updatedAt: new Date(),
      } as never)
      .where(and(eq(key, id), eq(table.version, expectedVersion)) as SQL)
      .returning()) as T['$inferSelect'][];
  } catch (error) {
    throw mapDbError(error, subject);
  }
  const [row] = rows;
  if (row) return row;
  throw await staleOrGone(db, { table, key, id }, subject, 'Reload it and apply your change again.');
}

/** Why a write guarded by id and version touched no row: the row is gone, or has a newer version. */
async function staleOrGone(
  db: Db,
  row: { table: VersionedTable; key: PgColumn; id: string },
  subject: string,
  advice: string,
): Promise<DataError> {
  const [current] = await db
    .select()
    .from(row.table as PgTable)
    .where(eq(row.key, row.id));
  if (!current) return new DataError('NOT_FOUND', `${capitalise(subject)} no longer exists.`);
  return staleVersionError(subject, { current, advice });
}

/** Deletes a row, refusing with a readable IN_USE error while other rows still refer to it. */
export async function deleteVersioned<T extends VersionedTable>(
  db: Db,
  options: { table: T; key?: PgColumn; id: string; expectedVersion?: number; subject: string },
): Promise<void> {
  const { table, id, subject } = options;
  const key = keyOf(table, options.key);
  const condition =
    options.expectedVersion === undefined
      ? eq(key, id)
      : and(eq(key, id), eq(table.version, options.expectedVersion));
  let deleted: unknown[];
  try {
    deleted = await db.delete(table).where(condition).returning({ id: key });
  } catch (error) {
    throw mapDbError(error, subject);
  }
  if (deleted.length > 0) return;
  throw await staleOrGone(db, { table, key, id }, subject, 'Look at the changes before deleting it.');
}
