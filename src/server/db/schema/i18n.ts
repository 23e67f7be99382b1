// Interface locales of the public configurator and the translations of its texts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { idColumn, inList, versionColumns } from './columns.ts';
import { users } from './users.ts';

export const TRANSLATION_STATES = ['machine', 'reviewed', 'missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const interfaceLanguages = pgTable(
  'interface_languages',
  {
    code: text('code', { enum: INTERFACE_LOCALES }).primaryKey(),
    /** the language's own name, e.g. Deutsch */
    name: text('name').notNull(),
    englishName: text('english_name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    check('interface_languages_code_check', inList(t.code, INTERFACE_LOCALES)),
    // English is the fallback of every text, so it cannot be switched off.
    check('interface_languages_en_enabled_check', sql`${t.code} <> 'en' or ${t.enabled}`),
  ],
);

/**
 * One text in one locale. English source texts of configurator entities live on the entities; rows
 * here are their translations (and texts that belong to no entity). `machine` marks an LLM translation
 * nobody has reviewed yet; `missing` marks a text somebody still has to translate.
 */
export const translations = pgTable(
  'translations',
  {
    key: text('key').notNull(),
    locale: text('locale', { enum: INTERFACE_LOCALES })
      .notNull()
      .references(() => interfaceLanguages.code, { onDelete: 'no action' }),
    text: text('text'),
    state: text('state', { enum: TRANSLATION_STATES }).notNull(),
    /** the admin's name of a row (`<locale>:<key>`), in addresses, sheets and the audit log */
    id: text('id').notNull().generatedAlwaysAs(sql`locale || ':' || key`),
    /** the English text when the row was last brought up to date (services/translation-sources) */
    source: text('source'),
    /** where the text appears, for a translator: "option mixhead/mhl-12 of HX 100" */
    context: text('context'),
    /** the machine whose model holds the text (its slug); null for texts of the whole site */
    machine: text('machine'),
    /** why the last machine translation was refused (a missing text's reason) */
    reason: text('reason'),
    /** an interface text as the build ships it (kept in step at start); false once a person changes it */
    built: boolean('built').notNull().default(false),
    /**
     * `source` and `text` lower-cased, kept by the database: the grid's search matches them with LIKE,
     * which finds what ILIKE on the texts finds without lower-casing every row at every search (a fifth
     * of the time over tens of thousands of rows; bench:translation-grid).
     */
    sourceLower: text('source_lower').generatedAlwaysAs(sql`lower(source)`),
    textLower: text('text_lower').generatedAlwaysAs(sql`lower(text)`),
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.locale] }),
    uniqueIndex('translations_id_idx').on(t.id),
    // The list's default order (machine, key, language; the id breaks ties): a part of it is read from
    // the index instead of sorting every row for each part.
    index('translations_list_order_idx').on(t.machine, t.key, t.locale, t.id),
    index('translations_locale_state_idx').on(t.locale, t.state),
    // The search's `like '%term%'` on the lower-case copies finds its rows through trigrams instead of
    // reading all of them (bench:translation-grid): the extension is pg_trgm (migration 0022). Without
    // fastupdate every write goes into the index at once: PGlite has no autovacuum to merge a list of
    // pending entries, which the planner then prices so high that it reads every row instead.
    index('translations_source_trgm_idx')
      .using('gin', t.sourceLower.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('translations_text_trgm_idx')
      .using('gin', t.textLower.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('translations_state_check', inList(t.state, TRANSLATION_STATES)),
    check(
      'translations_text_check',
      sql`(${t.state} = 'missing') = (${t.text} is null or length(trim(${t.text})) = 0)`,
    ),
    check('translations_key_check', sql`length(${t.key}) between 1 and 200`),
  ],
);

/** Terms no machine translation changes (docs/product.md#machine-translation), besides the built-in ones. */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: idColumn(),
    term: text('term').notNull(),
    note: text('note'),
    ...versionColumns(),
  },
  (t) => [
    check('glossary_terms_term_check', sql`length(trim(${t.term})) between 1 and 100`),
    uniqueIndex('glossary_terms_term_idx').on(t.term),
  ],
);

export const TRANSLATION_JOB_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type TranslationJobStatus = (typeof TRANSLATION_JOB_STATUSES)[number];

/**
 * A machine-translation job: the keys it translates, fixed when it starts, and how far it got. Each
 * batch commits its texts and `next_index` together, so a job picked up again (after a restart, or by
 * another instance when its owner stopped beating) goes on where the last whole batch ended.
 */
export const translationJobs = pgTable(
  'translation_jobs',
  {
    id: idColumn(),
    locale: text('locale', { enum: INTERFACE_LOCALES }).notNull(),
    keys: text('keys').array().notNull(),
    nextIndex: integer('next_index').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    status: text('status', { enum: TRANSLATION_JOB_STATUSES }).notNull().default('running'),
    /** the last batch's failure, or the job's own */
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** the instance working on it, and when it last said so */
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [
    check('translation_jobs_status_check', inList(t.status, TRANSLATION_JOB_STATUSES)),
    index('translation_jobs_status_idx').on(t.status),
  ],
);
