import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';

/** The 6th failure for one account within the window answers 429. */
export const MAX_FAILURES = 5;
/** An office behind one address should not be locked out by one person's typos. */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

const windowInterval = sql.raw(`interval '${FAILURE_WINDOW_MS / 1000} seconds'`);

export type Reservation = { allowed: boolean; retryAfterS: number };

/**
 * Counts a sign-in attempt as a failure before the password is checked, for the account and the
 * address in one atomic statement; a successful sign-in takes it back (`forgiveAttempt`). Counting
 * first means parallel guesses cannot all slip through between a check and a count. A window
 * starts at the first failure; a failure after it has passed starts a new one.
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<Reservation> {
  const rows = await db
    .insert(authFailures)
    .values([
      { key: accountKey(email), count: 1 },
      { key: ipKey(ip), count: 1 },
    ])
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${authFailures.windowStart} > now() - ${windowInterval} then ${authFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${authFailures.windowStart} > now() - ${windowInterval} then ${authFailures.windowStart} else now() end`,
      },
    })
    .returning({
      key: authFailures.key,
      count: authFailures.count,
      retryAfterS: sql<number>`greatest(1, ceil(extract(epoch from (${authFailures.windowStart} + ${windowInterval} - now()))))::int`,
    });
  const over = rows.filter((row) =>
    row.key.startsWith('ip:') ? row.count > MAX_FAILURES_PER_IP : row.count > MAX_FAILURES,
  );
  return { allowed: over.length === 0, retryAfterS: Math.max(0, ...over.map((row) => row.retryAfterS)) };
}

/** A successful sign-in: the account starts afresh, the address loses the one attempt it reserved. */
export async function forgiveAttempt(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, accountKey(email)));
  await db
    .update(authFailures)
    .set({ count: sql`greatest(0, ${authFailures.count} - 1)` })
    .where(eq(authFailures.key, ipKey(ip)));
}

/** What a person reads when a reservation is refused. */
export function tooManyAttemptsMessage(reservation: Reservation, what = 'attempts'): string {
  const m = Math.max(1, Math.ceil(reservation.retryAfterS / 60));
  return `Too many failed ${what}. Please wait ${m === 1 ? '1 minute' : `${m} minutes`} and try again.`;
}
