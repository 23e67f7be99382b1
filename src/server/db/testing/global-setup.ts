import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../client.ts';
import { createPglite } from '../pglite-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** null in the `postgres` project, whose files never open PGlite */
    pgliteTemplateDir: string | null;
    postgresTemplate: { baseUrl: string; name: string } | null;
  }
}

/**
 * Migrates once per run of a database project (vitest.config.ts): in `pglite` a PGlite directory that
 * each test file copies (initdb per file would cost seconds), in `postgres` a template database that
 * each file clones.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'meterline-test-'));
  if (project.name === 'postgres') project.provide('pgliteTemplateDir', null);
  else {
    const templateDir = join(root, 'template');
    const handle = await wrapPglite(await createPglite(templateDir), {});
    await handle.close();
    project.provide('pgliteTemplateDir', templateDir);
  }

  let teardownPostgres = async () => {};
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl && project.name === 'postgres') {
    const name = `meterline_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const migrated = await openPostgres(withDatabase(baseUrl, name), { poolSize: 1 });
    await migrated.close();
    project.provide('postgresTemplate', { baseUrl, name });
    teardownPostgres = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    project.provide('postgresTemplate', null);
  }

  return async () => {
    await teardownPostgres();
    rmSync(root, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
