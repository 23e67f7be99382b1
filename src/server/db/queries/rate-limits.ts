// One rate-limit mechanism for every limit of the app (sign-in, configuration codes, quote requests,
// and later the trade-fair PIN): fixed windows counted in the database, so several instances share
// them, by one atomic upsert per check. Expired windows are purged on a schedule (db/purge-expired.ts).
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitCounters } from '../schema/index.ts';

/** At most `max` attempts per subject within `windowMs`; the (max+1)th is refused. */
export type RateLimit = {
  /** prefix of the stored key, e.g. `ip` → `ip:<hash of 203.0.113.9>`; unique per limit */
  name: string;
  max: number;
  windowMs: number;
};

/** One limit applied to one subject (an IP, an account, …). */
export type RateLimitSubject = { limit: RateLimit; subject: string };

export type RateLimitDecision = {
  allowed: boolean;
  /** seconds until the longest exceeded window ends; 0 when allowed */
  retryAfterS: number;
  /** names of the limits that were exceeded */
  exceeded: string[];
};

/**
 * The stored key: the limit's name and a hash of the subject. A subject is whatever a client sent (an
 * e-mail of any length, an address), so it is hashed: the key stays short enough for its index, and
 * the table keeps no addresses or e-mails in readable form.
 */
const rateLimitKey = ({ limit, subject }: RateLimitSubject) =>
  `${limit.name}:${createHash('sha256').update(subject).digest('base64url')}`;

/**
 * Counts an attempt against every given limit in one statement and says whether all still allow
 * it. Counting before the work (rather than checking, working, then counting) means parallel requests
 * cannot all slip through between a check and a count. A window starts at the first attempt; an
 * attempt after it has passed starts a new one.
 */
export async function countAttempt(
  db: Db,
  subjects: readonly RateLimitSubject[],
): Promise<RateLimitDecision> {
  if (subjects.length === 0) return { allowed: true, retryAfterS: 0, exceeded: [] };
  const byKey = new Map(subjects.map((s) => [rateLimitKey(s), s.limit]));
  const window = sql`make_interval(secs => ${rateLimitCounters.windowS})`;
  const rows = await db
    .insert(rateLimitCounters)
    .values(
      subjects.map((s) => ({
        key: rateLimitKey(s),
        count: 1,
        windowS: Math.max(1, Math.ceil(s.limit.windowMs / 1000)),
      })),
    )
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} > now() - ${window} then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStart: sql`case when ${rateLimitCounters.windowStart} > now() - ${window} then ${rateLimitCounters.windowStart} else now() end`,
        windowS: sql`excluded.window_s`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      retryAfterS: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitCounters.windowStart} + ${window} - now()))))::int`,
    });
  const over = rows.filter((row) => row.count > (byKey.get(row.key)?.max ?? Number.POSITIVE_INFINITY));
  return {
    allowed: over.length === 0,
    retryAfterS: Math.max(0, ...over.map((row) => row.retryAfterS)),
    exceeded: over.map((row) => byKey.get(row.key)?.name ?? row.key),
  };
}

/**
 * Counts against the limits one after another and stops at the first that refuses: the subjects
 * behind it are not counted. So an address that is already refused cannot keep an account's counter
 * going (nor start new counters for every e-mail it makes up). Each count is atomic on its own, so
 * parallel attempts still cannot slip past any of the limits.
 */
export async function countAttemptInOrder(
  db: Db,
  subjects: readonly RateLimitSubject[],
): Promise<RateLimitDecision> {
  for (const subject of subjects) {
    const decision = await countAttempt(db, [subject]);
    if (!decision.allowed) return decision;
  }
  return { allowed: true, retryAfterS: 0, exceeded: [] };
}

/** Deletes the counters whose window has passed; returns how many. Idempotent, so any instance may. */
export async function purgeExpiredWindows(db: Db): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(
      lt(
        sql`${rateLimitCounters.windowStart} + make_interval(secs => ${rateLimitCounters.windowS})`,
        sql`now()`,
      ),
    )
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}

/** Forgets a subject's attempts altogether (e.g. an account after a successful sign-in). */
export async function resetAttempts(db: Db, subject: RateLimitSubject): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, rateLimitKey(subject)));
}

/** Takes back one counted attempt (e.g. the address's attempt of a sign-in that succeeded). */
export async function forgiveAttempt(db: Db, subject: RateLimitSubject): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(0, ${rateLimitCounters.count} - 1)` })
    .where(eq(rateLimitCounters.key, rateLimitKey(subject)));
}

/** "45 seconds", "1 minute", "7 minutes": for messages that say how long to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return s === 1 ? '1 second' : `${s} seconds`;
  }
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}
