import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restorePglite } from './backup.ts';
import { DatabaseDamagedError, openPglite } from './client.ts';
import { DataDirLockedError } from './lock.ts';
import { appSettings } from './schema/index.ts';
import { createTestDb, pgliteTemplateDir, type TestDb } from './testing/test-db.ts';

describe(`database (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('is migrated and answers a ping', async () => {
    await handle.ping();
    const result = (await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'app_settings'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(1);
  });

  it('rolls back a failed transaction as a whole', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(appSettings).values({ key: 'a', value: { on: true } });
        await tx.insert(appSettings).values({ key: 'a', value: { on: false } });
      }),
    ).rejects.toThrow();
    expect(await handle.db.select().from(appSettings).where(eq(appSettings.key, 'a'))).toEqual([]);
  });

  it('stores and reads back bytea byte for byte (pglite-client.ts converts it on PGlite)', async () => {
    const bytes = new Uint8Array(3 * 256 + 5);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
    const result = (await handle.db.execute(
      sql`select ${bytes}::bytea as b, octet_length(${bytes}::bytea) as n`,
    )) as unknown as { rows: { b: Uint8Array; n: number }[] };
    expect(result.rows[0]?.n).toBe(bytes.length);
    const back = result.rows[0]?.b as Uint8Array;
    expect(back).toBeInstanceOf(Uint8Array);
    expect(new Uint8Array(back)).toEqual(bytes);
  });
});

// PGlite's own directory, whichever engine the run is for: once is enough (10 s, initdb twice).
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded PGlite data directory', () => {
  it('keeps data across a close and reopen, and refuses a second opener meanwhile', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pglite-')), 'nested', 'data');
    const first = await openPglite(dir);
    await first.db.insert(appSettings).values({ key: 'publicPrices', value: true });
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openPglite(dir);
    expect(await second.db.select({ value: appSettings.value }).from(appSettings)).toEqual([{ value: true }]);
    await second.close();
  }, 60_000);

  it('refuses a damaged database, naming the restore, and opens again once a backup is restored', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pglite-'));
    const dir = join(root, 'data');
    // The migrated template, rather than a new database migrated here (seconds).
    cpSync(pgliteTemplateDir(), join(dir, 'pglite'), { recursive: true });
    const first = await openPglite(dir, { migrate: false });
    await first.db.insert(appSettings).values({ key: 'kept', value: 1 });
    await first.backup(join(root, 'backup.tar.gz'));
    await first.close();
    // What a crash that recovery cannot undo leaves: a control file that is not one.
    writeFileSync(join(dir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const refusal = await openPglite(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseDamagedError);
    expect((refusal as Error).message).toContain('`npm run db:restore -- --file <backup file>`');
    // The lock went with the refusal: the restore (and then the app) may take the directory.
    await restorePglite(dir, join(root, 'backup.tar.gz'));
    const restored = await openPglite(dir, { migrate: false });
    expect(await restored.db.select({ key: appSettings.key }).from(appSettings)).toEqual([{ key: 'kept' }]);
    await restored.close();
  }, 60_000);
});
