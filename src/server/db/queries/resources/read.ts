// Reading any declared resource: a page of items (sorted, filtered, searched in the database) or one
// item. Every item carries id, version, its readable fields, and the names of what it refers to.
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { fieldSchema, isItemId, UUID_ITEM_ID } from '../../../../domain/resources/fields.ts';
import type { FilterValue, ListQuery } from '../../../../domain/resources/list-query.ts';
import { resourceOf } from '../../../../domain/resources/registry.ts';
import type {
  FieldDeclaration,
  ResourceDeclaration,
  ResourceItem,
} from '../../../../domain/resources/types.ts';
import type { Db } from '../../client.ts';
import { bindingOf } from './tables.ts';

/** A list query the database cannot answer as asked (a filter value of the wrong type). */
export class ListQueryError extends Error {
  override name = 'ListQueryError';
}

const BOOKKEEPING = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * The rows an actor may see at all, field → the values it may hold (backoffice: users whose role is
 * sales). A row outside is as if it did not exist: left out of lists, not found as an item.
 */
export type Scope = Record<string, readonly string[]>;

/** The condition of a scope, on the resource's table; undefined: every row. */
export function scopeCondition(declaration: ResourceDeclaration, scope: Scope | undefined): SQL | undefined {
  if (!scope) return undefined;
  const table = bindingOf(declaration.key).table;
  const conditions = Object.entries(scope).map(([name, values]) =>
    values.length ? inArray(columnOf(table, name), [...values]) : sql`false`,
  );
  return conditions.length ? and(...conditions) : undefined;
}

type Select = {
  columns: Record<string, PgColumn | SQL>;
  /** sortable expression per field (references sort by the name of what they point to) */
  sortBy: Record<string, PgColumn | SQL>;
  joins: { table: PgTable; on: SQL }[];
  references: FieldDeclaration[];
};

function columnOf(table: PgTable, field: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`${field} is not a column of the resource's table.`);
  return column;
}

/** The column that names an item (`declaration.itemId`): `id`, or a key of the table's own. */
export function itemIdColumn(declaration: ResourceDeclaration): PgColumn {
  return columnOf(bindingOf(declaration.key).table, declaration.itemId.field);
}

function buildSelect(declaration: ResourceDeclaration): Select {
  const { table, computed } = bindingOf(declaration.key);
  const names = [
    ...BOOKKEEPING,
    ...declaration.fields.filter((field) => !field.writeOnly).map((field) => field.name),
    ...declaration.readOnlyFields.map((field) => field.name),
    ...declaration.generated.map((field) => field.name),
  ];
  const columns: Record<string, PgColumn | SQL> = {};
  for (const name of names) {
    columns[name] = name === 'id' ? itemIdColumn(declaration) : (computed?.[name] ?? columnOf(table, name));
  }
  Object.assign(columns, computed ?? {});
  const sortBy: Record<string, PgColumn | SQL> = { ...columns };
  const joins: Select['joins'] = [];
  const references = declaration.fields.filter((field) => field.kind === 'reference' && field.reference);
  for (const field of references) {
    const target = resourceOf(field.reference as string);
    if (!target) throw new Error(`${declaration.key}.${field.name} refers to an undeclared resource.`);
    const joined = alias(bindingOf(target.key).table, `ref_${field.name}`);
    const label = columnOf(joined, target.labelField);
    columns[`$label_${field.name}`] = label;
    sortBy[field.name] = sql`lower(${label})`;
    joins.push({
      table: joined,
      on: eq(columnOf(joined, target.itemId.field), columnOf(table, field.name)),
    });
  }
  for (const field of declaration.fields) {
    if (['text', 'email'].includes(field.kind) && !field.writeOnly) {
      sortBy[field.name] = sql`lower(${columnOf(table, field.name)})`;
    }
  }
  return { columns, sortBy, joins, references };
}

/** A row as the API sends it: dates as ISO text, reference names under `labels`. */
function toItem(row: Record<string, unknown>): ResourceItem {
  const item: Record<string, unknown> = {};
  const labels: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('$label_')) labels[key.slice('$label_'.length)] = (value as string | null) ?? null;
    else item[key] = value instanceof Date ? value.toISOString() : value;
  }
  if (Object.keys(labels).length > 0) item.labels = labels;
  return item as ResourceItem;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterCondition(declaration: ResourceDeclaration, name: string, value: FilterValue): SQL {
  // A read-only value the server keeps (a translation's state) filters like a field.
  const field = [...declaration.fields, ...declaration.readOnlyFields].find(
    (f) => f.name === name,
  ) as FieldDeclaration;
  const column = columnOf(bindingOf(declaration.key).table, name);
  if (value === null) return isNull(column);
  const values = Array.isArray(value) ? value : [value];
  const element =
    field.kind === 'enumList'
      ? { ...field, kind: 'enum' as const, required: true }
      : { ...field, required: true };
  const schema = fieldSchema(element);
  for (const v of values) {
    if (!schema.safeParse(v).success) {
      throw new ListQueryError(
        `The filter value ${JSON.stringify(v)} does not fit "${name}" (${field.label}).`,
      );
    }
  }
  if (field.kind === 'enumList') return arrayOverlaps(column, values as string[]);
  return values.length === 1 ? eq(column, values[0]) : inArray(column, values as string[]);
}

function whereOf(
  declaration: ResourceDeclaration,
  query: Pick<ListQuery, 'filter' | 'search'>,
  scope: Scope | undefined,
): SQL | undefined {
  const conditions: SQL[] = Object.entries(query.filter).map(([name, value]) =>
    filterCondition(declaration, name, value),
  );
  const scoped = scopeCondition(declaration, scope);
  if (scoped) conditions.push(scoped);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const { table, lowerCase } = bindingOf(declaration.key);
    const matches = declaration.list.searchable.map((name) => {
      const lower = lowerCase?.[name];
      return lower ? like(lower, sql`lower(${pattern})`) : ilike(columnOf(table, name), pattern);
    });
    conditions.push(or(...matches) ?? sql`false`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function selectFrom(db: Db, declaration: ResourceDeclaration, select: Select) {
  let statement = db
    .select(select.columns as Record<string, PgColumn>)
    .from(bindingOf(declaration.key).table)
    .$dynamic();
  for (const join of select.joins) statement = statement.leftJoin(join.table, join.on);
  return statement;
}

export async function listResource(
  db: Db,
  options: { declaration: ResourceDeclaration; query: ListQuery; scope?: Scope },
): Promise<{ items: ResourceItem[]; total: number }> {
  const { declaration, query } = options;
  const select = buildSelect(declaration);
  const table = bindingOf(declaration.key).table;
  const where = whereOf(declaration, query, options.scope);
  const order = [
    ...query.sort.map(({ field, direction }) => {
      const expression = select.sortBy[field];
      if (!expression) throw new ListQueryError(`Cannot sort by "${field}".`);
      return direction === 'desc' ? sql`${expression} desc nulls last` : asc(expression);
    }),
    // Ties keep one order from page to page.
    asc(itemIdColumn(declaration)),
  ];
  const rows = await selectFrom(db, declaration, select)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0) };
}

/** Every item in the default order (exports), or those a list query's filter and search find. */
export async function allOfResource(
  db: Db,
  declaration: ResourceDeclaration,
  options: { query?: Pick<ListQuery, 'filter' | 'search'>; scope?: Scope } = {},
): Promise<ResourceItem[]> {
  const select = buildSelect(declaration);
  const order = declaration.list.defaultOrder.map(({ field, direction }) =>
    direction === 'desc' ? desc(select.sortBy[field] as SQL) : asc(select.sortBy[field] as SQL),
  );
  const where = whereOf(declaration, options.query ?? { filter: {}, search: '' }, options.scope);
  const rows = await selectFrom(db, declaration, select)
    .where(where)
    .orderBy(...order, asc(itemIdColumn(declaration)));
  return rows.map(toItem);
}

/** A uuid, as most tables name their rows (a reference's value, an uploaded image). */
export function isUuid(text: string): boolean {
  return isItemId({ itemId: UUID_ITEM_ID }, text);
}

export async function findResourceItem(
  db: Db,
  options: { declaration: ResourceDeclaration; id: string; scope?: Scope },
): Promise<ResourceItem | undefined> {
  if (!isItemId(options.declaration, options.id)) return undefined;
  const select = buildSelect(options.declaration);
  const [row] = await selectFrom(db, options.declaration, select).where(
    and(
      eq(itemIdColumn(options.declaration), options.id),
      scopeCondition(options.declaration, options.scope),
    ),
  );
  return row ? toItem(row) : undefined;
}

export { columnOf };
