// The analytics collector's writes (docs/product.md#analytics): a batch of events in one statement, and
// the visitor hash's salt of the day.
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { analyticsEvents, analyticsSalts } from '../schema/index.ts';

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/** Stores a batch: one insert, so a batch is stored whole or not at all. */
export async function insertAnalyticsEvents(db: Db, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/**
 * The salt of `day` (YYYY-MM-DD, UTC): made by the first instance that needs it, read by the others; every
 * earlier day's salt is deleted in the same transaction, so no hash of an earlier day can be made again.
 */
export async function saltOfDay(db: Db, day: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    await tx
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ day: analyticsSalts.day, salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row || row.day !== day) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  });
}
