// Spreadsheet round trips of declared resources: one sheet per entity, columns `id`,
// `version` and the declaration's xlsx columns. An import compares the sheet with the table: rows
// without id are created, rows with id updated when a value differs (their version must still be the
// one exported, else someone edited in between), rows missing from the sheet deleted. Everything runs
// in one transaction, through the same writes as the API (validation, audit); any problem, or a dry
// run, rolls all of it back and answers the preview: each changed cell with its old and new value, and
// a note for each formula whose saved value was used.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fieldSchema, isItemId } from '../../../../domain/resources/fields.ts';
import { RESOURCES, resourceOf } from '../../../../domain/resources/registry.ts';
import type {
  FieldDeclaration,
  ResourceDeclaration,
  ResourceItem,
} from '../../../../domain/resources/types.ts';
import type { SheetProblem } from '../../../services/xlsx/errors.ts';
import {
  type CellValue,
  type FormulaCell,
  isFormula,
  type SheetCell,
  type SheetData,
  type SheetOut,
} from '../../../services/xlsx/workbook.ts';
import type { Db } from '../../client.ts';
import type { Actor } from '../audit.ts';
import { capitalise, DataError } from '../errors.ts';
import { allOfResource, isUuid } from './read.ts';
import {
  createResources,
  deleteResource,
  type PendingUpdate,
  type ResourceHooks,
  updateResources,
} from './write.ts';

const BOOKKEEPING = ['id', 'version'];
const LISTED_ROWS = 500;
/**
 * Rows written per batch (createResources: one INSERT; updateResources: one savepoint), and how often
 * the loop lets other requests in.
 * PGlite runs a statement on this thread: 200 rows and their audit rows keep it near 100 ms, where
 * 500 took 250 ms (bench:import), and cost about the same in all.
 */
const WRITE_BATCH = 200;
const LISTED_NOTES = 500;
/** Characters of a text shown in a change or a note; the cell itself may hold far more. */
const SHOWN_TEXT = 200;

type Labels = { byId: Map<string, string>; idsByName: Map<string, string[]> };

async function labelsOf(db: Db, key: string): Promise<Labels> {
  const target = resourceOf(key) as ResourceDeclaration;
  const byId = new Map<string, string>();
  const idsByName = new Map<string, string[]>();
  for (const item of await allOfResource(db, target)) {
    const name = String(item[target.labelField] ?? '');
    byId.set(item.id, name);
    const folded = name.trim().toLowerCase();
    idsByName.set(folded, [...(idsByName.get(folded) ?? []), item.id]);
  }
  return { byId, idsByName };
}

async function referenceLabels(db: Db, declaration: ResourceDeclaration): Promise<Map<string, Labels>> {
  const labels = new Map<string, Labels>();
  for (const field of declaration.fields) {
    if (field.kind === 'reference' && declaration.xlsxColumns.includes(field.name)) {
      labels.set(field.name, await labelsOf(db, field.reference as string));
    }
  }
  return labels;
}

function fieldsOf(declaration: ResourceDeclaration): Map<string, FieldDeclaration> {
  return new Map(declaration.fields.map((field) => [field.name, field]));
}

/** The read-only fields a sheet shows (to be read, not written: an import refuses a changed one). */
function readOnlyColumnsOf(declaration: ResourceDeclaration): Map<string, FieldDeclaration> {
  return new Map(
    declaration.readOnlyFields
      .filter((field) => declaration.xlsxColumns.includes(field.name))
      .map((field) => [field.name, field]),
  );
}

/** A reference is written as the name of what it points to when that name is unique, else its id. */
function toCell(field: FieldDeclaration, value: unknown, labels: Labels | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (field.kind === 'enumList') return (value as string[]).join(', ');
  if (field.kind === 'dateTime') return new Date(String(value));
  if (field.kind === 'reference' && labels) {
    const name = labels.byId.get(String(value));
    const unique = name !== undefined && labels.idsByName.get(name.trim().toLowerCase())?.length === 1;
    return unique ? (name as string) : String(value);
  }
  return value as CellValue;
}

export async function exportSheet(
  db: Db,
  declaration: ResourceDeclaration,
  options: Parameters<typeof allOfResource>[2] = {},
): Promise<SheetOut> {
  const fields = new Map([...fieldsOf(declaration), ...readOnlyColumnsOf(declaration)]);
  const labels = await referenceLabels(db, declaration);
  const items = await allOfResource(db, declaration, options);
  return {
    name: declaration.key,
    headers: [...BOOKKEEPING, ...declaration.xlsxColumns],
    rows: items.map((item) => [
      item.id,
      item.version,
      ...declaration.xlsxColumns.map((name) =>
        toCell(fields.get(name) as FieldDeclaration, item[name], labels.get(name)),
      ),
    ]),
  };
}

type Converted = { value: unknown } | { problem: string };

type ValueType = 'number' | 'boolean' | 'text' | 'date';

const TYPE_WORDS: Record<ValueType, string> = {
  number: 'a number',
  boolean: 'TRUE or FALSE',
  text: 'text',
  date: 'a date',
};

/** The types a column's cell may hold (the first one names it in a refusal). */
function typesOf(kind: FieldDeclaration['kind'] | 'id' | 'version'): ValueType[] {
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'version':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'dateTime':
    case 'yearMonth':
      return ['date', 'text'];
    default:
      return ['text'];
  }
}

function typeOf(value: Exclude<CellValue, null>): ValueType {
  if (value instanceof Date) return 'date';
  if (typeof value === 'string') return 'text';
  return typeof value === 'number' ? 'number' : 'boolean';
}

/** A value as a person reads it in a note or a change: TRUE, 16, "AXP 1.2". */
function shown(value: Exclude<CellValue, null>): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
}

/**
 * A formula's saved value when it is of the column's type, with a note saying so; a formula without
 * one, or with one of another type, cannot be read (its danger is on export, not here).
 */
function formulaValue(
  cell: FormulaCell,
  kind: Parameters<typeof typesOf>[0],
): { value: CellValue; note: string } | { problem: string } {
  const { address, result } = cell;
  if (cell.error !== undefined) {
    return {
      problem: `Cell ${address} holds a formula whose value is the error ${cell.error}. Paste a value instead.`,
    };
  }
  if (result === null) {
    return { problem: `Cell ${address} holds a formula without a saved value. Paste its value instead.` };
  }
  const types = typesOf(kind);
  if (!types.includes(typeOf(result))) {
    const wanted = TYPE_WORDS[types[0] as ValueType];
    return {
      problem: `Cell ${address} holds a formula whose value ${shown(result)} is not ${wanted}. Paste ${wanted} instead.`,
    };
  }
  return { value: result, note: `${address}: formula, its value ${shown(result)} was used` };
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** A cell as the value the declaration's schema expects, or why it cannot be one. */
function fromCell(field: FieldDeclaration, cell: CellValue, labels: Labels | undefined): Converted {
  if (cell === null)
    return { value: field.kind === 'enumList' ? [] : field.kind === 'boolean' ? false : null };
  const text = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      if (typeof cell === 'number') return { value: cell };
      if (typeof cell === 'string' && NUMBER_TEXT.test(text)) return { value: Number(text) };
      return { problem: `${field.label} must be a number, not "${text.slice(0, 40)}".` };
    case 'boolean':
      if (typeof cell === 'boolean') return { value: cell };
      if (/^(true|yes|1)$/i.test(text)) return { value: true };
      if (/^(false|no|0)$/i.test(text)) return { value: false };
      return { problem: `${field.label} must be TRUE or FALSE, not "${text.slice(0, 40)}".` };
    case 'enumList':
      return {
        value: text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case 'yearMonth':
      return { value: cell instanceof Date ? text.slice(0, 7) : text };
    case 'reference': {
      if (isUuid(text)) return { value: text.toLowerCase() };
      const ids = labels?.idsByName.get(text.toLowerCase()) ?? [];
      if (ids.length === 1) return { value: ids[0] };
      return {
        problem:
          ids.length === 0
            ? `${field.label} "${text.slice(0, 60)}" does not exist.`
            : `${field.label} "${text.slice(0, 60)}" names several items; use the id.`,
      };
    }
    default:
      if (typeof cell === 'boolean' || (cell instanceof Date && field.kind !== 'dateTime')) {
        return { problem: `${field.label} must be text.` };
      }
      return { value: text };
  }
}

type SheetPlan = {
  sheet: string;
  entity: string;
  create: number;
  update: number;
  delete: number;
  unchanged: number;
  /** the rows that change (at most 500 per sheet are listed); an update lists its changed cells */
  rows: {
    row?: number;
    action: 'create' | 'update' | 'delete';
    id?: string;
    label: string;
    changes?: CellChange[];
  }[];
};

/** A value as the sheet shows it: references by name, dates as ISO text, long text cut short. */
type ShownValue = string | number | boolean | null;

/** One changed cell of an updated row: its column (the sheet's heading), and the value before and after. */
type CellChange = { column: string; before: ShownValue; after: ShownValue };

export type ImportPreview = {
  applied: boolean;
  sheets: SheetPlan[];
  problems: SheetProblem[];
  /** what was read in a way worth knowing (a formula's saved value used); at most 500 are listed */
  notes: SheetProblem[];
  /** how many notes there are, listed or not */
  noteCount: number;
};

type Notes = { listed: SheetProblem[]; count: number };

class Rollback extends Error {
  constructor(readonly preview: ImportPreview) {
    super('rolled back');
  }
}

/** A value as the declaration's schema stores it (trimmed text, empty text as null). */
function normalised(field: FieldDeclaration, value: unknown): unknown {
  const parsed = fieldSchema(field).safeParse(value);
  return parsed.success ? parsed.data : value;
}

function same(field: FieldDeclaration, value: unknown, current: unknown): boolean {
  return JSON.stringify(normalised(field, value) ?? null) === JSON.stringify(current ?? null);
}

function shownValue(field: FieldDeclaration, value: unknown, labels: Labels | undefined): ShownValue {
  const cell = toCell(field, value, labels);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? String(value) : cell.toISOString();
  if (typeof cell === 'string' && cell.length > SHOWN_TEXT) return `${cell.slice(0, SHOWN_TEXT)}…`;
  return cell;
}

function problemsOf(error: unknown, where: { sheet: string; row?: number }): SheetProblem[] {
  if (!(error instanceof DataError)) throw error;
  const fields = { ...error.info.fields, ...(error.info.field ? { [error.info.field]: error.message } : {}) };
  const entries = Object.entries(fields);
  if (entries.length === 0) return [{ ...where, message: error.message }];
  return entries.map(([column, message]) => ({ ...where, column, message }));
}

type PendingDelete = { declaration: ResourceDeclaration; plan: SheetPlan; item: ResourceItem };

async function applySheet(
  tx: Db,
  input: {
    declaration: ResourceDeclaration;
    data: SheetData;
    actor: Actor;
    hooks?: ResourceHooks;
  },
  problems: SheetProblem[],
  notes: Notes,
  deletes: PendingDelete[],
): Promise<SheetPlan> {
  const { declaration, data, actor, hooks } = input;
  const sheet = data.name;
  const plan: SheetPlan = {
    sheet,
    entity: declaration.key,
    create: 0,
    update: 0,
    delete: 0,
    unchanged: 0,
    rows: [],
  };
  // Every change is noted with its row, and the first LISTED_ROWS in sheet order listed at the end:
  // updates and new rows are written a batch at a time, each kind on its own.
  const changes: SheetPlan['rows'] = [];
  const list = (entry: SheetPlan['rows'][number]) => {
    changes.push(entry);
  };
  const pending: { row: number; label: string; values: Record<string, unknown> }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending.splice(0);
    const outcomes = await createResources(tx, {
      declaration,
      values: batch.map((entry) => entry.values),
      actor,
      ...(hooks ? { hooks } : {}),
      auditAction: 'import',
    });
    batch.forEach(({ row, label }, i) => {
      const outcome = outcomes[i];
      if (outcome && 'id' in outcome) {
        plan.create++;
        list({ row, action: 'create', id: outcome.id, label });
      } else problems.push(...problemsOf(outcome?.error, { sheet, row }));
    });
    // PGlite answers on this thread: between batches, other requests get their turn.
    await nextTurn();
  };
  const updates: { update: PendingUpdate; entry: SheetPlan['rows'][number] }[] = [];
  const flushUpdates = async () => {
    if (updates.length === 0) return;
    const batch = updates.splice(0);
    const outcomes = await updateResources(tx, {
      declaration,
      updates: batch.map((entry) => entry.update),
      actor,
      ...(hooks ? { hooks } : {}),
      auditAction: 'import',
    });
    batch.forEach(({ entry }, i) => {
      const outcome = outcomes[i];
      if (outcome && 'id' in outcome) {
        plan.update++;
        list(entry);
      } else problems.push(...problemsOf(outcome?.error, { sheet, row: entry.row as number }));
    });
    await nextTurn();
  };
  const firstProblem = problems.length;
  const fields = fieldsOf(declaration);
  const readOnly = readOnlyColumnsOf(declaration);
  const { operations } = declaration;
  const columns = data.headers.filter((header) => header && !BOOKKEEPING.includes(header));
  for (const header of columns) {
    if (!declaration.xlsxColumns.includes(header)) {
      problems.push({
        sheet,
        row: 1,
        column: header,
        message: `Unknown column "${header}" for ${declaration.title.toLowerCase()}.`,
      });
    }
  }
  if (!data.headers.includes('id') || !data.headers.includes('version')) {
    problems.push({
      sheet,
      row: 1,
      message: 'The sheet needs the columns id and version (empty for new rows).',
    });
    return plan;
  }
  // A new row takes the default of an optional column the sheet leaves out (a required one stays
  // missing and is refused by name).
  const absentDefaults = Object.fromEntries(
    declaration.fields
      .filter((field) => !field.required && declaration.xlsxColumns.includes(field.name))
      .filter((field) => !data.headers.includes(field.name))
      .map((field) => [field.name, field.defaultValue]),
  );
  // Each heading's column (the last of a name, as a heading given twice reads its right-hand one).
  const index = new Map(data.headers.map((header, i) => [header, i] as const));
  const labels = await referenceLabels(tx, declaration);
  const scope = hooks?.scope?.(actor);
  const existing = new Map((await allOfResource(tx, declaration, { scope })).map((item) => [item.id, item]));
  const seen = new Set<string>();
  for (const [n, { row, cells }] of data.rows.entries()) {
    if (n > 0 && n % WRITE_BATCH === 0) await nextTurn();
    const where = { sheet, row };
    /** A cell's value; a formula's saved value when it has the column's type, else a problem. */
    const cellOf = (name: string, kind: Parameters<typeof typesOf>[0]): CellValue | undefined => {
      const at = index.get(name);
      const cell: SheetCell = at === undefined ? null : (cells[at] ?? null);
      if (!isFormula(cell)) return cell;
      const read = formulaValue(cell, kind);
      if ('problem' in read) {
        problems.push({ ...where, column: name, message: read.problem });
        return undefined;
      }
      notes.count++;
      if (notes.listed.length < LISTED_NOTES)
        notes.listed.push({ ...where, column: name, message: read.note });
      return read.value;
    };
    const values: Record<string, unknown> = {};
    const shownValues: Record<string, unknown> = {};
    let convertible = true;
    for (const name of columns) {
      const field = fields.get(name) ?? readOnly.get(name);
      if (!field || !declaration.xlsxColumns.includes(name)) continue;
      const cell = cellOf(name, field.kind);
      if (cell === undefined) {
        convertible = false;
        continue;
      }
      const converted = fromCell(field, cell, labels.get(name));
      if ('problem' in converted) {
        problems.push({ ...where, column: name, message: converted.problem });
        convertible = false;
      } else if (fields.has(name)) values[name] = converted.value;
      else shownValues[name] = converted.value;
    }
    const idCell = cellOf('id', 'id');
    if (idCell === undefined) continue;
    // Ids are matched as written first (a translation's key keeps its capitals), then in lower case
    // (a uuid or a language code typed in capitals).
    const written = idCell === null ? undefined : String(idCell).trim();
    const id = written === undefined || existing.has(written) ? written : written.toLowerCase();
    const label = String(values[declaration.labelField] ?? shownValues[declaration.labelField] ?? '');
    if (id === undefined && !operations.create) {
      problems.push({
        ...where,
        column: 'id',
        message: `${capitalise(declaration.title)} are not added here: give the row the id of an existing one, or remove it.`,
      });
      continue;
    }
    if (id !== undefined) {
      const current = isItemId(declaration, id) ? existing.get(id) : undefined;
      if (!current) {
        problems.push({
          ...where,
          column: 'id',
          message: `No ${declaration.singular} has the id "${id.slice(0, 40)}"; clear the id to create a new one.`,
        });
        continue;
      }
      if (seen.has(id)) {
        problems.push({ ...where, column: 'id', message: 'This id appears twice in the sheet.' });
        continue;
      }
      seen.add(id);
      const cell = cellOf('version', 'version');
      if (cell === undefined) continue;
      const version = typeof cell === 'string' && /^\d+$/.test(cell.trim()) ? Number(cell) : cell;
      if (version !== current.version) {
        problems.push({
          ...where,
          column: 'version',
          message: `${declaration.singular} "${String(current[declaration.labelField])}" was changed in the app since this file was exported (it is at version ${current.version}, the file has ${String(version)}). Export again and redo your change.`,
        });
        continue;
      }
      if (!convertible) continue;
      // What the app keeps (a language's name) is in the sheet to be read: a change there would be lost.
      const keptChanged = [...readOnly.values()].filter(
        (field) => field.name in shownValues && !same(field, shownValues[field.name], current[field.name]),
      );
      for (const field of keptChanged) {
        problems.push({
          ...where,
          column: field.name,
          message: `${field.label} is kept by the app and cannot be changed here; it is "${shownValue(field, current[field.name], undefined)}".`,
        });
      }
      if (keptChanged.length > 0) continue;
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => !same(fields.get(name) as FieldDeclaration, value, current[name]),
        ),
      );
      if (Object.keys(changed).length === 0) {
        plan.unchanged++;
        continue;
      }
      if (!operations.update) {
        problems.push({
          ...where,
          message: `${capitalise(declaration.title)} are not changed here: leave the row as it was exported.`,
        });
        continue;
      }
      updates.push({
        update: { id, expectedVersion: current.version, values: changed },
        entry: {
          row,
          action: 'update',
          id,
          label,
          changes: Object.entries(changed).map(([name, value]) => {
            const field = fields.get(name) as FieldDeclaration;
            return {
              column: name,
              before: shownValue(field, current[name], labels.get(name)),
              after: shownValue(field, normalised(field, value), labels.get(name)),
            };
          }),
        },
      });
      if (updates.length >= WRITE_BATCH) await flushUpdates();
    } else if (convertible) {
      pending.push({ row, label, values: { ...absentDefaults, ...values } });
      if (pending.length >= WRITE_BATCH) await flush();
    }
  }
  await flushUpdates();
  await flush();
  changes.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  plan.rows.push(...changes.slice(0, LISTED_ROWS));
  // The sheet's problems in row order, as they were found before new rows were batched.
  const found = problems.splice(firstProblem).sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  problems.push(...found);
  for (const item of existing.values()) {
    if (seen.has(item.id)) continue;
    if (operations.delete) deletes.push({ declaration, plan, item });
    else if (!declaration.partialSheets) {
      problems.push({
        sheet,
        message: `${capitalise(declaration.singular)} "${String(item[declaration.labelField] ?? '')}" (id ${item.id}) is missing from the sheet; ${declaration.title.toLowerCase()} are not deleted. Put its row back.`,
      });
    }
  }
  return plan;
}

/**
 * Imports sheets, each bound to its entity, in one transaction. `dryRun` (or any problem) rolls back
 * and answers what would happen.
 */
export async function importSheets(
  db: Db,
  options: {
    sheets: { declaration: ResourceDeclaration; data: SheetData }[];
    actor: Actor;
    dryRun: boolean;
    hooksOf?: (key: string) => ResourceHooks | undefined;
  },
): Promise<ImportPreview> {
  const order = (d: ResourceDeclaration) => RESOURCES.indexOf(d);
  const sheets = [...options.sheets].sort((a, b) => order(a.declaration) - order(b.declaration));
  try {
    return await db.transaction(async (tx) => {
      const problems: SheetProblem[] = [];
      const notes: Notes = { listed: [], count: 0 };
      const deletes: PendingDelete[] = [];
      const plans: SheetPlan[] = [];
      for (const sheet of sheets) {
        const hooks = options.hooksOf?.(sheet.declaration.key);
        plans.push(
          await applySheet(
            tx,
            { ...sheet, actor: options.actor, ...(hooks ? { hooks } : {}) },
            problems,
            notes,
            deletes,
          ),
        );
      }
      // Dependants go first: deletes run in the reverse of the sheet order.
      for (const { declaration, plan, item } of deletes.reverse()) {
        const label = String(item[declaration.labelField] ?? '');
        try {
          const hooks = options.hooksOf?.(declaration.key);
          await deleteResource(tx, {
            declaration,
            id: item.id,
            expectedVersion: item.version,
            actor: options.actor,
            auditAction: 'import',
            ...(hooks ? { hooks } : {}),
          });
          plan.delete++;
          if (plan.rows.length < LISTED_ROWS) plan.rows.push({ action: 'delete', id: item.id, label });
        } catch (error) {
          problems.push(...problemsOf(error, { sheet: plan.sheet }));
        }
      }
      const preview: ImportPreview = {
        applied: false,
        sheets: plans,
        problems,
        notes: notes.listed,
        noteCount: notes.count,
      };
      if (problems.length > 0 || options.dryRun) throw new Rollback(preview);
      return { ...preview, applied: true };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.preview;
    throw error;
  }
}
