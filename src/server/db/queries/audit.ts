// The audit log: one row per write, in the transaction of the write (who, when, entity, id, action,
// and the fields that changed with their values before and after), and an item's rows read back.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Role } from '../../../domain/roles.ts';
import type { Db } from '../client.ts';
import { type AuditAction, auditLog } from '../schema/index.ts';

/** Who writes; `role` lets server-side rules (users) check what the actor may do. */
export type Actor = { id: string | null; label: string; role?: Role; requestId?: string };

/** Never written to the log, only that they changed. */
const SECRET_FIELDS = new Set(['passwordHash', 'tradeFairPinHash']);
/**
 * Bookkeeping every write changes, and copies derived from other fields (a translation's lower-case
 * texts; the PIN's offline verifier, whose change the PIN's own "(changed)" already says).
 */
const IGNORED_FIELDS = new Set([
  'tradeFairPinOffline',
  'version',
  'updatedAt',
  'createdAt',
  'sessionVersion',
  'sourceLower',
  'textLower',
]);

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** `{ field: [before, after] }` for every field whose value differs; secrets show as "(changed)". */
function diffRows(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (comparable(old) === comparable(now)) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? [old == null ? null : '(set)', now == null ? null : '(changed)']
      : [plain(old), plain(now)];
  }
  return changes;
}

type AuditInput = {
  actor: Actor;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  summary: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

function auditRow(entry: AuditInput) {
  return {
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
    changes: diffRows(entry.before, entry.after),
    requestId: entry.actor.requestId ?? null,
  };
}

export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** The rows of many writes in one statement (a batch of an import). */
export async function recordAudits(db: Db, entries: AuditInput[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map(auditRow));
}

/** One audit row as the history of an item shows it. */
export type AuditEntry = {
  id: number;
  at: Date;
  actorId: string | null;
  actorLabel: string;
  action: AuditAction;
  summary: string;
  changes: Record<string, [unknown, unknown]>;
};

/** The rows of one item, newest first, a page at a time (the `(entity, entity_id)` index). */
export async function listAuditEntries(
  db: Db,
  options: { entity: string; entityId: string; page: number; pageSize: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = and(eq(auditLog.entity, options.entity), eq(auditLog.entityId, options.entityId));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      summary: auditLog.summary,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    items: rows.map((row) => ({ ...row, changes: row.changes ?? {} })),
    total: Number(total?.n ?? 0),
  };
}
