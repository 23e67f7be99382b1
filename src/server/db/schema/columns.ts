// Column sets shared by the catalogue tables. Each call returns fresh builders: drizzle binds a
// builder to the table it is first used in.
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  type PgColumn,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RELATION_TYPES } from '../../../domain/availability.ts';

// References say NO ACTION rather than RESTRICT. Both refuse to delete a row still in use (SQLSTATE
// 23503, mapped to a readable message in src/server/db/queries/errors.ts), but NO ACTION checks at the
// end of the statement, so a cascade that also removes the referencing rows (a whole configurator)
// goes through.

export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const YEAR_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** Bytes kept in the database (uploaded pictures and part models), so every instance sharing it serves them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** Optimistic concurrency: a write names the version it read and raises it by one. */
export function versionColumns() {
  return {
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** docs/product.md#catalogue: what every catalogue entity has. */
export function catalogueColumns() {
  return {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** YYYY-MM: hidden from the first day of that month on */
    availableTo: text('available_to'),
    ...versionColumns(),
  };
}

export function inConfiguratorColumn() {
  return boolean('use_in_configurator').notNull().default(true);
}

/** Checks every catalogue table carries: a non-blank name and a well-formed availableTo. */
export function catalogueChecks(table: string, t: { name: PgColumn; availableTo: PgColumn }) {
  return [
    check(`${table}_name_check`, sql`length(trim(${t.name})) > 0`),
    check(
      `${table}_available_to_check`,
      sql`${t.availableTo} is null or ${t.availableTo} ~ ${sql.raw(`'${YEAR_MONTH_PATTERN}'`)}`,
    ),
  ];
}

export function slugCheck(name: string, column: PgColumn) {
  return check(name, sql`${column} ~ ${sql.raw(`'${SLUG_PATTERN}'`)}`);
}

export function inList(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

export function relationTypeColumn() {
  return text('relation_type', { enum: RELATION_TYPES }).notNull();
}

export function relationTypeCheck(table: string, column: PgColumn) {
  return check(`${table}_relation_type_check`, inList(column, RELATION_TYPES));
}

export const PRESSURE_CLASSES = ['low', 'high'] as const;
