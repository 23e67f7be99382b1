import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema/index.ts';
import { caughtUp, createTestDb, type TestDb } from '../testing/test-db.ts';
import { RevisionCache } from './revision-cache.ts';
import { readRevisions } from './revisions.ts';

/** Tables whose writes need not invalidate any cached response. */
const NOT_CACHED = new Set([
  'users',
  // served by id, immutable, with their own long caching
  'images',
  // served by their content's hash, immutable; the part_models rows that name them raise the configurator's
  'part_model_files',
  'rate_limit_counters',
  'quote_requests',
  'verification_tokens',
  'revoked_sessions',
  'sales_mode_sessions',
  'configuration_codes',
  // the first answers of requests sent again from an offline tablet, read by key only
  'idempotency_keys',
  // a sales user's own list, read fresh each time
  'saved_configurations',
  'audit_log',
  // analytics: written by the collector at every batch and the daily roll-up, read fresh by the figures
  // (never cached)
  'analytics_events',
  'analytics_salts',
  'analytics_daily',
  'data_revisions',
  // the editor's draft never reaches a cached read; a version is written in its publication's
  // transaction, whose rows of the model tables raise the configurator's revision
  'configurator_drafts',
  'configurator_model_versions',
  // read by the translation runner and the translations page only, never by a cached read
  'glossary_terms',
  'translation_jobs',
]);

describe(`data revisions (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let other: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
    other = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
    await other.close();
  });

  it('every table of a cached area raises its revision on write (a trigger per table)', async () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .filter((name) => !NOT_CACHED.has(name));
    const rows = await handle.db.select({ table: schema.dataRevisions.area }).from(schema.dataRevisions);
    expect(rows.map((r) => r.table).sort()).toEqual([...schema.DATA_AREAS].sort());
    // information_schema lists one row per trigger event; distinct tables are what counts.
    const { rows: triggers } = (await handle.db.execute(
      sql`select distinct event_object_table as t from information_schema.triggers where trigger_name like '%_bump_revision'`,
    )) as unknown as { rows: { t: string }[] };
    expect(triggers.map((r) => r.t).sort()).toEqual(tables.sort());
    expect(tables.length).toBeGreaterThan(40);
  });

  it('raises the area revision in the writing transaction, and not when it rolls back', async () => {
    const before = await readRevisions(handle.db);
    await handle.db.insert(schema.pumpTypes).values({ name: 'Radial piston pump' });
    const after = await readRevisions(handle.db);
    expect(after.catalogue).toBe((before.catalogue ?? 0) + 1);
    expect(after.i18n).toBe(before.i18n);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(schema.pumpTypes).set({ name: 'Radial piston pump RK' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await readRevisions(handle.db)).catalogue).toBe(after.catalogue);
  });

  it('builds once for concurrent requests, again after a write, and per database', async () => {
    // The writes of the tests before this one may still be on their way to the change feed (on
    // PostgreSQL a notification travels over a connection of its own): one arriving mid-test would
    // count as a new write.
    await caughtUp(handle);
    let builds = 0;
    const cache = new RevisionCache<string[]>(['catalogue'], async (db) => {
      builds++;
      return (await db.select({ name: schema.pumpTypes.name }).from(schema.pumpTypes)).map((r) => r.name);
    });
    const [a, b] = await Promise.all([cache.get(handle.db), cache.get(handle.db)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    await cache.get(handle.db);
    expect(builds).toBe(1);
    await handle.db
      .update(schema.pumpTypes)
      .set({ name: 'Radial piston pump R' })
      .where(eq(schema.pumpTypes.name, 'Radial piston pump'));
    await caughtUp(handle);
    expect(await cache.get(handle.db)).toContain('Radial piston pump R');
    expect(builds).toBe(2);
    // Same revision numbers in another database say nothing about its contents.
    expect(await cache.get(other.db)).toEqual([]);
    expect(builds).toBe(3);
  });

  it('rebuilds when the month changes, since availableTo hides items by month', async () => {
    const months: string[] = [];
    const cache = new RevisionCache<string>(['catalogue'], async (_db, _variant, now) => {
      months.push(now.toISOString().slice(0, 7));
      return 'ok';
    });
    await cache.get(handle.db, { now: new Date('2026-01-31T23:59:00Z') });
    await cache.get(handle.db, { now: new Date('2026-01-01T00:00:00Z') });
    await cache.get(handle.db, { now: new Date('2026-02-01T00:00:00Z') });
    expect(months).toEqual(['2026-01', '2026-02']);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const cache = new RevisionCache<string>(['news'], async () => {
      if (fail) throw new Error('boom');
      return 'ok';
    });
    await expect(cache.get(handle.db)).rejects.toThrow('boom');
    fail = false;
    expect(await cache.get(handle.db)).toBe('ok');
  });
});
