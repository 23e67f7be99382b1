// Interface locales of the public configurator and the translations of its texts.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { inList, versionColumns } from './columns.ts';

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
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.locale] }),
    check('translations_state_check', inList(t.state, TRANSLATION_STATES)),
    check(
      'translations_text_check',
      sql`(${t.state} = 'missing') = (${t.text} is null or length(trim(${t.text})) = 0)`,
    ),
    check('translations_key_check', sql`length(${t.key}) between 1 and 200`),
  ],
);
