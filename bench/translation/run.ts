// npm run bench:translation: a machine-translation job of 1,000 texts against an OpenAI-compatible
// endpoint (the tests' real HTTP server, answering each batch after 50 ms), on an embedded PGlite
// database as `npm start` runs it: texts per second, goal at least 50. The baseline is the same batches
// sent through the same client with nothing else around them (the endpoint's own pace), so the ratio is
// what the job's reading, checking and committing cost. 3 runs, min / median / max.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERFACE_LOCALES } from '../../src/domain/interface-locales.ts';
import { batchMessages } from '../../src/domain/translations/llm-wire.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { readJob, startTranslationJob } from '../../src/server/db/queries/translation-jobs.ts';
import { writeTranslationSources } from '../../src/server/db/queries/translation-sources.ts';
import { interfaceLanguages } from '../../src/server/db/schema/index.ts';
import { createLogger } from '../../src/server/services/logger.ts';
import { createLlmClient } from '../../src/server/services/translation/llm-client.ts';
import { startLlmTestServer } from '../../src/server/services/translation/testing/llm-test-server.ts';
import { startTranslationRunner } from '../../src/server/services/translation/translation-runner.ts';
import { testConfig } from '../../src/server/testing/test-config.ts';

const RUNS = 3;
const TEXTS = 1_000;
const BATCH = 25;
const ENDPOINT_MS = 50;
const GOAL_TEXTS_PER_S = 50;
const print = (line: string) => process.stdout.write(`${line}\n`);
const spread = (values: number[], format: (v: number) => string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0] as number)} / ${format(sorted[Math.floor(sorted.length / 2)] as number)} / ${format(sorted.at(-1) as number)}`;
};
const perSecond = (v: number) => `${v.toFixed(0)} texts/s`;

/** Option-like English texts with a placeholder, a number and a unit here and there. */
function sources(run: number) {
  return Array.from({ length: TEXTS }, (_, i) => ({
    key: `bench.${run}.${String(i).padStart(4, '0')}`,
    source:
      i % 3 === 0
        ? `Heated hose line of ${i % 20} m for up to {count} mixheads at 200 bar`
        : i % 3 === 1
          ? `Stainless steel day tank with agitator, level sensor and ${i} l capacity`
          : `Cleaning by solvent flush after every shot`,
    context: `bench text ${i}`,
    machine: 'bench',
  }));
}

async function main(): Promise<void> {
  const logger = createLogger('silent');
  const llm = await startLlmTestServer({ fallback: { kind: 'translate', delayMs: ENDPOINT_MS } });
  const config = testConfig({ LLM_BASE_URL: llm.baseUrl });
  const client = createLlmClient(config, logger);
  if (!client) throw new Error('no client');
  const dir = mkdtempSync(join(tmpdir(), 'meterline-bench-translation-'));
  const database = await openPglite(dir);
  const jobs: number[] = [];
  const baselines: number[] = [];
  try {
    await database.db
      .insert(interfaceLanguages)
      .values(INTERFACE_LOCALES.map((code) => ({ code, name: code, englishName: code, enabled: true })))
      .onConflictDoNothing();
    for (let run = 0; run < RUNS; run++) {
      const texts = sources(run);
      await writeTranslationSources(database.db, texts);

      // Baseline: the same batches, straight to the endpoint through the client.
      const baselineStart = performance.now();
      for (let i = 0; i < TEXTS; i += BATCH) {
        const items = texts.slice(i, i + BATCH).map((t, n) => ({ id: String(n + 1), text: t.source }));
        await client.complete(batchMessages({ language: 'German', locale: 'de', glossary: [], items }));
      }
      baselines.push(TEXTS / ((performance.now() - baselineStart) / 1000));

      const runner = startTranslationRunner({ db: database.db, llm: client, logger, batchSize: BATCH });
      const started = performance.now();
      const { jobId } = await startTranslationJob(database.db, {
        locale: 'de',
        keys: texts.map((t) => t.key),
        actor: { id: null, label: 'bench' },
        languageName: 'German',
      });
      runner.nudge();
      await runner.idle();
      const seconds = (performance.now() - started) / 1000;
      await runner.stop();
      const job = await readJob(database.db, jobId);
      if (job?.status !== 'done' || job.done !== TEXTS) {
        throw new Error(
          `the job ended ${job?.status} with ${job?.done} of ${TEXTS} (failed ${job?.failed}: ${job?.error})`,
        );
      }
      jobs.push(TEXTS / seconds);
    }
  } finally {
    await database.close();
    await llm.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  print(
    `machine translation, ${TEXTS} texts in batches of ${BATCH}, endpoint ${ENDPOINT_MS} ms a batch (min / median / max)`,
  );
  print(`  job (read, checks, commit per batch): ${spread(jobs, perSecond)}`);
  print(`  baseline (the endpoint alone):       ${spread(baselines, perSecond)}`);
  print(`  ratio job / baseline (median): ${(median(jobs) / median(baselines)).toFixed(2)}×`);
  const ok = median(jobs) >= GOAL_TEXTS_PER_S;
  print(`  goal ≥ ${GOAL_TEXTS_PER_S} texts/s: ${ok ? 'met' : 'NOT met'}`);
  if (!ok) process.exitCode = 1;
}

await main();
