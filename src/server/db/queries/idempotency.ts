// Idempotency keys (docs/product.md#offline): a device that queued a code or a quote request offline may
// send it again after a lost answer; the key makes the repeat answer what the first one did, and write
// nothing. The key is inserted first, in the transaction of the write: a parallel duplicate waits on the
// primary key until the first commits (or rolls back), so two copies never both write.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type IdempotentScope, idempotencyKeys } from '../schema/index.ts';
import { conflictError } from './errors.ts';

/** A request's key and what it is for; a key names one request of one kind. */
export type IdempotencyKey = { key: string; scope: IdempotentScope };

/** How long a key is kept: a tablet's queue is sent within days; a month leaves room. */
const IDEMPOTENCY_KEY_DAYS = 30;

function otherScope(scope: string): Error {
  return conflictError(
    `This request's idempotency key was already used for another kind of request (${scope}). Send a new key.`,
  );
}

/** The stored answer of a key sent before, or undefined when the key is new. */
export async function findIdempotentAnswer<T>(
  db: Db,
  options: IdempotencyKey,
): Promise<{ answer: T } | undefined> {
  const [row] = await db
    .select({ scope: idempotencyKeys.scope, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, options.key));
  if (!row) return undefined;
  if (row.scope !== options.scope) throw otherScope(row.scope);
  return { answer: row.answer as T };
}

/**
 * Runs `write` once per key: in one transaction the key is claimed, the write made and its answer
 * stored. A key already stored (by an earlier or a parallel request) answers its stored answer and
 * `write` does not run; `replayed` says which.
 */
export async function writeOnce<T>(
  db: Db,
  options: IdempotencyKey & { write: (tx: Db) => Promise<T> },
): Promise<{ answer: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key: options.key, scope: options.scope })
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const stored = await findIdempotentAnswer<T>(tx, options);
      if (stored) return { answer: stored.answer, replayed: true };
    }
    const answer = await options.write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ answer })
      .where(and(eq(idempotencyKeys.key, options.key), eq(idempotencyKeys.scope, options.scope)));
    return { answer, replayed: false };
  });
}

/** Deletes keys older than IDEMPOTENCY_KEY_DAYS; returns how many. Idempotent, so any instance may. */
export async function purgeOldIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
