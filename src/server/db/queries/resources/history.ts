// The history of one item: its audit rows (audit.ts), newest first, a page at a time, each change
// named by its field's label, and a reference shown by the name of the item it points to.
import { inArray } from 'drizzle-orm';
import { isItemId } from '../../../../domain/resources/fields.ts';
import { resourceOf } from '../../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../../domain/resources/types.ts';
import type { Db } from '../../client.ts';
import type { AuditAction } from '../../schema/index.ts';
import { type AuditEntry, listAuditEntries } from '../audit.ts';
import { columnOf, itemIdColumn } from './read.ts';
import { bindingOf, tableName } from './tables.ts';

export type HistoryChange = {
  /** the column's property name, or a readable key (an availability cell) */
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  /** a reference: the names of the items before and after (null: no longer exists) */
  beforeLabel?: string | null;
  afterLabel?: string | null;
};

export type HistoryEntry = {
  id: number;
  at: string;
  actor: { id: string | null; label: string };
  action: AuditAction;
  summary: string;
  changes: HistoryChange[];
};

export type HistoryPage = { items: HistoryEntry[]; total: number; page: number; pageSize: number };

export const DEFAULT_HISTORY_PAGE_SIZE = 20;
export const MAX_HISTORY_PAGE_SIZE = 100;

/** Secrets are logged only as "(set)" / "(changed)" (audit.ts), under their own names. */
const SECRET_LABELS: Record<string, string> = {
  passwordHash: 'Password',
  tradeFairPinHash: 'Trade-fair PIN',
};

/** `textKey` → "Text key": a column no form shows still reads as words. */
function humanise(name: string): string {
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) return name;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Names = Map<string, Map<string, string>>;

function toEntry(
  entry: AuditEntry,
  labelOf: (field: string) => string,
  names: Names = new Map(),
): HistoryEntry {
  const changes = Object.entries(entry.changes).map(([field, [before, after]]) => {
    const change: HistoryChange = { field, label: labelOf(field), before, after };
    const known = names.get(field);
    if (known) {
      change.beforeLabel = typeof before === 'string' ? (known.get(before) ?? null) : null;
      change.afterLabel = typeof after === 'string' ? (known.get(after) ?? null) : null;
    }
    return change;
  });
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { id: entry.actorId, label: entry.actorLabel },
    action: entry.action,
    summary: entry.summary,
    changes,
  };
}

/** The history of a row that is not a declared resource (a quote request): labels from the names. */
export async function auditHistory(
  db: Db,
  options: { entity: string; entityId: string; page: number; pageSize: number },
): Promise<HistoryPage> {
  const { items, total } = await listAuditEntries(db, options);
  const labelOf = (field: string) => SECRET_LABELS[field] ?? humanise(field);
  return {
    items: items.map((entry) => toEntry(entry, labelOf)),
    total,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** The names of the items the references in these entries point to, one query per referenced entity. */
async function referenceNames(
  db: Db,
  declaration: ResourceDeclaration,
  entries: AuditEntry[],
): Promise<Names> {
  const names: Names = new Map();
  for (const field of declaration.fields) {
    const target = field.kind === 'reference' && field.reference ? resourceOf(field.reference) : undefined;
    if (!target) continue;
    const ids = new Set<string>();
    for (const entry of entries) {
      for (const value of entry.changes[field.name] ?? []) {
        if (typeof value === 'string' && isItemId(target, value)) ids.add(value);
      }
    }
    if (ids.size === 0) continue;
    const table = bindingOf(target.key).table;
    const rows = (await db
      .select({ id: itemIdColumn(target), name: columnOf(table, target.labelField) })
      .from(table)
      .where(inArray(itemIdColumn(target), [...ids]))) as { id: string; name: string }[];
    names.set(field.name, new Map(rows.map((row) => [row.id, row.name])));
  }
  return names;
}

/** The history of an item of a declared resource: every write through the resource mechanism. */
export async function resourceHistory(
  db: Db,
  options: { declaration: ResourceDeclaration; id: string; page: number; pageSize: number },
): Promise<HistoryPage> {
  const { declaration, id, page, pageSize } = options;
  const entity = tableName(bindingOf(declaration.key).table);
  const { items, total } = await listAuditEntries(db, { entity, entityId: id, page, pageSize });
  const labels = new Map(declaration.fields.map((field) => [field.name, field.label]));
  for (const field of declaration.readOnlyFields) labels.set(field.name, field.label);
  const labelOf = (field: string) => labels.get(field) ?? SECRET_LABELS[field] ?? humanise(field);
  const names = await referenceNames(db, declaration, items);
  return { items: items.map((entry) => toEntry(entry, labelOf, names)), total, page, pageSize };
}
