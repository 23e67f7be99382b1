import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runCommand } from './cli/commands.ts';
import { startControlSocket } from './cli/control-socket.ts';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { openDataDirWarning, prepareDataDir, usesDataDir } from './config/data-dir.ts';
import type { Env } from './config/env.ts';
import { projectRoot } from './config/project-root.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { startExpiredRowPurge } from './db/purge-expired.ts';
import { syncTranslationSources } from './db/queries/translation-sources.ts';
import { type SeedResult, seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { buildApp } from './http/build-app.ts';
import { type ConnectionLimits, connectionLimitsOf } from './http/connection-limits.ts';
import { listenHttp } from './http/node-server.ts';
import { loadPublicPages } from './http/public-pages.ts';
import { loadStaticAssets } from './http/static-assets.ts';
import { type QuoteMailOutbox, startQuoteMailOutbox } from './quotes/quote-mail.ts';
import { startDailyRollup } from './services/analytics/daily-rollup.ts';
import type { AppLogger } from './services/logger.ts';
import { createMailer } from './services/mail.ts';
import { createLlmClient } from './services/translation/llm-client.ts';
import { startTranslationRunner, type TranslationRunner } from './services/translation/translation-runner.ts';
import { createWorkerPool } from './services/worker-pool.ts';

const defaultClientDir = join(projectRoot(), 'dist', 'client');
/** The server's render of the public pages (`vite build --ssr`, src/web/app/server-render.tsx). */
const defaultSsrDir = join(projectRoot(), 'dist', 'ssr');

export type RunningServer = {
  url: string;
  port: number;
  database: DbHandle;
  seed: SeedResult;
  /** Stops accepting, lets in-flight requests finish, closes the database. */
  stop(): Promise<void>;
};

const SHUTDOWN_GRACE_MS = 8000;

export async function startServer(
  config: Env,
  logger: AppLogger,
  options: { clientDir?: string; ssrDir?: string; connectionLimits?: Partial<ConnectionLimits> } = {},
): Promise<RunningServer> {
  // Before anything writes into it (the secret, PGlite, the lock): created, or closed, for its owner.
  if (usesDataDir(config)) {
    const warning = openDataDirWarning(prepareDataDir(config.DATA_DIR));
    if (warning) logger.warn(warning);
  }
  const secret = resolveAuthSecret(config);
  const database = await openDatabase(config);
  try {
    const seed = await seedIfEmpty(database.db, config, logger);
    const clientDir = options.clientDir ?? defaultClientDir;
    const assets = loadStaticAssets(clientDir);
    if (!assets.available) logger.warn('the web client is not built; run `npm run build`');
    const publicPages = assets.available
      ? loadPublicPages({ ssrDir: options.ssrDir ?? defaultSsrDir, clientDir, logger })
      : undefined;
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
    // Threads start with the first heavy task (a quote PDF), not here.
    const workers = createWorkerPool(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {});
    let outbox: QuoteMailOutbox | undefined;
    const llm = createLlmClient(config, logger);
    let translationRunner: TranslationRunner | undefined;
    const { app, hot } = buildApp({
      config,
      database,
      logger,
      secret,
      assets,
      publicPages,
      mailer,
      quoteMail: { nudge: () => outbox?.nudge() },
      translations: {
        llm: { configured: llm !== undefined, model: llm?.model },
        nudge: () => translationRunner?.nudge(),
      },
      workers,
    });

    const server = await listenHttp({
      fetch: app.fetch,
      hot,
      port: config.PORT,
      hostname: config.HOST,
      limits: { ...connectionLimitsOf(config), ...options.connectionLimits },
    });
    const port = (server.address() as AddressInfo).port;
    // Listening first: the public pages' render loads while the first requests are already answered.
    publicPages?.warm();
    const control =
      database.kind === 'pglite'
        ? await startControlSocket(config.DATA_DIR, (argv) => runCommand(database, argv))
        : undefined;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    // Quote requests stored while a mail server was down (here or on another instance) go out now.
    outbox = startQuoteMailOutbox({
      db: database.db,
      mailer,
      salesMailTo: config.SALES_MAIL_TO,
      baseUrl: config.PUBLIC_URL ?? `http://${host}:${port}`,
      logger,
      workers,
    });
    outbox.nudge();
    const purge = startExpiredRowPurge({ db: database.db, logger });
    const rollup = startDailyRollup({ db: database.db, logger });
    // Jobs a stopped instance left go on here; texts of models changed elsewhere get their rows.
    translationRunner = startTranslationRunner({
      db: database.db,
      llm,
      logger,
      batchSize: config.LLM_BATCH_SIZE,
    });
    const sourcesSynced = syncTranslationSources(database.db).catch((error) =>
      logger.warn({ err: error }, 'the translations could not be brought up to date'),
    );

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        control?.close();
        await outbox?.stop();
        await purge.stop();
        await rollup.stop();
        await translationRunner?.stop();
        await sourcesSynced;
        const closed = new Promise<void>((done) => server.close(() => done()));
        // Keep-alive sockets would hold close() open; idle ones go now, busy ones when they finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        const grace = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(grace);
        // After the requests and the outbox: nothing asks for a PDF any more.
        await workers.close();
        await database.close();
      })();
      return stopping;
    };

    return { url: `http://${host}:${port}`, port, database, seed, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}
