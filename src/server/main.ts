import { restrictNewFiles } from './config/data-dir.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { DatabaseDamagedError } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { demoLoginsReminder, demoLoginsText } from './db/seed/seed-if-empty.ts';
import { startServer } from './server.ts';
import { createLogger } from './services/logger.ts';

async function main(): Promise<void> {
  // The data directory's files (PGlite's among them) are the owner's only.
  restrictNewFiles();
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseDamagedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Stops cleanly from here on: the handlers are in place before anyone is told the server is up.
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // npm relays the terminal's signal once more after the process group got it: one shutdown only.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const hardStop = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    hardStop.unref();
    running.stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));

  // One write, so whoever waits for the "running at" line gets the logins with it.
  const where = running.database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  let ready = `\nMeterline is running at ${running.url} (database: ${where})\n`;
  if (running.seed.seeded) {
    const chosen = { password: Boolean(config.DEMO_PASSWORD), pin: Boolean(config.DEMO_PIN) };
    ready += `\n${demoLoginsText(running.seed, chosen)}\n`;
  } else if (config.NODE_ENV !== 'production') ready += `\n${demoLoginsReminder(config)}\n`;
  process.stdout.write(`${ready}\n`);
}

main().catch((error) => {
  process.stderr.write(
    `Meterline failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
