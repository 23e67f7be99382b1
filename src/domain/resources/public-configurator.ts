// /admin/public-configurator (docs/product.md#routes, #locales): the interface languages of the public
// configurator. The nine locales are fixed (the texts of the app exist for exactly these), so the rows are
// neither created nor deleted: a developer switches each on or off. English, the language every text falls
// back to, stays on (the server refuses it in words, and the database's check holds it too).
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../interface-locales.ts';
import { defineResource, f } from './fields.ts';
import { PART_MODELS_RESOURCE } from './part-models.ts';
import type { ResourceDeclaration } from './types.ts';

export const INTERFACE_LANGUAGES_RESOURCE: ResourceDeclaration = defineResource({
  key: 'interface-languages',
  title: 'Interface languages',
  singular: 'interface language',
  group: 'configurator',
  permission: 'configuratorModel.edit',
  // Named by their locale code, in addresses (`?item=de`), sheets and the audit log alike.
  itemId: { field: 'code', pattern: `^(${INTERFACE_LOCALES.join('|')})$` },
  labelField: 'englishName',
  fields: [
    f.boolean('enabled', 'Enabled', {
      help: "Offered in the public configurator's language selector. Visitors who chose a language that is switched off see English.",
    }),
  ],
  readOnlyFields: [
    f.text('englishName', 'Language'),
    f.text('name', 'Own name'),
    f.text('code', 'Code'),
    f.integer('sortOrder', 'Order in the selector'),
  ],
  operations: { create: false, update: true, delete: false },
  list: {
    // The switch right after the name: on a phone it stays in view without scrolling the table.
    columns: ['englishName', 'enabled', 'name', 'code'],
    searchable: [],
    defaultOrder: [{ field: 'sortOrder', direction: 'asc' }],
  },
  xlsxColumns: ['englishName', 'enabled'],
});

/** Why a locale cannot be switched off, or undefined when it can. */
export function switchOffRefusal(code: unknown): string | undefined {
  return code === SOURCE_LOCALE
    ? 'English cannot be switched off: it is the language every text falls back to when a translation or a language is missing.'
    : undefined;
}

/** The states of a translation (docs/product.md#translations), in the order a translator works through them. */
export const TRANSLATION_STATE_OPTIONS = [
  { value: 'missing', label: 'Missing' },
  { value: 'machine', label: 'Machine-translated' },
  { value: 'reviewed', label: 'Reviewed' },
] as const;

/** The locales texts are translated into: every interface locale but English, the source. */
export const TARGET_LOCALES = INTERFACE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/**
 * Every text of the public configurator in every target locale: one item per text and locale, named
 * `<locale>:<key>`. Rows are made by the server (a text's English appears, a row per locale follows), so
 * items are only updated: a text saved by hand, or imported, is reviewed; emptied, it is missing again.
 */
export const TRANSLATIONS_RESOURCE: ResourceDeclaration = defineResource({
  key: 'translations',
  title: 'Translations',
  singular: 'translation',
  group: 'configurator',
  permission: 'configuratorModel.edit',
  itemId: { field: 'id', pattern: `^(${TARGET_LOCALES.join('|')}):\\S{1,200}$` },
  labelField: 'key',
  fields: [f.textarea('text', 'Translation', { optional: true, maxLength: 200_000 })],
  readOnlyFields: [
    f.text('key', 'Key'),
    f.enumOf(
      'locale',
      'Language',
      TARGET_LOCALES.map((code) => ({ value: code, label: code })),
    ),
    f.enumOf('state', 'State', TRANSLATION_STATE_OPTIONS),
    f.textarea('source', 'English', { optional: true, maxLength: 200_000 }),
    f.text('context', 'Where it appears', { optional: true }),
    f.text('machine', 'Machine', { optional: true }),
    f.text('reason', 'Why the machine translation was refused', { optional: true, maxLength: 2000 }),
  ],
  operations: { create: false, update: true, delete: false },
  // A translator's sheet holds one language (an export filtered by locale), or fewer rows still.
  partialSheets: true,
  list: {
    columns: ['context', 'source', 'locale', 'text', 'state'],
    sortable: ['key', 'locale', 'state', 'context', 'machine', 'updatedAt'],
    filterable: ['locale', 'state', 'machine'],
    searchable: ['source', 'text'],
    defaultOrder: [
      { field: 'machine', direction: 'asc' },
      { field: 'key', direction: 'asc' },
      { field: 'locale', direction: 'asc' },
    ],
  },
  // What an agency translator needs beside the text: the key, where it appears and the English.
  xlsxColumns: ['key', 'locale', 'context', 'source', 'text', 'state'],
});

/** Terms no machine translation changes, besides the machines' and dosing lines' names and the units. */
export const GLOSSARY_RESOURCE: ResourceDeclaration = defineResource({
  key: 'glossary',
  title: 'Glossary terms',
  singular: 'glossary term',
  group: 'configurator',
  permission: 'configuratorModel.edit',
  labelField: 'term',
  fields: [
    f.text('term', 'Term', {
      maxLength: 100,
      help: 'Written exactly as every language keeps it, e.g. a product or company name.',
    }),
    f.textarea('note', 'Note', { optional: true, maxLength: 500 }),
  ],
  list: { columns: ['term', 'note'], searchable: ['term', 'note'] },
});

export const PUBLIC_CONFIGURATOR_RESOURCES: ResourceDeclaration[] = [
  INTERFACE_LANGUAGES_RESOURCE,
  TRANSLATIONS_RESOURCE,
  GLOSSARY_RESOURCE,
  PART_MODELS_RESOURCE,
];
