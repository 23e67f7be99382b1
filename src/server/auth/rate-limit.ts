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

/**
 * One upsert counts a failure atomically, whatever the number of app instances: a window starts
 * at the first failure and a failure after it has passed starts a new one.
 */
export async function recordFailure(db: Db, key: string): Promise<number> {
  const rows = await db
    .insert(authFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${authFailures.windowStart} > now() - ${windowInterval} then ${authFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${authFailures.windowStart} > now() - ${windowInterval} then ${authFailures.windowStart} else now() end`,
      },
    })
    .returning({ count: authFailures.count });
  return rows[0]?.count ?? 1;
}

/** Failures in the current window, or 0 when the window has passed. */
export async function failureCount(db: Db, key: string): Promise<{ count: number; retryAfterS: number }> {
  const rows = await db
    .select({
      count: authFailures.count,
      retryAfterS: sql<number>`greatest(0, ceil(extract(epoch from (${authFailures.windowStart} + ${windowInterval} - now()))))::int`,
    })
    .from(authFailures)
    .where(sql`${authFailures.key} = ${key} and ${authFailures.windowStart} > now() - ${windowInterval}`);
  return rows[0] ?? { count: 0, retryAfterS: 0 };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

/** Seconds until sign-in is allowed again for this account and IP, or 0. */
export async function lockedFor(db: Db, email: string, ip: string): Promise<number> {
  const [account, address] = await Promise.all([
    failureCount(db, accountKey(email)),
    failureCount(db, ipKey(ip)),
  ]);
  const locked = [
    ...(account.count >= MAX_FAILURES ? [account] : []),
    ...(address.count >= MAX_FAILURES_PER_IP ? [address] : []),
  ];
  return locked.length ? Math.max(1, ...locked.map((f) => f.retryAfterS)) : 0;
}
