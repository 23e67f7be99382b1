// The server rolls up old analytics events once a day (docs/product.md#analytics), as the CLI's
// `analytics:rollup` does by hand. Each instance runs it on its own schedule: the move is one transaction
// that deletes what it rolls up, so a second instance at the same time finds nothing left to move.
import type { Db } from '../../db/client.ts';
import { rollUpAnalytics, rollupCutoff, vacuumAnalytics } from '../../db/queries/analytics-rollup.ts';
import type { AppLogger } from '../logger.ts';

export const ROLLUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first run after a start: soon, so that an app restarted more often than daily still rolls up. */
export const FIRST_ROLLUP_DELAY_MS = 5 * 60 * 1000;

export type DailyRollup = {
  /** resolves when no roll-up is running */
  idle(): Promise<void>;
  /** stops the schedule; waits for a roll-up in progress */
  stop(): Promise<void>;
};

/**
 * A roll-up FIRST_ROLLUP_DELAY_MS after the start, then every day, each followed by a vacuum of the events
 * (queries/analytics-rollup.ts `vacuumAnalytics`); a failed one is logged and retried then.
 */
export function startDailyRollup(
  deps: { db: Db; logger: AppLogger; now?: () => Date },
  options: { firstDelayMs?: number; intervalMs?: number } = {},
): DailyRollup {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = rollUpAnalytics(deps.db, rollupCutoff(deps.now?.() ?? new Date()))
      .then(async (moved) => {
        await vacuumAnalytics(deps.db);
        return moved;
      })
      .then(
        (moved) => {
          if (moved.events > 0) deps.logger.info(moved, 'old analytics events rolled up');
        },
        (error) => deps.logger.warn({ err: error }, 'rolling up old analytics events failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, options.intervalMs ?? ROLLUP_INTERVAL_MS);
    interval.unref();
  }, options.firstDelayMs ?? FIRST_ROLLUP_DELAY_MS);
  first.unref();
  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      while (running) await running;
    },
  };
}
