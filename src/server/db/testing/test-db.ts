import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Change } from '../change-feed.ts';
import { type DbHandle, openPostgres, wrapPglite } from '../client.ts';
import { createPglite } from '../pglite-client.ts';
import { readRevisions } from '../queries/revisions.ts';
import type { DataArea } from '../schema/index.ts';
import { withDatabase } from './global-setup.ts';

/** `url` is set on PostgreSQL. */
export type TestDb = DbHandle & { backend: 'pglite' | 'postgres'; url?: string };

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or on PostgreSQL a
 * database cloned from the template (the `postgres` vitest project, run when TEST_DATABASE_URL is set).
 */
export async function createTestDb(options: { logger?: Logger } = {}): Promise<TestDb> {
  const template = inject('postgresTemplate');
  if (process.env.TEST_DB === 'postgres') {
    if (!template) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `meterline_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.baseUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template.name}`);
    } finally {
      await admin.end();
    }
    const handle = await openPostgres(withDatabase(template.baseUrl, name), {
      migrate: false,
      poolSize: 4,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    return {
      ...handle,
      backend: 'postgres',
      url: withDatabase(template.baseUrl, name),
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: template.baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'meterline-db-'));
  cpSync(pgliteTemplateDir(), join(dir, 'pglite'), { recursive: true });
  const handle = await wrapPglite(await createPglite(join(dir, 'pglite')), {
    migrate: false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    ...handle,
    backend: 'pglite',
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The migrated PGlite directory of this run, which a test copies rather than migrate its own. Only the
 * `pglite` project's global set-up makes it (vitest.config.ts): a file that needs it is named
 * `*.db.test.ts`.
 */
export function pgliteTemplateDir(): string {
  const dir = inject('pgliteTemplateDir');
  if (dir) return dir;
  throw new Error(
    process.env.TEST_DB === 'postgres'
      ? 'There is no PGlite template in the postgres project: skip this test there (describe.skipIf).'
      : 'There is no PGlite template: a test file that uses the database must be named *.db.test.ts.',
  );
}

/**
 * Resolves once the handle's change feed has been told of every write made so far. Tests that write
 * straight to the database (as another instance would) call it before reading through the app: on
 * PostgreSQL the notification travels over a connection of its own.
 */
export async function caughtUp(handle: Pick<DbHandle, 'db' | 'changes'>): Promise<void> {
  const expected = await readRevisions(handle.db);
  const done = () =>
    handle.changes.live &&
    Object.entries(expected).every(
      ([area, revision]) => (handle.changes.known()[area as DataArea] ?? 0) >= revision,
    );
  if (done()) return;
  await new Promise<void>((resolve) => {
    const stop = handle.changes.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Resolves, with its arrival time, on the handle's next change of that kind. Subscribe before the write:
 * changes that raise no revision (a user changed, a session revoked) are not waited for by `caughtUp`,
 * and on PostgreSQL their notification can arrive after the next request.
 */
export function nextChange(handle: Pick<DbHandle, 'changes'>, kind: Change['kind']): Promise<number> {
  return new Promise<number>((resolve) => {
    const stop = handle.changes.subscribe((change) => {
      if (change.kind === kind) {
        stop();
        resolve(performance.now());
      }
    });
  });
}
