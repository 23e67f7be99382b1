// Machine translation against a real OpenAI-compatible HTTP server on a port (testing/llm-test-server.ts),
// through the real `openai` client, on a real database: the job's whole life, each way a model answer
// goes wrong, a cancel and a restart in the middle.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../api/context.ts';
import { LLM_NOT_CONFIGURED } from '../../api/trpc/translations-admin/machine-translate.ts';
import {
  claimJob,
  readJob,
  startTranslationJob,
  type TargetLocale,
} from '../../db/queries/translation-jobs.ts';
import {
  interfaceKey,
  syncTranslationSources,
  writeTranslationSources,
} from '../../db/queries/translation-sources.ts';
import {
  glossaryTerms,
  interfaceLanguages,
  translationJobs,
  translations,
  users,
} from '../../db/schema/index.ts';
import { insertTestConfigurator } from '../../db/testing/configurator-factory.ts';
import { caughtUp, createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { silentLogger, testConfig } from '../../testing/test-config.ts';
import { trpcFailure as failure, TEST_SALES_USER, trpcCaller } from '../../testing/trpc-caller.ts';
import { createLlmClient } from './llm-client.ts';
import { type LlmTestServer, startLlmTestServer } from './testing/llm-test-server.ts';
import { startTranslationRunner, type TranslationRunner } from './translation-runner.ts';

const DEVELOPER: SessionUser = {
  ...TEST_SALES_USER,
  id: '00000000-0000-4000-8000-000000000007',
  name: 'Dana Developer',
  email: 'dana@example.com',
  role: 'development',
};
const ACTOR = { id: null, label: 'test' };
const BATCH = 4;

describe(`machine translation jobs (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let llm: LlmTestServer;
  let runners: TranslationRunner[] = [];

  function runner(options: { timeoutMs?: number; owner?: string } = {}): TranslationRunner {
    const config = testConfig({
      LLM_BASE_URL: llm.baseUrl,
      LLM_TIMEOUT_MS: String(options.timeoutMs ?? 5_000),
    });
    const started = startTranslationRunner({
      db: handle.db,
      llm: createLlmClient(config, silentLogger),
      logger: silentLogger,
      batchSize: BATCH,
      ownerCheckMs: 20,
      pollMs: 60_000,
      ...(options.owner ? { owner: options.owner } : {}),
    });
    runners.push(started);
    return started;
  }

  async function row(key: string, locale: TargetLocale = 'de') {
    const [found] = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.key, key), eq(translations.locale, locale)));
    return found;
  }

  /** Waits, without a timer of its own, until the job has left `running` (the runner's work is awaited). */
  async function finished(jobRunner: TranslationRunner, jobId: string) {
    await jobRunner.idle();
    return readJob(handle.db, jobId);
  }

  /**
   * The endpoint answers the first batch and holds the second until `release`; `second` settles once the
   * second batch has reached it (the runner is then waiting for the model).
   */
  function holdSecondBatch() {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    llm.script = [{ kind: 'translate' }, { kind: 'hold', release: held }];
    const second = new Promise<void>((done) => {
      const poll = setInterval(() => {
        if (llm.requests.length >= 2) {
          clearInterval(poll);
          done();
        }
      }, 5);
    });
    return { release, second };
  }

  beforeAll(async () => {
    handle = await createTestDb();
    await insertTestConfigurator(handle.db, { slug: 'tx' });
    await handle.db.insert(glossaryTerms).values({ term: 'Aldermann' }).onConflictDoNothing();
    await handle.db
      .insert(users)
      .values({ id: DEVELOPER.id, name: DEVELOPER.name, email: DEVELOPER.email, role: 'development' });
    for (const [code, englishName] of [
      ['de', 'German'],
      ['ko', 'Korean'],
    ] as const) {
      await handle.db
        .update(interfaceLanguages)
        .set({ englishName })
        .where(eq(interfaceLanguages.code, code));
    }
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    llm = await startLlmTestServer();
    // Every test starts from the same texts, all missing.
    await handle.db.delete(translationJobs);
    await handle.db.delete(translations);
    await syncTranslationSources(handle.db);
  });
  afterEach(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    runners = [];
    await llm.close();
  });

  it('makes a row per text and language, with its English and where it appears', async () => {
    const [option] = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'ko'), sql`${translations.context} like 'option %'`))
      .limit(1);
    expect(option).toMatchObject({ state: 'missing', text: null, machine: 'tx' });
    expect(option?.source).toBeTruthy();
    expect(option?.context).toMatch(/^option [a-z0-9-]+\/[a-z0-9-]+ of /);
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: sql<number>`count(distinct ${translations.locale})`.mapWith(Number) })
      .from(translations);
    expect(n).toBe(8);
    // Up to date: a second run writes nothing.
    expect(await syncTranslationSources(handle.db)).toBe(0);
  });

  it('lists the interface texts of the build, reviewed, and keeps a person’s change when the build is read again', async () => {
    const key = interfaceKey('quote', 'pdfTitle');
    expect(await row(key)).toMatchObject({
      text: 'Angebot als PDF',
      state: 'reviewed',
      built: true,
      source: 'Quote as PDF',
      context: 'interface: quote form and PDF',
      machine: null,
    });
    await handle.db
      .update(translations)
      .set({ text: 'Ihr Angebot als PDF', built: false })
      .where(and(eq(translations.key, key), eq(translations.locale, 'de')));
    await handle.db
      .update(translations)
      .set({ text: 'Stale build text' })
      .where(and(eq(translations.key, key), eq(translations.locale, 'ja')));
    await syncTranslationSources(handle.db);
    expect((await row(key))?.text).toBe('Ihr Angebot als PDF');
    // The configurator lays the changed text over the built one; the built ones are not sent.
    await caughtUp(handle);
    const visitor = trpcCaller(handle.db).publicConfigurator;
    expect(await visitor.interfaceTexts({ locale: 'de' })).toEqual({
      quote: { pdfTitle: 'Ihr Angebot als PDF' },
    });
    expect(await visitor.interfaceTexts({ locale: 'en' })).toEqual({});
    // A row that still follows the build gets the build's text back.
    expect((await row(key, 'ja'))?.text).not.toBe('Stale build text');
  });

  it('translates every missing text in batches, stores them machine-translated, and says the job is done', async () => {
    const jobRunner = runner();
    const { jobId, total } = await startTranslationJob(handle.db, {
      locale: 'de',
      actor: ACTOR,
      languageName: 'German',
    });
    jobRunner.nudge();
    const job = await finished(jobRunner, jobId);
    expect(job).toMatchObject({ status: 'done', done: total, failed: 0, total });
    expect(llm.requests).toHaveLength(Math.ceil(total / BATCH));
    // The prompt names the domain, the language and the glossary.
    expect(llm.requests[0]?.system).toMatch(/polyurethane \(PU\) metering machines/);
    expect(llm.requests[0]?.system).toMatch(/into German \(de\)/);
    expect(llm.requests[0]?.glossary).toEqual(expect.arrayContaining(['Aldermann', 'cm³/s', 'PED']));
    const rows = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'de'), eq(translations.built, false)));
    expect(rows.every((r) => r.state === 'machine' && r.text && r.reason === null)).toBe(true);
    // A glossary term (the machine's name) is kept; the rest is the model's text.
    expect(rows.filter((r) => r.text?.includes('ü')).length).toBeGreaterThan(total / 2);
    // Other languages are untouched.
    expect(
      (
        await handle.db
          .select()
          .from(translations)
          .where(and(eq(translations.locale, 'ja'), eq(translations.built, false)))
      ).every((r) => r.state === 'missing'),
    ).toBe(true);
  });

  it('refuses a suggestion that lost its placeholder: stored as missing, with the reason', async () => {
    await writeTranslationSources(handle.db, [
      { key: 'zz.placeholder', source: 'Up to {count} mixheads at 50 bar', context: 'test', machine: null },
    ]);
    const jobRunner = runner();
    const { jobId } = await startTranslationJob(handle.db, {
      locale: 'de',
      keys: ['zz.placeholder'],
      actor: ACTOR,
      languageName: 'German',
    });
    llm.fallback = { kind: 'translate', transform: () => 'Bis zu Mischköpfe bei 50 bar' };
    jobRunner.nudge();
    expect(await finished(jobRunner, jobId)).toMatchObject({ status: 'failed', done: 0, failed: 1 });
    expect(await row('zz.placeholder')).toMatchObject({
      state: 'missing',
      text: null,
      reason: 'The placeholder {count} was lost.',
    });
  });

  it('refuses a whole batch whose answer has a text too few', async () => {
    const jobRunner = runner();
    const { jobId, total } = await startTranslationJob(handle.db, {
      locale: 'de',
      actor: ACTOR,
      languageName: 'German',
    });
    llm.script = [{ kind: 'drop-last' }];
    jobRunner.nudge();
    const job = await finished(jobRunner, jobId);
    expect(job).toMatchObject({ status: 'done', done: total - BATCH, failed: BATCH });
    expect(job?.error).toBe(`The model answered ${BATCH - 1} texts for ${BATCH}.`);
    const refused = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'de'), eq(translations.state, 'missing')));
    expect(refused).toHaveLength(BATCH);
    expect(refused.every((r) => r.reason === job?.error)).toBe(true);
    // The page lists the refused texts of the job with their reason.
    const developer = trpcCaller(handle.db, { user: DEVELOPER }).translationsAdmin;
    const listed = await developer.failures({ jobId });
    expect(listed.total).toBe(BATCH);
    expect(listed.items.map((item) => item.id).sort()).toEqual(refused.map((r) => r.id).sort());
    expect(listed.items[0]).toMatchObject({ reason: job?.error, source: expect.any(String) });
    expect((await failure(developer.failures({ jobId: '00000000-0000-4000-8000-000000000000' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('accepts the array in a code fence or in prose, and refuses an answer with none', async () => {
    const jobRunner = runner();
    const { jobId, total } = await startTranslationJob(handle.db, {
      locale: 'ko',
      actor: ACTOR,
      languageName: 'Korean',
    });
    llm.script = [
      { kind: 'translate', wrap: 'fence' },
      { kind: 'translate', wrap: 'prose' },
      { kind: 'raw', content: 'I cannot translate this.' },
    ];
    jobRunner.nudge();
    const job = await finished(jobRunner, jobId);
    expect(job).toMatchObject({
      done: total - BATCH,
      failed: BATCH,
      error: 'The model did not answer with a JSON array.',
    });
  });

  it('waits out a 429 and goes on', async () => {
    const jobRunner = runner();
    const { jobId, total } = await startTranslationJob(handle.db, {
      locale: 'de',
      actor: ACTOR,
      languageName: 'German',
    });
    llm.script = [{ kind: 'status', status: 429, retryAfterMs: 5 }];
    jobRunner.nudge();
    expect(await finished(jobRunner, jobId)).toMatchObject({ status: 'done', done: total, failed: 0 });
    expect(llm.requests).toHaveLength(Math.ceil(total / BATCH) + 1);
  });

  it('reports a model that does not answer in time, after its retries, per batch', async () => {
    await writeTranslationSources(handle.db, [
      { key: 'zz.slow', source: 'Slow text', context: 'test', machine: null },
    ]);
    const jobRunner = runner({ timeoutMs: 100 });
    const { jobId } = await startTranslationJob(handle.db, {
      locale: 'de',
      keys: ['zz.slow'],
      actor: ACTOR,
      languageName: 'German',
    });
    llm.fallback = { kind: 'translate', delayMs: 2_000 };
    jobRunner.nudge();
    const job = await finished(jobRunner, jobId);
    expect(job).toMatchObject({ status: 'failed', done: 0, failed: 1 });
    expect(job?.error).toBe('The translation model did not answer within 0.1 s (4 tries).');
    expect(llm.requests).toHaveLength(4);
    expect(await row('zz.slow')).toMatchObject({ state: 'missing', reason: job?.error });
  }, 20_000);

  it('cancelled midway: the batch with the model is not written, the ones before are', async () => {
    const jobRunner = runner();
    const { jobId } = await startTranslationJob(handle.db, {
      locale: 'de',
      actor: ACTOR,
      languageName: 'German',
    });
    const { release, second } = holdSecondBatch();
    jobRunner.nudge();
    await second;
    const cancelled = await trpcCaller(handle.db, { user: DEVELOPER }).translationsAdmin.cancel({ jobId });
    expect(cancelled.status).toBe('cancelled');
    await jobRunner.idle();
    release();
    const job = await readJob(handle.db, jobId);
    expect(job).toMatchObject({ status: 'cancelled', done: BATCH, failed: 0 });
    const machine = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'de'), eq(translations.state, 'machine')));
    expect(machine).toHaveLength(BATCH);
  });

  it('an app stopped mid-job leaves no half-written batch, and the next start goes on from there', async () => {
    const first = runner({ owner: 'instance-a' });
    const { jobId, total } = await startTranslationJob(handle.db, {
      locale: 'de',
      actor: ACTOR,
      languageName: 'German',
    });
    const { release, second } = holdSecondBatch();
    first.nudge();
    await second;
    await first.stop();
    release();
    expect(await readJob(handle.db, jobId)).toMatchObject({ status: 'running', done: BATCH });
    const [stored] = await handle.db.select().from(translationJobs).where(eq(translationJobs.id, jobId));
    expect(stored).toMatchObject({ nextIndex: BATCH, owner: null });

    const next = runner({ owner: 'instance-b' });
    next.nudge();
    expect(await finished(next, jobId)).toMatchObject({ status: 'done', done: total, failed: 0 });
    // The held batch was sent again by the new instance, and every text was written once.
    const rows = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.locale, 'de'), eq(translations.built, false)));
    expect(rows.every((r) => r.state === 'machine' && r.version === 2)).toBe(true);
  });

  it('an instance that died holding a job loses it once its heartbeat is old', async () => {
    const { jobId } = await startTranslationJob(handle.db, {
      locale: 'it',
      actor: ACTOR,
      languageName: 'Italian',
    });
    await handle.db
      .update(translationJobs)
      .set({ owner: 'gone', heartbeatAt: sql`now() - interval '10 seconds'` })
      .where(eq(translationJobs.id, jobId));
    expect(await claimJob(handle.db, { owner: 'me', takeOverAfterMs: 30_000 })).toBeUndefined();
    expect(await claimJob(handle.db, { owner: 'me', takeOverAfterMs: 5_000 })).toMatchObject({ id: jobId });
  });

  it('never overwrites a reviewed text, and one job per language runs at a time', async () => {
    const [first] = await handle.db.select().from(translations).where(eq(translations.locale, 'de')).limit(1);
    await handle.db
      .update(translations)
      .set({ text: 'Von Hand', state: 'reviewed' })
      .where(and(eq(translations.key, first?.key ?? ''), eq(translations.locale, 'de')));
    const a = await startTranslationJob(handle.db, { locale: 'de', actor: ACTOR, languageName: 'German' });
    const b = await startTranslationJob(handle.db, { locale: 'de', actor: ACTOR, languageName: 'German' });
    expect(b).toEqual({ ...a, alreadyRunning: true });
    const chosen = await startTranslationJob(handle.db, {
      locale: 'ja',
      keys: [first?.key ?? ''],
      actor: ACTOR,
      languageName: 'Japanese',
    });
    expect(chosen.total).toBe(1);
    const jobRunner = runner();
    jobRunner.nudge();
    await finished(jobRunner, a.jobId);
    expect(await row(first?.key ?? '')).toMatchObject({ text: 'Von Hand', state: 'reviewed' });
  });

  it('the procedures: without an endpoint the button explains what to set; nothing to translate is said', async () => {
    const developer = trpcCaller(handle.db, { user: DEVELOPER }).translationsAdmin;
    const refused = await failure(developer.machineTranslate({ locale: 'ko' }));
    expect(refused.code).toBe('PRECONDITION_FAILED');
    expect(refused.message).toBe(LLM_NOT_CONFIGURED);
    expect(refused.message).toContain('ollama run llama3');

    const jobRunner = runner();
    const withLlm = trpcCaller(handle.db, {
      user: DEVELOPER,
      context: {
        translations: { llm: { configured: true, model: 'llama3' }, nudge: () => jobRunner.nudge() },
      },
    }).translationsAdmin;
    const started = await withLlm.machineTranslate({ locale: 'ko' });
    await jobRunner.idle();
    expect(await withLlm.job({ jobId: started.jobId })).toMatchObject({
      status: 'done',
      done: started.total,
    });
    const progress = await withLlm.progress();
    expect(progress.llm).toEqual({ configured: true, model: 'llama3' });
    expect(progress.locales.find((l) => l.locale === 'ko')).toMatchObject({
      language: 'Korean',
      machine: started.total,
      missing: 0,
    });
    const nothing = await failure(withLlm.machineTranslate({ locale: 'ko' }));
    expect(nothing.code).toBe('UNPROCESSABLE_CONTENT');
    expect(nothing.message).toBe('Nothing to translate: every text has a translation in Korean.');
    expect((await failure(withLlm.job({ jobId: '00000000-0000-4000-8000-000000000000' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await withLlm.jobs())[0]).toMatchObject({ id: started.jobId, status: 'done' });
  });
});
