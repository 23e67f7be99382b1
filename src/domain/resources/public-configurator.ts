// /admin/public-configurator (docs/product.md#routes, #locales): the interface languages of the public
// configurator. The nine locales are fixed (the texts of the app exist for exactly these), so the rows are
// neither created nor deleted: a developer switches each on or off. English, the language every text falls
// back to, stays on (the server refuses it in words, and the database's check holds it too).
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../interface-locales.ts';
import { defineResource, f } from './fields.ts';
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

export const PUBLIC_CONFIGURATOR_RESOURCES: ResourceDeclaration[] = [INTERFACE_LANGUAGES_RESOURCE];
