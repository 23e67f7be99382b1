import { adminRoutes } from '../api/admin/routes.ts';
import { analyticsExportRoutes } from '../api/rest/analytics-export-routes.ts';
import { analyticsRoutes } from '../api/rest/analytics-routes.ts';
import { dataRoutes } from '../api/rest/data-routes.ts';
import { quoteRoutes } from '../api/rest/quote-routes.ts';
import { systemRoutes } from '../api/rest/system-routes.ts';
import { appRouter } from '../api/trpc/router.ts';
import { buildAuthConfig } from '../auth/auth-config.ts';
import { createAuthHandler } from '../auth/auth-handler.ts';
import { sessionReader } from '../auth/session-claims.ts';
import type { Env } from '../config/env.ts';
import type { DbHandle } from '../db/client.ts';
import type { QuoteMailTrigger } from '../quotes/quote-mail.ts';
import { QuotePdfCache } from '../quotes/quote-pdf-cache.ts';
import type { AppLogger } from '../services/logger.ts';
import { createMailer, type Mailer } from '../services/mail.ts';
import type { TranslationJobsTrigger } from '../services/translation/translation-runner.ts';
import type { WorkerPool } from '../services/worker-pool.ts';
import { createApp } from './app.ts';
import type { PublicPages } from './public-pages.ts';
import type { StaticAssets } from './static-assets.ts';

/** The whole HTTP app on a database: every route, tRPC router and Auth.js (server and tests alike). */
export function buildApp(options: {
  config: Env;
  database: Pick<DbHandle, 'db' | 'kind' | 'ping'>;
  logger: AppLogger;
  secret: string;
  assets: StaticAssets;
  /** server-rendered public pages (http/public-pages.ts) */
  publicPages?: PublicPages | undefined;
  mailer?: Mailer;
  /** nudges the quote mail outbox after a quote request is stored (the server starts the outbox) */
  quoteMail?: QuoteMailTrigger;
  /** the machine-translation jobs' runner (the server starts it) */
  translations?: TranslationJobsTrigger;
  /** heavy work off the main thread (services/worker-pool.ts); its owner closes it */
  workers: WorkerPool;
}) {
  const { config, database, logger, secret } = options;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const session = sessionReader(database.db, secret);
  const authConfig = buildAuthConfig({ db: database.db, secret, logger, mailer });
  return createApp({
    db: database.db,
    config,
    logger,
    routes: [
      ...systemRoutes(config, database),
      ...dataRoutes(),
      ...adminRoutes(config, { workers: options.workers }),
      ...quoteRoutes(config, { workers: options.workers, pdfs: new QuotePdfCache() }),
      ...analyticsRoutes(config),
      ...analyticsExportRoutes(),
    ],
    ...(options.quoteMail ? { quoteMail: options.quoteMail } : {}),
    ...(options.translations ? { translations: options.translations } : {}),
    trpcRouter: appRouter,
    assets: options.assets,
    publicPages: options.publicPages,
    resolveUser: session.read,
    peekUser: session.peek,
    authHandler: createAuthHandler(authConfig, {
      publicUrl: config.PUBLIC_URL,
      trustProxy: config.TRUST_PROXY,
      production: config.NODE_ENV === 'production',
    }),
  });
}
