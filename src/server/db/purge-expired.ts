// Rows that expire: rate-limit windows and e-mail sign-in tokens, which anonymous requests leave
// behind, idempotency keys after 30 days, and part model files no part model names a day after their upload. Every instance purges on its own schedule; the deletes are idempotent (a row another
// instance deleted first is simply not there), so several instances need no coordination.
import type { AppLogger } from '../services/logger.ts';
import type { Db } from './client.ts';
import { purgeOldIdempotencyKeys } from './queries/idempotency.ts';
import { purgeExpiredWindows } from './queries/rate-limits.ts';
import { purgeUnnamedPartModelFiles } from './queries/resources/part-model-files.ts';
import { purgeExpiredTokens } from './queries/verification-tokens.ts';

/** Often enough that the tables hold little more than the live windows (the longest is 15 min). */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export type PurgeReport = {
  windows: number;
  tokens: number;
  partModelFiles: number;
  idempotencyKeys: number;
};

export async function purgeExpired(db: Db): Promise<PurgeReport> {
  return {
    windows: await purgeExpiredWindows(db),
    tokens: await purgeExpiredTokens(db),
    partModelFiles: await purgeUnnamedPartModelFiles(db),
    idempotencyKeys: await purgeOldIdempotencyKeys(db),
  };
}

export type ExpiredRowPurge = {
  /** resolves when no purge is running */
  idle(): Promise<void>;
  /** stops the schedule; waits for a purge in progress */
  stop(): Promise<void>;
};

/**
 * A purge every `intervalMs`, the first one after the first interval (a start does not need it). A
 * purge that fails (the database away) is logged, and the next one tries again.
 */
export function startExpiredRowPurge(
  deps: { db: Db; logger: AppLogger },
  options: { intervalMs?: number } = {},
): ExpiredRowPurge {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = purgeExpired(deps.db)
      .then(
        (report) => {
          if (report.windows + report.tokens + report.partModelFiles + report.idempotencyKeys > 0)
            deps.logger.debug(report, 'expired rows purged');
        },
        (error) => deps.logger.warn({ err: error }, 'purging expired rows failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      clearInterval(timer);
      while (running) await running;
    },
  };
}
