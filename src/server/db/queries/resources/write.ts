// Writing any declared resource. Each write validates the values against the declaration's schema,
// runs in one transaction with exactly one audit row, guards updates and deletes by version, and
// refuses in words (DataError) what a person can fix.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { isItemId } from '../../../../domain/resources/fields.ts';
import type { ResourceDeclaration, ResourceItem } from '../../../../domain/resources/types.ts';
import { type RichTextSanitizer, richTextSanitizer } from '../../../services/rich-text.ts';
import type { Db } from '../../client.ts';
import { type Actor, recordAudit, recordAudits } from '../audit.ts';
import { capitalise, DataError, mapDbError, staleVersionError, withCurrent } from '../errors.ts';
import { deleteVersioned, updateVersioned } from '../versioned.ts';
import { dependantsOf } from './dependants.ts';
import { findResourceItem, itemIdColumn, type Scope, scopeCondition } from './read.ts';
import { bindingOf, tableName } from './tables.ts';

export type Row = Record<string, unknown>;

/**
 * Server-side steps of one resource (users: hash the password, check the role). `prepare` turns the
 * validated values into the columns to write, inside the write's transaction; it may refuse by
 * throwing.
 */
export type ResourceHooks = {
  prepare?: (
    tx: Db,
    input: { action: 'create' | 'update'; actor: Actor; before?: Row; values: Row; columns: Row },
  ) => Promise<Row>;
  /** Runs before a delete, inside its transaction; may refuse by throwing. */
  beforeDelete?: (tx: Db, input: { actor: Actor; before: Row }) => Promise<void>;
  /** The rows this actor may see at all (read.ts `Scope`); the others answer NOT_FOUND. */
  scope?: (actor: Actor) => Scope | undefined;
};

function subjectOf(declaration: ResourceDeclaration, row: Row | undefined): string {
  const label = row?.[declaration.labelField];
  return typeof label === 'string' && label
    ? `${declaration.singular} "${label}"`
    : `the ${declaration.singular}`;
}

/** Field → message of a refused input, for a form to show under its fields. */
function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : String(issue.path[0] ?? '');
    const message = issue.code === 'unrecognized_keys' ? `Unknown field "${key}".` : issue.message;
    fields[key || 'values'] ??= message;
  }
  return fields;
}

function validate(declaration: ResourceDeclaration, values: unknown, subject: string): Row {
  const parsed = declaration.schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  const [first] = Object.values(fields);
  throw new DataError('INVALID', `Cannot save ${subject}: ${first ?? 'a value is not valid.'}`, undefined, {
    fields,
  });
}

/** The values of a stored row as a form would send them, to merge a partial update into. */
function editableValues(declaration: ResourceDeclaration, row: Row): Row {
  const values: Row = {};
  for (const field of declaration.fields) {
    if (field.writeOnly) continue;
    const value = row[field.name];
    values[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return values;
}

/** Validated values → table columns: rich text sanitised, dates parsed, generated keys filled in. */
function toColumns(
  declaration: ResourceDeclaration,
  values: Row,
  action: 'create' | 'update',
  sanitizeRichText: RichTextSanitizer,
): Row {
  const columns: Row = {};
  for (const field of declaration.fields) {
    if (!(field.name in values) || field.writeOnly) continue;
    const value = values[field.name];
    if (field.kind === 'richText') columns[field.name] = sanitizeRichText(String(value ?? ''));
    else if (field.kind === 'dateTime') columns[field.name] = value == null ? null : new Date(String(value));
    else columns[field.name] = value;
  }
  if (action === 'create')
    for (const generated of declaration.generated) columns[generated.name] = generated.make(values);
  return columns;
}

/** A database refusal in words, on the form field it is about (a generated key's source field). */
function refusal(declaration: ResourceDeclaration, error: unknown, subject: string): unknown {
  const mapped = mapDbError(error, subject);
  if (mapped instanceof DataError && mapped.info.field) {
    const generated = declaration.generated.find((g) => g.name === mapped.info.field);
    const field = generated?.from ?? mapped.info.field;
    const known = declaration.fields.some((f) => f.name === field);
    return new DataError(mapped.code, mapped.message, mapped.detail, {
      ...mapped.info,
      field: known ? field : undefined,
    });
  }
  return mapped;
}

async function rowOf(
  db: Db,
  declaration: ResourceDeclaration,
  id: string,
  scope?: Scope,
): Promise<Row | undefined> {
  if (!isItemId(declaration, id)) return undefined;
  const table = bindingOf(declaration.key).table;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(itemIdColumn(declaration), id), scopeCondition(declaration, scope)));
  return row as Row | undefined;
}

function notFound(declaration: ResourceDeclaration): DataError {
  return new DataError(
    'NOT_FOUND',
    `${capitalise(declaration.singular)} not found: it may have been deleted.`,
  );
}

async function itemOf(db: Db, declaration: ResourceDeclaration, id: string): Promise<ResourceItem> {
  const item = await findResourceItem(db, { declaration, id });
  if (!item) throw notFound(declaration);
  return item;
}

/** A CONFLICT carries the current row as the API sends items (their version, against yours). */
function withCurrentItem(db: Db, declaration: ResourceDeclaration, id: string, error: unknown) {
  return withCurrent(error, () => itemOf(db, declaration, id));
}

export async function createResource(
  db: Db,
  options: {
    declaration: ResourceDeclaration;
    values: unknown;
    actor: Actor;
    hooks?: ResourceHooks;
    auditAction?: 'import';
  },
): Promise<ResourceItem> {
  const { declaration, actor, hooks } = options;
  const subject = subjectOf(declaration, options.values as Row);
  const values = validate(declaration, options.values, subject);
  const { table } = bindingOf(declaration.key);
  const sanitize = await richTextSanitizer();
  return db.transaction(async (tx) => {
    let columns = toColumns(declaration, values, 'create', sanitize);
    if (hooks?.prepare) columns = await hooks.prepare(tx, { action: 'create', actor, values, columns });
    let row: Row;
    try {
      [row] = (await tx
        .insert(table)
        .values(columns as never)
        .returning()) as Row[] as [Row];
    } catch (error) {
      throw refusal(declaration, error, subject);
    }
    const id = String(row[declaration.itemId.field]);
    await recordAudit(tx, {
      actor,
      action: options.auditAction ?? 'create',
      entity: tableName(table),
      entityId: id,
      summary: `Created ${subjectOf(declaration, row)}`,
      after: row,
    });
    return itemOf(tx, declaration, id);
  });
}

/** What one row of `createResources` came to: its id, or why it was refused. */
export type CreateOutcome = { id: string } | { error: unknown };

/**
 * Creates many rows of one resource (an import) with one INSERT and one audit INSERT, where
 * createResource takes five statements a row: thousands of rows then hold the database for seconds,
 * not minutes. Each row is validated on its own; when the database refuses a batch (a duplicate
 * key), it is split in halves until the refused rows are found and named. `db` is the caller's
 * transaction: a batch is all or nothing within it.
 */
export async function createResources(
  db: Db,
  options: {
    declaration: ResourceDeclaration;
    values: unknown[];
    actor: Actor;
    hooks?: ResourceHooks;
    auditAction?: 'import';
  },
): Promise<CreateOutcome[]> {
  const { declaration, actor, hooks } = options;
  const { table } = bindingOf(declaration.key);
  const sanitize = await richTextSanitizer();
  const outcomes: CreateOutcome[] = [];
  const valid: { index: number; columns: Row }[] = [];
  for (const [index, given] of options.values.entries()) {
    try {
      const values = validate(declaration, given, subjectOf(declaration, given as Row));
      let columns = toColumns(declaration, values, 'create', sanitize);
      if (hooks?.prepare) columns = await hooks.prepare(db, { action: 'create', actor, values, columns });
      // Our own ids: the rows come back matched by id, whatever order RETURNING keeps. (An entity
      // named by a key of its own has that key among its values.)
      const own = declaration.itemId.field === 'id' ? { id: randomUUID() } : {};
      valid.push({ index, columns: { ...columns, ...own } });
    } catch (error) {
      outcomes[index] = { error };
    }
  }
  const insert = async (batch: typeof valid): Promise<void> => {
    if (batch.length === 0) return;
    try {
      await db.transaction(async (tx) => {
        const rows = (await tx
          .insert(table)
          .values(batch.map((row) => row.columns) as never)
          .returning()) as Row[];
        await recordAudits(
          tx,
          rows.map((row) => ({
            actor,
            action: options.auditAction ?? 'create',
            entity: tableName(table),
            entityId: String(row[declaration.itemId.field]),
            summary: `Created ${subjectOf(declaration, row)}`,
            after: row,
          })),
        );
      });
      for (const { index, columns } of batch)
        outcomes[index] = { id: String(columns[declaration.itemId.field]) };
    } catch (error) {
      // Rolled back to its savepoint. Halves are tried until the refused row is alone, and then it is
      // created the usual way, whose refusal names the field.
      if (batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        await insert(batch.slice(0, half));
        await insert(batch.slice(half));
        return;
      }
      const [{ index }] = batch as [(typeof valid)[number]];
      try {
        const created = await createResource(db, { ...options, values: options.values[index] });
        outcomes[index] = { id: created.id };
      } catch (refused) {
        outcomes[index] = { error: refused ?? error };
      }
    }
  };
  await insert(valid);
  return outcomes;
}

/**
 * A create-only value sent with an update (a user's initial password) would be dropped without a word:
 * it is refused instead, saying how to change it.
 */
function refuseCreateOnly(declaration: ResourceDeclaration, given: Row, id: string): void {
  const fields: Record<string, string> = {};
  for (const field of declaration.fields) {
    if (!field.createOnly || !(field.name in given)) continue;
    const hint = field.changeHint ? ` ${field.changeHint.replaceAll('{id}', id)}` : '';
    fields[field.name] =
      `${field.label} is set only when the ${declaration.singular} is created; it cannot be changed here.${hint}`;
  }
  const [first] = Object.values(fields);
  if (first) throw new DataError('INVALID', first, undefined, { fields });
}

export async function updateResource(
  db: Db,
  options: {
    declaration: ResourceDeclaration;
    id: string;
    expectedVersion: number;
    values: unknown;
    actor: Actor;
    hooks?: ResourceHooks;
    auditAction?: 'import';
  },
): Promise<ResourceItem> {
  const { declaration, id, expectedVersion, actor, hooks } = options;
  const { table } = bindingOf(declaration.key);
  const sanitize = await richTextSanitizer();
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, declaration, id, hooks?.scope?.(actor));
    if (!before) throw notFound(declaration);
    const subject = subjectOf(declaration, before);
    if (before.version !== expectedVersion) {
      throw staleVersionError(subject, {
        current: await itemOf(tx, declaration, id),
        advice: 'Reload it and apply your change again.',
        versions: { current: Number(before.version), expected: expectedVersion },
      });
    }
    const given = (
      typeof options.values === 'object' && options.values !== null ? options.values : {}
    ) as Row;
    refuseCreateOnly(declaration, given, id);
    const values = validate(declaration, { ...editableValues(declaration, before), ...given }, subject);
    let columns = toColumns(
      declaration,
      Object.fromEntries(Object.keys(given).map((k) => [k, values[k]])),
      'update',
      sanitize,
    );
    if (hooks?.prepare)
      columns = await hooks.prepare(tx, { action: 'update', actor, before, values, columns });
    let after: Row;
    try {
      after = (await updateVersioned(tx, {
        table,
        key: itemIdColumn(declaration),
        id,
        expectedVersion,
        values: columns,
        subject,
      })) as Row;
    } catch (error) {
      throw refusal(declaration, await withCurrentItem(tx, declaration, id, error), subject);
    }
    await recordAudit(tx, {
      actor,
      action: options.auditAction ?? 'update',
      entity: tableName(table),
      entityId: id,
      summary: `Changed ${subjectOf(declaration, after)}`,
      before,
      after,
    });
    return itemOf(tx, declaration, id);
  });
}

/** One row of `updateResources`: the item's id, the version it was read at, the values to change. */
export type PendingUpdate = { id: string; expectedVersion: number; values: Row };

/**
 * Updates many rows of one resource (an import): the rows read with one SELECT, each written with its
 * UPDATE, and the audit rows with one INSERT, in one savepoint, where updateResource takes six
 * statements a row. A batch the database refuses is halved until the refused row is alone, which
 * updateResource then writes or refuses in words. `db` is the caller's transaction.
 */
export async function updateResources(
  db: Db,
  options: {
    declaration: ResourceDeclaration;
    updates: PendingUpdate[];
    actor: Actor;
    hooks?: ResourceHooks;
    auditAction?: 'import';
  },
): Promise<CreateOutcome[]> {
  const { declaration, actor, hooks } = options;
  const { table } = bindingOf(declaration.key);
  const sanitize = await richTextSanitizer();
  const outcomes: CreateOutcome[] = [];
  const one = async (index: number) => {
    const update = options.updates[index] as PendingUpdate;
    try {
      await updateResource(db, {
        declaration,
        ...update,
        actor,
        ...(hooks ? { hooks } : {}),
        auditAction: 'import',
      });
      outcomes[index] = { id: update.id };
    } catch (error) {
      outcomes[index] = { error };
    }
  };
  const write = async (batch: number[]): Promise<void> => {
    if (batch.length === 0) return;
    if (batch.length === 1) return one(batch[0] as number);
    try {
      await db.transaction(async (tx) => {
        const ids = batch.map((index) => (options.updates[index] as PendingUpdate).id);
        const rows = (await tx
          .select()
          .from(table)
          .where(
            and(inArray(itemIdColumn(declaration), ids), scopeCondition(declaration, hooks?.scope?.(actor))),
          )) as Row[];
        const byId = new Map(rows.map((row) => [String(row[declaration.itemId.field]), row]));
        const audits = [];
        for (const index of batch) {
          const { id, expectedVersion, values: given } = options.updates[index] as PendingUpdate;
          const before = byId.get(id);
          // Gone, out of scope or changed meanwhile: the row alone says so in words.
          if (!before || before.version !== expectedVersion) throw new Error('refer to the row alone');
          const subject = subjectOf(declaration, before);
          refuseCreateOnly(declaration, given, id);
          const values = validate(declaration, { ...editableValues(declaration, before), ...given }, subject);
          let columns = toColumns(
            declaration,
            Object.fromEntries(Object.keys(given).map((k) => [k, values[k]])),
            'update',
            sanitize,
          );
          if (hooks?.prepare)
            columns = await hooks.prepare(tx, { action: 'update', actor, before, values, columns });
          const after = (await updateVersioned(tx, {
            table,
            key: itemIdColumn(declaration),
            id,
            expectedVersion,
            values: columns,
            subject,
          })) as Row;
          audits.push({
            actor,
            action: options.auditAction ?? ('update' as const),
            entity: tableName(table),
            entityId: id,
            summary: `Changed ${subjectOf(declaration, after)}`,
            before,
            after,
          });
        }
        await recordAudits(tx, audits);
      });
      for (const index of batch) outcomes[index] = { id: (options.updates[index] as PendingUpdate).id };
    } catch {
      // Rolled back to its savepoint: halves, until the refused row is alone.
      const half = Math.ceil(batch.length / 2);
      await write(batch.slice(0, half));
      await write(batch.slice(half));
    }
  };
  await write(options.updates.map((_, index) => index));
  return outcomes;
}

export async function deleteResource(
  db: Db,
  options: {
    declaration: ResourceDeclaration;
    id: string;
    expectedVersion: number;
    actor: Actor;
    hooks?: ResourceHooks;
    auditAction?: 'import';
  },
): Promise<void> {
  const { declaration, id, expectedVersion, actor, hooks } = options;
  const { table } = bindingOf(declaration.key);
  try {
    await db.transaction(async (tx) => {
      const before = await rowOf(tx, declaration, id, hooks?.scope?.(actor));
      if (!before) throw notFound(declaration);
      const subject = subjectOf(declaration, before);
      await hooks?.beforeDelete?.(tx, { actor, before });
      try {
        await deleteVersioned(tx, { table, key: itemIdColumn(declaration), id, expectedVersion, subject });
      } catch (error) {
        throw await withCurrentItem(tx, declaration, id, error);
      }
      await recordAudit(tx, {
        actor,
        action: options.auditAction ?? 'delete',
        entity: tableName(table),
        entityId: id,
        summary: `Deleted ${subject}`,
        before,
      });
    });
  } catch (error) {
    if (!(error instanceof DataError) || error.code !== 'IN_USE') throw error;
    // The transaction is over: now count everything that still refers to the row, to name it all.
    const dependants = await dependantsOf(db, table, id);
    if (dependants.length === 0) throw error;
    const before = await rowOf(db, declaration, id);
    const list = dependants.map((d) => `${d.count} ${d.label}`).join(', ');
    throw new DataError(
      'IN_USE',
      `Cannot delete ${subjectOf(declaration, before)}: it is still used by ${list}. Remove it there first.`,
      error.detail,
      { dependants },
    );
  }
}
