import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restrictNewFiles } from '../config/data-dir.ts';
import { parseEnv } from '../config/env.ts';
import { restorePglite, restorePostgres } from '../db/backup.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.ts';
import { CliError, runCommand } from './commands.ts';
import { sendToControlSocket } from './control-socket.ts';

async function main(): Promise<void> {
  // What it writes (PGlite's files, backups: password hashes) is the owner's only, as in the server.
  restrictNewFiles();
  const config = parseEnv(process.env);
  const argv = process.argv.slice(2);
  if (argv[0] === 'db:restore') {
    process.stdout.write(`${await restore(config, argv)}\n`);
    return;
  }
  let handle: DbHandle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    // The app holds the embedded database: let it run the command.
    if (!(error instanceof DataDirLockedError)) throw error;
    const reply = await sendToControlSocket(config.DATA_DIR, argv);
    if (!reply.ok) throw new CliError(reply.error);
    process.stdout.write(`${reply.output}\n`);
    return;
  }
  try {
    process.stdout.write(`${await runCommand(handle, argv)}\n`);
  } finally {
    await handle.close();
  }
}

/** Restore needs the database closed, so it runs here rather than in the app. */
async function restore(config: ReturnType<typeof parseEnv>, argv: string[]): Promise<string> {
  const { values } = parseArgs({ args: argv.slice(1), options: { file: { type: 'string' } } });
  if (!values.file) throw new CliError('Missing --file: which backup to restore.');
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, values.file);
    return `Restored ${values.file} into PostgreSQL.`;
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(resolve(config.DATA_DIR));
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new CliError(`${error.message} A restore needs the app stopped.`);
    throw error;
  }
  try {
    await restorePglite(config.DATA_DIR, values.file);
  } finally {
    release();
  }
  return `Restored ${values.file} into ${resolve(config.DATA_DIR)}.`;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
