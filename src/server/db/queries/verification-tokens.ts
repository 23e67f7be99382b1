// Auth.js's e-mail sign-in tokens (stored hashed by Auth.js). Only an active account's address gets
// one; expired ones are purged on a schedule (db/purge-expired.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { verificationTokens } from '../schema/index.ts';
import { findUserByEmail } from './users.ts';

export type VerificationToken = typeof verificationTokens.$inferSelect;

/**
 * Stores the token if `identifier` is an active account's address, and says whether it did. An
 * unknown address gets no row (it gets no mail either), so anonymous requests cannot fill the table.
 */
export async function storeVerificationToken(db: Db, token: VerificationToken): Promise<boolean> {
  const user = await findUserByEmail(db, { email: token.identifier });
  if (!user || user.disabled) return false;
  await db.insert(verificationTokens).values(token);
  return true;
}

/** Takes a token (once): the row is deleted as it is read. */
export async function takeVerificationToken(
  db: Db,
  options: { identifier: string; token: string },
): Promise<VerificationToken | null> {
  const rows = await db
    .delete(verificationTokens)
    .where(
      and(eq(verificationTokens.identifier, options.identifier), eq(verificationTokens.token, options.token)),
    )
    .returning();
  return rows[0] ?? null;
}

/** Deletes the tokens past their expiry; returns how many. Idempotent, so any instance may. */
export async function purgeExpiredTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(verificationTokens)
    .where(lt(verificationTokens.expires, sql`now()`))
    .returning({ token: verificationTokens.token });
  return rows.length;
}
