import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './columns.ts';
import { users } from './users.ts';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'seed',
  'translate',
  'publish',
  'rollback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who changed what, append-only. The actor's label is copied so the entry survives the user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** table name, e.g. pumps */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    /** changed fields: { field: [before, after] } */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    requestId: text('request_id'),
  },
  (t) => [
    check('audit_log_action_check', inList(t.action, AUDIT_ACTIONS)),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);
