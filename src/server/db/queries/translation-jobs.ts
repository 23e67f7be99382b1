// Machine-translation jobs (docs/product.md#machine-translation): started by a person, worked through by
// the runner of some instance (services/translation/translation-runner.ts), batch by batch. A batch's
// texts and the job's progress commit together, and only while the job is still running and still this
// instance's: a cancelled job, or one another instance took over, writes nothing more.
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import type { Db } from '../client.ts';
import type { TranslationJobStatus } from '../schema/i18n.ts';
import { glossaryTerms, machines, machineVersions, translationJobs, translations } from '../schema/index.ts';
import { type Actor, recordAudit } from './audit.ts';
import { DataError, staleVersionError } from './errors.ts';

export type TargetLocale = Exclude<(typeof INTERFACE_LOCALES)[number], typeof SOURCE_LOCALE>;

export type JobProgress = {
  id: string;
  locale: TargetLocale;
  status: TranslationJobStatus;
  done: number;
  total: number;
  failed: number;
  error: string | null;
  createdAt: Date;
  createdBy: string;
};

const progressColumns = {
  id: translationJobs.id,
  locale: translationJobs.locale,
  status: translationJobs.status,
  done: translationJobs.done,
  total: sql<number>`cardinality(${translationJobs.keys})`.mapWith(Number),
  failed: translationJobs.failed,
  error: translationJobs.error,
  createdAt: translationJobs.createdAt,
  createdBy: translationJobs.createdByLabel,
};

export type StartedJob = { jobId: string; total: number; alreadyRunning: boolean };

/**
 * Starts a job for the locale's missing texts, or for the given keys (those not reviewed: a person's
 * text is never overwritten). A job already running for the locale is answered instead of a second.
 */
export async function startTranslationJob(
  db: Db,
  options: { locale: TargetLocale; keys?: readonly string[]; actor: Actor; languageName: string },
): Promise<StartedJob> {
  return db.transaction(async (tx) => {
    // One job per locale: two people pressing the button at once get the same job.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`translation-job:${options.locale}`}))`);
    const [running] = await tx
      .select({ id: translationJobs.id, total: progressColumns.total })
      .from(translationJobs)
      .where(and(eq(translationJobs.locale, options.locale), eq(translationJobs.status, 'running')))
      .limit(1);
    if (running) return { jobId: running.id, total: running.total, alreadyRunning: true };
    const conditions = [eq(translations.locale, options.locale), isNotNull(translations.source)];
    if (options.keys) {
      conditions.push(inArray(translations.key, [...options.keys]), ne(translations.state, 'reviewed'));
    } else conditions.push(eq(translations.state, 'missing'));
    const rows = await tx
      .select({ key: translations.key })
      .from(translations)
      .where(and(...conditions))
      .orderBy(asc(translations.machine), asc(translations.key));
    if (rows.length === 0) {
      throw new DataError(
        'INVALID',
        options.keys
          ? `Nothing to translate: the chosen texts are reviewed in ${options.languageName} already.`
          : `Nothing to translate: every text has a translation in ${options.languageName}.`,
      );
    }
    const keys = rows.map((row) => row.key);
    const [job] = await tx
      .insert(translationJobs)
      .values({
        locale: options.locale,
        keys,
        createdBy: options.actor.id,
        createdByLabel: options.actor.label,
      })
      .returning({ id: translationJobs.id });
    if (!job) throw new Error('the translation job was not written');
    await recordAudit(tx, {
      actor: options.actor,
      action: 'translate',
      entity: 'translations',
      entityId: options.locale,
      summary: `Machine translation into ${options.languageName} started: ${keys.length} ${keys.length === 1 ? 'text' : 'texts'}.`,
    });
    return { jobId: job.id, total: keys.length, alreadyRunning: false };
  });
}

export async function readJob(db: Db, jobId: string): Promise<JobProgress | undefined> {
  const [job] = await db.select(progressColumns).from(translationJobs).where(eq(translationJobs.id, jobId));
  return job as JobProgress | undefined;
}

/** The running jobs and the last few, newest first: what a reloaded page shows. */
export async function recentJobs(db: Db, options: { limit?: number } = {}): Promise<JobProgress[]> {
  const rows = await db
    .select(progressColumns)
    .from(translationJobs)
    .orderBy(sql`${translationJobs.status} = 'running' desc`, desc(translationJobs.createdAt))
    .limit(options.limit ?? 10);
  return rows as JobProgress[];
}

export type JobFailure = {
  id: string;
  key: string;
  context: string | null;
  source: string | null;
  reason: string;
};

/**
 * The texts of a job whose machine translation was refused, with the reason (the first `limit`, in the
 * grid's order) and how many there are: what the page lists when the job ends. Undefined: no such job.
 */
export async function jobFailures(
  db: Db,
  options: { jobId: string; limit?: number },
): Promise<{ items: JobFailure[]; total: number } | undefined> {
  const [job] = await db
    .select({ locale: translationJobs.locale, keys: translationJobs.keys })
    .from(translationJobs)
    .where(eq(translationJobs.id, options.jobId));
  if (!job) return undefined;
  const where = and(
    eq(translations.locale, job.locale),
    sql`${translations.key} = any(${sql.param(job.keys)}::text[])`,
    isNotNull(translations.reason),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: translations.id,
        key: translations.key,
        context: translations.context,
        source: translations.source,
        reason: sql<string>`${translations.reason}`,
      })
      .from(translations)
      .where(where)
      .orderBy(asc(translations.machine), asc(translations.key))
      .limit(options.limit ?? 50),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(translations)
      .where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** Stops a running job: its batch in flight is not written. A job that has ended stays as it is. */
export async function cancelJob(db: Db, jobId: string): Promise<JobProgress | undefined> {
  await db
    .update(translationJobs)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(translationJobs.id, jobId), eq(translationJobs.status, 'running')));
  return readJob(db, jobId);
}

export type ClaimedJob = { id: string; locale: TargetLocale; keys: string[]; nextIndex: number };

/**
 * Takes a running job to work on: one this instance owns, nobody owns, or whose owner has not beaten for
 * `takeOverAfterMs` (an instance that stopped mid-job). Skips jobs another instance is claiming now.
 */
export async function claimJob(
  db: Db,
  options: { owner: string; takeOverAfterMs: number },
): Promise<ClaimedJob | undefined> {
  const stale = sql`now() - make_interval(secs => ${options.takeOverAfterMs / 1000})`;
  const rows = await db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: translationJobs.id })
      .from(translationJobs)
      .where(
        and(
          eq(translationJobs.status, 'running'),
          or(
            sql`${translationJobs.owner} is null`,
            eq(translationJobs.owner, options.owner),
            sql`${translationJobs.heartbeatAt} is null or ${translationJobs.heartbeatAt} <= ${stale}`,
          ),
        ),
      )
      .orderBy(asc(translationJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return [];
    return tx
      .update(translationJobs)
      .set({ owner: options.owner, heartbeatAt: sql`now()` })
      .where(eq(translationJobs.id, candidate.id))
      .returning({
        id: translationJobs.id,
        locale: translationJobs.locale,
        keys: translationJobs.keys,
        nextIndex: translationJobs.nextIndex,
      });
  });
  return rows[0] as ClaimedJob | undefined;
}

/** Whether the job is still running and this instance's (a cancel shows here first). */
export async function stillOwned(db: Db, options: { jobId: string; owner: string }): Promise<boolean> {
  const rows = await db
    .update(translationJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(translationJobs.id, options.jobId),
        eq(translationJobs.owner, options.owner),
        eq(translationJobs.status, 'running'),
      ),
    )
    .returning({ id: translationJobs.id });
  return rows.length > 0;
}

/** The English of these keys in the locale's rows, in the order of `keys` (a key with none is left out). */
export async function sourcesOf(
  db: Db,
  options: { locale: TargetLocale; keys: readonly string[] },
): Promise<{ key: string; source: string }[]> {
  if (options.keys.length === 0) return [];
  const rows = await db
    .select({ key: translations.key, source: translations.source })
    .from(translations)
    .where(
      and(
        eq(translations.locale, options.locale),
        inArray(translations.key, [...options.keys]),
        ne(translations.state, 'reviewed'),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.key, row.source]));
  return options.keys.flatMap((key) => {
    const source = byKey.get(key);
    return source ? [{ key, source }] : [];
  });
}

export type BatchResult = { key: string; text: string } | { key: string; reason: string };

/**
 * One batch, all or nothing: its translations (machine-translated; a reviewed text is never replaced),
 * the reasons of the refused ones, and the job's progress. False when the job was cancelled or taken
 * over meanwhile: then nothing was written.
 */
export async function commitBatch(
  db: Db,
  options: {
    jobId: string;
    owner: string;
    locale: TargetLocale;
    fromIndex: number;
    toIndex: number;
    results: readonly BatchResult[];
    error?: string | undefined;
  },
): Promise<boolean> {
  const translated = options.results.filter((r): r is { key: string; text: string } => 'text' in r);
  const refused = options.results.filter((r): r is { key: string; reason: string } => 'reason' in r);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(translationJobs)
      .set({
        nextIndex: options.toIndex,
        done: sql`${translationJobs.done} + ${translated.length}`,
        failed: sql`${translationJobs.failed} + ${options.toIndex - options.fromIndex - translated.length}`,
        error: options.error ?? translationJobs.error,
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
        status: sql`case when ${options.toIndex} >= cardinality(${translationJobs.keys})
          then (case when ${translationJobs.done} + ${translated.length} = 0 then 'failed' else 'done' end)
          else ${translationJobs.status} end`,
      })
      .where(
        and(
          eq(translationJobs.id, options.jobId),
          eq(translationJobs.owner, options.owner),
          eq(translationJobs.status, 'running'),
          eq(translationJobs.nextIndex, options.fromIndex),
        ),
      )
      .returning({ id: translationJobs.id });
    if (!job) return false;
    if (translated.length > 0) {
      await tx.execute(sql`
        update ${translations} as t
        set text = v.text, state = 'machine', reason = null, version = t.version + 1, updated_at = now()
        from unnest(${sql.param(translated.map((r) => r.key))}::text[], ${sql.param(translated.map((r) => r.text))}::text[]) as v(key, text)
        where t.key = v.key and t.locale = ${options.locale} and t.state <> 'reviewed'`);
    }
    if (refused.length > 0) {
      await tx.execute(sql`
        update ${translations} as t
        set reason = v.reason, version = t.version + 1, updated_at = now()
        from unnest(${sql.param(refused.map((r) => r.key))}::text[], ${sql.param(refused.map((r) => r.reason))}::text[]) as v(key, reason)
        where t.key = v.key and t.locale = ${options.locale} and t.state <> 'reviewed'`);
    }
    return true;
  });
}

/** Terms no translation changes: the glossary's, the machines' and dosing lines' names. */
export async function glossaryOf(db: Db): Promise<string[]> {
  const [stored, machineNames, lineNames] = await Promise.all([
    db.select({ term: glossaryTerms.term }).from(glossaryTerms),
    db.select({ name: machines.name }).from(machines),
    db.select({ name: machineVersions.name }).from(machineVersions),
  ]);
  const terms = [
    ...stored.map((r) => r.term),
    ...machineNames.map((r) => r.name),
    ...lineNames.map((r) => r.name),
  ];
  return [...new Set(terms.map((term) => term.trim()).filter(Boolean))];
}

/** Gives up this instance's running jobs (it stops): the next claim takes them at once. */
export async function releaseJobs(db: Db, owner: string): Promise<void> {
  await db
    .update(translationJobs)
    .set({ owner: null, heartbeatAt: null })
    .where(and(eq(translationJobs.owner, owner), eq(translationJobs.status, 'running')));
}

export type LocaleProgress = { locale: TargetLocale; reviewed: number; machine: number; missing: number };

/** Per target locale, how many texts are reviewed, machine-translated and missing. */
export async function translationProgress(db: Db): Promise<LocaleProgress[]> {
  const rows = await db
    .select({
      locale: translations.locale,
      state: translations.state,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(translations)
    .where(ne(translations.locale, SOURCE_LOCALE))
    .groupBy(translations.locale, translations.state);
  const progress = new Map<string, LocaleProgress>();
  for (const locale of INTERFACE_LOCALES) {
    if (locale !== SOURCE_LOCALE) progress.set(locale, { locale, reviewed: 0, machine: 0, missing: 0 });
  }
  for (const row of rows) {
    const entry = progress.get(row.locale);
    if (entry) entry[row.state] = row.n;
  }
  return [...progress.values()];
}

/**
 * Marks machine translations reviewed, all or none: an item changed since the page read it (a person, or a
 * job) answers CONFLICT naming it. Missing texts have nothing to review and are left as they are.
 */
export async function markReviewed(
  db: Db,
  options: { items: readonly { id: string; version: number }[]; actor: Actor },
): Promise<{ reviewed: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const ids = options.items.map((item) => item.id);
    const rows = await tx
      .select({ id: translations.id, version: translations.version, state: translations.state })
      .from(translations)
      .where(inArray(translations.id, ids))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw new DataError('NOT_FOUND', `There is no translation ${unknown.slice(0, 3).join(', ')}.`);
    }
    const stale = options.items.filter((item) => byId.get(item.id)?.version !== item.version);
    if (stale.length > 0) {
      throw staleVersionError(
        stale.length === 1 ? `the translation ${stale[0]?.id}` : `${stale.length} of the chosen translations`,
        {
          advice: 'They changed since you loaded the page. Load it again, then mark them once more.',
          current: stale.map((item) => ({ id: item.id, version: byId.get(item.id)?.version ?? null })),
        },
      );
    }
    const machineIds = rows.filter((row) => row.state === 'machine').map((row) => row.id);
    if (machineIds.length > 0) {
      await tx
        .update(translations)
        .set({
          state: 'reviewed',
          reason: null,
          version: sql`${translations.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(inArray(translations.id, machineIds));
      await recordAudit(tx, {
        actor: options.actor,
        action: 'update',
        entity: 'translations',
        entityId: null,
        summary: `${machineIds.length} machine ${machineIds.length === 1 ? 'translation' : 'translations'} marked reviewed.`,
      });
    }
    return { reviewed: machineIds.length, skipped: options.items.length - machineIds.length };
  });
}
