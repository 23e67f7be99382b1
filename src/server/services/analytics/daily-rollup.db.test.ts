// The server's daily roll-up of old analytics events (docs/product.md#analytics): first soon after the
// start, then once a day, each time moving what has become older than 13 months.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAnalyticsEvents } from '../../db/queries/analytics.ts';
import { analyticsDaily, analyticsEvents } from '../../db/schema/index.ts';
import { createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { silentLogger } from '../../testing/test-config.ts';
import { FIRST_ROLLUP_DELAY_MS, ROLLUP_INTERVAL_MS, startDailyRollup } from './daily-rollup.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
afterEach(() => vi.useRealTimers());

const pageview = (at: string) => ({
  occurredAt: new Date(at),
  type: 'pageview' as const,
  path: '/',
  visitor: 'v',
});

describe('daily analytics roll-up', () => {
  it('rolls up soon after the start, then once a day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let now = new Date('2026-11-28T12:00:00Z');
    await insertAnalyticsEvents(db.db, [pageview('2025-10-27T23:59:59Z'), pageview('2025-10-28T00:00:00Z')]);
    const rollup = startDailyRollup({ db: db.db, logger: silentLogger, now: () => now });

    vi.advanceTimersByTime(FIRST_ROLLUP_DELAY_MS - 1);
    await rollup.idle();
    expect(await db.db.$count(analyticsEvents)).toBe(2);
    vi.advanceTimersByTime(1);
    await rollup.idle();
    expect(await db.db.$count(analyticsEvents)).toBe(1);
    expect(await db.db.$count(analyticsDaily)).toBe(1);

    // a day later the other event is 13 months old too
    now = new Date('2026-11-29T12:00:00Z');
    vi.advanceTimersByTime(ROLLUP_INTERVAL_MS);
    await rollup.idle();
    expect(await db.db.$count(analyticsEvents)).toBe(0);
    expect(await db.db.$count(analyticsDaily)).toBe(2);
    await rollup.stop();
  });
});
