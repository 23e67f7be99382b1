import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite-client.ts';

/** A PGlite data directory as a gzipped tarball, taken by the process that holds the database. */
export async function backupPglite(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Replaces `dataDir/pglite` with a backup. The new directory is built beside the old one and
 * swapped in only once it opened cleanly, so a bad file leaves the current data as it was.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  const target = join(resolve(dataDir), 'pglite');
  const staging = `${target}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  const blob = new Blob([readFileSync(file)]);
  const client = await createPglite(staging, { loadDataDir: blob });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  const previous = `${target}.before-restore`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed; it comes with the PostgreSQL client tools (apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} failed (${code}):\n${stderr}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

export function defaultBackupFile(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
  return join('backups', `meterline-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}
