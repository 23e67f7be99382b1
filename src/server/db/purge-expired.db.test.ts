import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../testing/test-config.ts';
import { PURGE_INTERVAL_MS, purgeExpired, startExpiredRowPurge } from './purge-expired.ts';
import { idempotencyKeys, rateLimitCounters, verificationTokens } from './schema/index.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';

describe(`purging expired rows (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());
  afterEach(() => vi.useRealTimers());

  /** `n` expired and `n` live rows in each table. */
  async function fill(n: number): Promise<void> {
    const minutesAgo = (m: number) => sql`now() - make_interval(mins => ${m})`;
    await db.db.insert(rateLimitCounters).values(
      Array.from({ length: n }, (_, i) => [
        // a 5-minute window that began 6 minutes ago is over; one that began 1 minute ago is not
        { key: `old:${i}`, windowS: 300, count: 3, windowStart: minutesAgo(6) },
        { key: `live:${i}`, windowS: 300, count: 3, windowStart: minutesAgo(1) },
        // a 15-minute window that began 6 minutes ago is still live
        { key: `long:${i}`, windowS: 900, count: 1, windowStart: minutesAgo(6) },
      ]).flat(),
    );
    const daysAgo = (d: number) => sql`now() - make_interval(days => ${d})`;
    await db.db.insert(idempotencyKeys).values(
      Array.from({ length: n }, () => [
        { key: crypto.randomUUID(), scope: 'requestQuote' as const, createdAt: daysAgo(31) },
        { key: crypto.randomUUID(), scope: 'requestQuote' as const, createdAt: daysAgo(29) },
      ]).flat(),
    );
    await db.db.insert(verificationTokens).values(
      Array.from({ length: n }, (_, i) => [
        { identifier: 'a@example.com', token: `old-${i}`, expires: new Date(Date.now() - 60_000) },
        { identifier: 'a@example.com', token: `live-${i}`, expires: new Date(Date.now() + 600_000) },
      ]).flat(),
    );
  }
  const keys = async () =>
    (await db.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key.split(':')[0],
    );
  const tokens = async () =>
    (await db.db.select({ token: verificationTokens.token }).from(verificationTokens)).map(
      (r) => r.token.split('-')[0],
    );

  it('deletes the windows that are over and the tokens past their expiry, and nothing else', async () => {
    await fill(2);
    expect(await purgeExpired(db.db)).toEqual({
      windows: 2,
      tokens: 2,
      partModelFiles: 0,
      idempotencyKeys: 2,
    });
    expect((await keys()).sort()).toEqual(['live', 'live', 'long', 'long']);
    expect(await tokens()).toEqual(['live', 'live']);
    expect(await db.db.$count(idempotencyKeys)).toBe(2);
    expect(await purgeExpired(db.db)).toEqual({
      windows: 0,
      tokens: 0,
      partModelFiles: 0,
      idempotencyKeys: 0,
    });
    await db.db.delete(idempotencyKeys);
    await db.db.delete(rateLimitCounters);
    await db.db.delete(verificationTokens);
  });

  it('can run in several instances at once: each row is deleted once, and none fails', async () => {
    await fill(50);
    const reports = await Promise.all([purgeExpired(db.db), purgeExpired(db.db), purgeExpired(db.db)]);
    expect(reports.reduce((sum, r) => sum + r.windows, 0)).toBe(50);
    expect(reports.reduce((sum, r) => sum + r.tokens, 0)).toBe(50);
    expect(reports.reduce((sum, r) => sum + r.idempotencyKeys, 0)).toBe(50);
    expect(await keys()).not.toContain('old');
    await db.db.delete(idempotencyKeys);
    await db.db.delete(rateLimitCounters);
    await db.db.delete(verificationTokens);
  });

  it('runs on a schedule in the server', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const purge = startExpiredRowPurge({ db: db.db, logger: silentLogger });
    await fill(1);
    vi.advanceTimersByTime(PURGE_INTERVAL_MS - 1);
    await purge.idle();
    expect(await tokens()).toContain('old');
    vi.advanceTimersByTime(1);
    await purge.idle();
    expect(await tokens()).toEqual(['live']);
    expect((await keys()).sort()).toEqual(['live', 'long']);
    await purge.stop();
  });
});
