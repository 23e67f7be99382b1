// The in-process worker of machine-translation jobs (docs/product.md#machine-translation). It claims a
// running job (db/queries/translation-jobs.ts), sends its texts to the model a batch at a time, checks each
// suggestion (domain/translations/suggestion-checks.ts) and commits the batch as a whole. While a batch is
// with the model it keeps asking whether the job is still its own: a cancel aborts the request at once,
// and nothing of that batch is written. Stopping the app releases the job, so the next start (or another
// instance) goes on from the last whole batch; a job whose instance died is taken over once its
// heartbeat is older than JOB_TAKEOVER_MS.
import { randomUUID } from 'node:crypto';
import { batchMessages, parseBatchAnswer, UNIT_TERMS } from '../../../domain/translations/llm-wire.ts';
import { checkSuggestion } from '../../../domain/translations/suggestion-checks.ts';
import type { Db } from '../../db/client.ts';
import {
  type BatchResult,
  type ClaimedJob,
  claimJob,
  commitBatch,
  glossaryOf,
  releaseJobs,
  sourcesOf,
  stillOwned,
} from '../../db/queries/translation-jobs.ts';
import { loadInterfaceLanguages } from '../../db/queries/translations.ts';
import type { AppLogger } from '../logger.ts';
import { isAbort, type LlmClient, LlmError } from './llm-client.ts';

const JOB_TAKEOVER_MS = 30_000;
const OWNER_CHECK_MS = 1_000;
const POLL_MS = 10_000;

export type TranslationJobsTrigger = {
  /** whether an endpoint is configured, and its model */
  llm: { configured: boolean; model: string | undefined };
  /** asks the runner to look for work at once (a job was started) */
  nudge(): void;
};

export type TranslationRunner = TranslationJobsTrigger & {
  /** resolves when no job is being worked on */
  idle(): Promise<void>;
  /** aborts the batch in flight (it is not written), releases the job and stops */
  stop(): Promise<void>;
};

export type TranslationRunnerDeps = {
  db: Db;
  llm: LlmClient | undefined;
  logger: AppLogger;
  batchSize: number;
  owner?: string;
  pollMs?: number;
  ownerCheckMs?: number;
  takeOverAfterMs?: number;
};

export function startTranslationRunner(deps: TranslationRunnerDeps): TranslationRunner {
  const owner = deps.owner ?? randomUUID();
  const { db, llm, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let inFlight: AbortController | undefined;

  async function runBatch(
    job: ClaimedJob,
    from: number,
    context: { language: string; glossary: string[] },
  ): Promise<'next' | 'stop'> {
    const keys = job.keys.slice(from, from + deps.batchSize);
    const sources = await sourcesOf(db, { locale: job.locale, keys });
    const items = sources.map((source, i) => ({ id: String(i + 1), text: source.source }));
    const controller = new AbortController();
    inFlight = controller;
    const watch = setInterval(() => {
      stillOwned(db, { jobId: job.id, owner }).then(
        (owned) => owned || controller.abort(),
        () => undefined,
      );
    }, deps.ownerCheckMs ?? OWNER_CHECK_MS);
    let results: BatchResult[] = [];
    let error: string | undefined;
    try {
      if (items.length > 0 && llm) {
        const content = await llm.complete(
          batchMessages({
            language: context.language,
            locale: job.locale,
            glossary: context.glossary,
            items,
          }),
          controller.signal,
        );
        const answer = parseBatchAnswer(content, items);
        if (!answer.ok) {
          error = answer.reason;
          results = sources.map(({ key }) => ({ key, reason: answer.reason }));
        } else {
          results = sources.map(({ key, source }, i) => {
            const text = (answer.texts[i] as string).trim();
            const problems = checkSuggestion(source, text, context.glossary);
            return problems.length
              ? { key, reason: problems.map((p) => p.message).join(' ') }
              : { key, text };
          });
        }
      }
    } catch (caught) {
      if (isAbort(caught) || controller.signal.aborted) return 'stop';
      if (!(caught instanceof LlmError)) throw caught;
      error = caught.message;
      results = sources.map(({ key }) => ({ key, reason: caught.message }));
    } finally {
      clearInterval(watch);
      inFlight = undefined;
    }
    if (stopped || controller.signal.aborted) return 'stop';
    const committed = await commitBatch(db, {
      jobId: job.id,
      owner,
      locale: job.locale,
      fromIndex: from,
      toIndex: from + keys.length,
      results,
      error,
    });
    if (error)
      logger.warn({ jobId: job.id, locale: job.locale, from, reason: error }, 'translation batch failed');
    return committed ? 'next' : 'stop';
  }

  async function work(job: ClaimedJob): Promise<void> {
    const [languages, glossary] = await Promise.all([loadInterfaceLanguages(db), glossaryOf(db)]);
    const language = languages.find((l) => l.code === job.locale)?.englishName ?? job.locale;
    const context = { language, glossary: [...new Set([...UNIT_TERMS, ...glossary])] };
    logger.info(
      { jobId: job.id, locale: job.locale, from: job.nextIndex, total: job.keys.length },
      'translation job',
    );
    for (let from = job.nextIndex; from < job.keys.length && !stopped; from += deps.batchSize) {
      if ((await runBatch(job, from, context)) === 'stop') return;
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const job = await claimJob(db, { owner, takeOverAfterMs: deps.takeOverAfterMs ?? JOB_TAKEOVER_MS });
      if (!job) return;
      await work(job);
    }
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, ms);
    timer.unref();
  };
  function round() {
    if (stopped || !llm) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => logger.error({ err: error }, 'translation round failed'))
      .finally(() => {
        running = undefined;
        // A nudge that came during the round starts the next one at once, so that `idle()`, which
        // awaits `running`, waits for it too.
        if (again) {
          again = false;
          round();
        } else schedule(deps.pollMs ?? POLL_MS);
      });
  }
  schedule(0);
  return {
    llm: { configured: llm !== undefined, model: llm?.model },
    nudge: () => round(),
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      while (running) await running;
      await releaseJobs(db, owner).catch((error) =>
        logger.warn({ err: error }, 'translation jobs could not be released'),
      );
    },
  };
}
