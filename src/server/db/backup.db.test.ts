import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restorePglite, restorePostgres } from './backup.ts';
import { openPglite } from './client.ts';
import { appSettings } from './schema/index.ts';
import { createTestDb } from './testing/test-db.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'backup-'));

describe(`backup and restore (${process.env.TEST_DB})`, () => {
  it('restores exactly what the backup held', async () => {
    const file = join(tmp(), 'nested', process.env.TEST_DB === 'postgres' ? 'b.pgdump' : 'b.tar.gz');
    if (process.env.TEST_DB === 'postgres') {
      const db = await createTestDb();
      try {
        await db.db.insert(appSettings).values({ key: 'kept', value: 1 });
        await db.backup(file);
        await db.db.insert(appSettings).values({ key: 'after-backup', value: 2 });
        await restorePostgres(db.url as string, file);
        expect((await db.db.select().from(appSettings)).map((r) => r.key)).toEqual(['kept']);
      } finally {
        await db.close();
      }
      return;
    }
    const dataDir = join(tmp(), 'data');
    const first = await openPglite(dataDir);
    await first.db.insert(appSettings).values({ key: 'kept', value: 1 });
    await first.backup(file);
    await first.db.insert(appSettings).values({ key: 'after-backup', value: 2 });
    await first.close();
    await restorePglite(dataDir, file);
    const reopened = await openPglite(dataDir);
    expect((await reopened.db.select().from(appSettings)).map((r) => r.key)).toEqual(['kept']);
    await reopened.close();
  }, 90_000);

  it('refuses a missing backup file and leaves the data alone', async () => {
    await expect(restorePglite(join(tmp(), 'data'), '/nonexistent/backup.tar.gz')).rejects.toThrow(
      'No backup file at /nonexistent/backup.tar.gz.',
    );
  });
});
