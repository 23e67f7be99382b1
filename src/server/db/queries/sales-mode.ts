// Sales mode authorisations per session (schema `sales_mode_sessions`, docs/product.md#sales-mode).
import { and, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import { TRADE_FAIR_IDLE_MS } from '../../../domain/sales-mode.ts';
import type { Db } from '../client.ts';
import { salesModeSessions } from '../schema/index.ts';

type SalesModeRow = typeof salesModeSessions.$inferSelect;

/**
 * A session's sales mode as the database sees it at the read. The database's clock alone decides
 * whether a PIN authorisation still holds (`active`): with several instances, each with its own
 * clock, only one clock can be the judge (docs/ARCHITECTURE.md, sales mode).
 */
export type SalesModeGrant = SalesModeRow & {
  /** authorised by the role, or by a PIN used within TRADE_FAIR_IDLE_MS, by the database's `now()` */
  active: boolean;
  /** how long ago the last request used it, by the database's `now()` (ms) */
  idleMs: number;
};

const idle = sql.raw(`interval '${TRADE_FAIR_IDLE_MS / 1000} seconds'`);

export async function findSalesMode(db: Db, options: { sid: string }): Promise<SalesModeGrant | undefined> {
  const rows = await db
    .select({
      ...getTableColumns(salesModeSessions),
      active: sql<boolean>`(${salesModeSessions.via} = 'role' or ${salesModeSessions.lastActiveAt} > now() - ${idle})`,
      idleMs: sql<number>`(extract(epoch from now() - ${salesModeSessions.lastActiveAt}) * 1000)::float8`,
    })
    .from(salesModeSessions)
    .where(eq(salesModeSessions.sid, options.sid))
    .limit(1);
  return rows[0];
}

/** Authorises sales mode for a session; PIN authorisations that expired long ago are purged with it. */
export async function authoriseSalesMode(
  db: Db,
  options: { sid: string; userId: string; via: 'role' | 'pin' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(salesModeSessions)
      .where(and(eq(salesModeSessions.via, 'pin'), lt(salesModeSessions.lastActiveAt, sql`now() - ${idle}`)));
    await tx
      .insert(salesModeSessions)
      .values({ sid: options.sid, userId: options.userId, via: options.via })
      .onConflictDoUpdate({
        target: salesModeSessions.sid,
        set: { via: options.via, authorisedAt: sql`now()`, lastActiveAt: sql`now()` },
      });
  });
}

export async function endSalesMode(db: Db, options: { sid: string }): Promise<void> {
  await db.delete(salesModeSessions).where(eq(salesModeSessions.sid, options.sid));
}

/**
 * A request used sales mode: it stays alive. Written at most every `everyMs` per session (every write
 * is told to all instances), and only while it has not expired.
 */
export async function touchSalesMode(db: Db, options: { sid: string; everyMs: number }): Promise<void> {
  const every = sql.raw(`interval '${Math.round(options.everyMs / 1000)} seconds'`);
  await db
    .update(salesModeSessions)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(salesModeSessions.sid, options.sid),
        lt(salesModeSessions.lastActiveAt, sql`now() - ${every}`),
        or(eq(salesModeSessions.via, 'role'), sql`${salesModeSessions.lastActiveAt} > now() - ${idle}`),
      ),
    );
}
