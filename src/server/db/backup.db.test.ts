// The restore drill of docs/operations.md: back up, wipe (the schemas dropped on PostgreSQL, the
// directory deleted on PGlite), restore, and find the same rows in every table.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restorePglite, restorePostgres } from './backup.ts';
import { type Db, openPglite } from './client.ts';
import { analyticsEvents, appSettings, auditLog } from './schema/index.ts';
import { createTestDb, pgliteTemplateDir } from './testing/test-db.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'backup-'));

type Rows<T> = { rows: T[] };

/** Every table of the app's schemas (migrations' bookkeeping included): its row count and a hash of its rows. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  )) as unknown as Rows<{ name: string }>;
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [row] = (
      (await db.execute(
        sql.raw(
          `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${name} t`,
        ),
      )) as unknown as Rows<{ n: number; h: string }>
    ).rows;
    result[name] = `${row?.n} rows ${row?.h}`;
  }
  return result;
}

/**
 * Rows in a few tables beside those the migrations wrote (the interface languages among them): JSON, a
 * serial, times. (The demo catalogue would take seconds to seed, here and in the dump.)
 */
async function fill(db: Db): Promise<void> {
  await db.insert(appSettings).values([
    { key: 'kept', value: 1 },
    { key: 'nested', value: { a: [1, 'ü', null] } },
  ]);
  await db.insert(auditLog).values(
    ['create', 'update'].map((action) => ({
      actorLabel: 'backup test',
      action: action as 'create' | 'update',
      entity: 'app_settings',
      summary: `${action} before the backup`,
    })),
  );
  await db.insert(analyticsEvents).values({
    occurredAt: new Date(),
    type: 'pageview',
    path: '/',
    visitor: 'v',
    props: { machine: 'hx' },
  });
}

describe(`backup and restore (${process.env.TEST_DB})`, () => {
  it('restores exactly what the backup held into a wiped database', async () => {
    const file = join(tmp(), 'nested', process.env.TEST_DB === 'postgres' ? 'b.pgdump' : 'b.tar.gz');
    if (process.env.TEST_DB === 'postgres') {
      const db = await createTestDb();
      try {
        await fill(db.db);
        const before = await fingerprint(db.db);
        expect(Object.values(before).filter((rows) => !rows.startsWith('0 ')).length).toBeGreaterThan(4);
        await db.backup(file);
        await db.db.insert(appSettings).values({ key: 'after-backup', value: 2 });
        // The wipe: nothing of the app's is left, tables, migrations' record and all.
        await db.db.execute(sql`drop schema public cascade`);
        await db.db.execute(sql`drop schema if exists drizzle cascade`);
        await db.db.execute(sql`create schema public`);
        expect(await fingerprint(db.db)).toEqual({});
        await restorePostgres(db.url as string, file);
        expect(await fingerprint(db.db)).toEqual(before);
      } finally {
        await db.close();
      }
      return;
    }
    const dataDir = join(tmp(), 'data');
    // The migrated template, rather than a new database migrated here (seconds).
    cpSync(pgliteTemplateDir(), join(dataDir, 'pglite'), { recursive: true });
    const first = await openPglite(dataDir, { migrate: false });
    await fill(first.db);
    const before = await fingerprint(first.db);
    expect(Object.values(before).filter((rows) => !rows.startsWith('0 ')).length).toBeGreaterThan(4);
    await first.backup(file);
    await first.db.insert(appSettings).values({ key: 'after-backup', value: 2 });
    await first.close();
    // The wipe: the database's directory is gone.
    rmSync(join(dataDir, 'pglite'), { recursive: true });
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    await restorePglite(dataDir, file);
    const reopened = await openPglite(dataDir, { migrate: false });
    expect(await fingerprint(reopened.db)).toEqual(before);
    await reopened.close();
  }, 90_000);

  it('refuses a missing backup file and leaves the data alone', async () => {
    await expect(restorePglite(join(tmp(), 'data'), '/nonexistent/backup.tar.gz')).rejects.toThrow(
      'No backup file at /nonexistent/backup.tar.gz.',
    );
  });
});
