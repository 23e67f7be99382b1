import type { Role } from '../../domain/roles.ts';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { QuoteMailTrigger } from '../quotes/quote-mail.ts';
import type { AppLogger } from '../services/logger.ts';
import type { TranslationJobsTrigger } from '../services/translation/translation-runner.ts';

/** The signed-in user as re-checked against the database on this request. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  tradeFairModeEnabled: boolean;
  /** the JWT's session id: sign-out revokes it, sales mode is authorised for it */
  sessionId: string;
};

export type AppDeps = {
  db: Db;
  config: Env;
  logger: AppLogger;
  /** asks the quote mail outbox to deliver at once (src/server/quotes/quote-mail.ts); absent in some tests */
  quoteMail?: QuoteMailTrigger;
  /** the machine-translation jobs' runner (services/translation/translation-runner.ts); absent in some tests */
  translations?: TranslationJobsTrigger;
};

export type RequestContext = AppDeps & {
  /**
   * The session's user, re-checked (session-claims.ts), read on first call and remembered for the
   * request. Public endpoints call it only when their answer depends on it.
   */
  getUser: () => Promise<SessionUser | null>;
  requestId: string;
  ip: string;
  log: AppLogger;
};
