import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const IDEMPOTENT_SCOPES = ['saveConfiguration', 'requestQuote'] as const;
export type IdempotentScope = (typeof IDEMPOTENT_SCOPES)[number];

/**
 * Keys of requests a device may send again (docs/product.md#offline: a queued code or quote request is
 * never stored twice). The key is written in the transaction of the write it guards, with the answer,
 * so a repeat gets the first answer; rows older than 30 days are purged (db/purge-expired.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    scope: text('scope', { enum: IDEMPOTENT_SCOPES }).notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('idempotency_keys_scope_check', sql`${t.scope} in ('saveConfiguration', 'requestQuote')`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
