import { parseEnv } from '../config/env.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { CliError, runCommand } from './commands.ts';
import { sendToControlSocket } from './control-socket.ts';

async function main(): Promise<void> {
  const config = parseEnv(process.env);
  const argv = process.argv.slice(2);
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
    process.stdout.write(`${await runCommand(handle.db, argv)}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
