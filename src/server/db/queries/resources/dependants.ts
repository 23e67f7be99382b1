// What still refers to a row, found from the schema's foreign keys: a refused delete names all of it
// (PostgreSQL reports only the first reference it trips over).
import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import { type Dependant, tableLabel } from '../errors.ts';
import { tableName } from './tables.ts';

type Reference = { table: PgTable; column: PgColumn };

let index: Map<string, Reference[]> | undefined;

/** Referencing (table, column) pairs by referenced table, for references that block a delete. */
function referencesByTarget(): Map<string, Reference[]> {
  if (index) return index;
  index = new Map();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const table = value;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      if (foreignKey.onDelete === 'cascade' || foreignKey.onDelete === 'set null') continue;
      const reference = foreignKey.reference();
      const [column] = reference.columns;
      if (!column || reference.columns.length !== 1) continue;
      const target = tableName(reference.foreignTable);
      const list = index.get(target) ?? [];
      list.push({ table, column });
      index.set(target, list);
    }
  }
  return index;
}

/** Every table with rows that still refer to the row `id` of `table`, with how many. */
export async function dependantsOf(db: Db, table: PgTable, id: string): Promise<Dependant[]> {
  const found: Dependant[] = [];
  for (const reference of referencesByTarget().get(tableName(table)) ?? []) {
    const [row] = await db.select({ n: count() }).from(reference.table).where(eq(reference.column, id));
    const n = Number(row?.n ?? 0);
    const name = tableName(reference.table);
    if (n > 0) found.push({ table: name, label: tableLabel(name), count: n });
  }
  return found;
}
