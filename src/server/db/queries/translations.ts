import { and, asc, inArray, ne } from 'drizzle-orm';
import type { InterfaceLocale } from '../../../domain/format.ts';
import type { Db } from '../client.ts';
import { interfaceLanguages, translations } from '../schema/index.ts';

/** A machine's name in a locale (series names are translated; model names read the same everywhere). */
export const machineNameKey = (slug: string) => `machine.${slug}.name`;

export type InterfaceLanguage = {
  code: InterfaceLocale;
  name: string;
  englishName: string;
  enabled: boolean;
};

export async function loadInterfaceLanguages(db: Db): Promise<InterfaceLanguage[]> {
  return db
    .select({
      code: interfaceLanguages.code,
      name: interfaceLanguages.name,
      englishName: interfaceLanguages.englishName,
      enabled: interfaceLanguages.enabled,
    })
    .from(interfaceLanguages)
    .orderBy(asc(interfaceLanguages.sortOrder), asc(interfaceLanguages.code));
}

/** locale → key → text, for translations that have a text (machine or reviewed). */
export type TranslationTable = Map<string, Map<string, string>>;

export async function loadTranslations(
  db: Db,
  options: { locales: readonly InterfaceLocale[]; keys?: readonly string[] },
): Promise<TranslationTable> {
  const table: TranslationTable = new Map(options.locales.map((locale) => [locale, new Map()]));
  if (options.locales.length === 0 || options.keys?.length === 0) return table;
  const conditions = [inArray(translations.locale, [...options.locales]), ne(translations.state, 'missing')];
  if (options.keys) conditions.push(inArray(translations.key, [...options.keys]));
  const rows = await db
    .select({ key: translations.key, locale: translations.locale, text: translations.text })
    .from(translations)
    .where(and(...conditions));
  for (const row of rows) {
    if (row.text && row.text.trim() !== '') table.get(row.locale)?.set(row.key, row.text);
  }
  return table;
}
