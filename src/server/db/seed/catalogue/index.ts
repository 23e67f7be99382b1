// The demo catalogue (docs/product.md#operations): a fictional maker, realistic enough to sell from, in nine
// languages.
import { sql } from 'drizzle-orm';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../../../domain/interface-locales.ts';
import { richTextSanitizer } from '../../../services/rich-text.ts';
import type { Db } from '../../client.ts';
import {
  appSettings,
  auditLog,
  generalInformationPages,
  interfaceLanguages,
  machines,
  newsArticles,
  translations,
} from '../../schema/index.ts';
import { GENERAL_INFORMATION, NEWS } from './content-data.ts';
import { SALES_CONTACT } from './guidance.ts';
import { insertCatalogue } from './insert-catalogue.ts';
import { insertConfigurator } from './insert-configurators.ts';
import { MACHINES } from './machines-data.ts';
import type { Phrase } from './phrases.ts';
import { LEGAL_PAGE_TEXTS, MACHINE_NAME_TEXTS } from './public-site-texts.ts';

const LANGUAGE_NAMES: Record<(typeof INTERFACE_LOCALES)[number], [string, string]> = {
  en: ['English', 'English'],
  de: ['Deutsch', 'German'],
  it: ['Italiano', 'Italian'],
  ja: ['日本語', 'Japanese'],
  es: ['Español', 'Spanish'],
  pt: ['Português', 'Portuguese'],
  cs: ['Čeština', 'Czech'],
  zh: ['中文', 'Chinese'],
  ko: ['한국어', 'Korean'],
};

/** Czech and Korean came from the LLM and wait for review, so the demo shows both states. */
const MACHINE_TRANSLATED = new Set(['cs', 'ko']);
const CHUNK = 500;

/**
 * Seeds the demo catalogue in one transaction. Meant for an empty catalogue: when any machine exists
 * it changes nothing, so calling it twice is harmless.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL: the second waits here, then sees the machines.
    await tx.execute(sql`lock table ${machines} in exclusive mode`);
    const existing = await tx.select({ id: machines.id }).from(machines).limit(1);
    if (existing.length > 0) return;
    // Loaded only now: every start of the server comes through here, and most find the catalogue seeded.
    const sanitizeRichText = await richTextSanitizer();

    await tx
      .insert(interfaceLanguages)
      .values(
        INTERFACE_LOCALES.map((code, i) => ({
          code,
          name: LANGUAGE_NAMES[code][0],
          englishName: LANGUAGE_NAMES[code][1],
          enabled: true,
          sortOrder: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();

    const ids = await insertCatalogue(tx);
    const texts: { key: string; phrase: Phrase }[] = [...ids.texts];
    for (const [index, machine] of MACHINES.entries()) {
      if (machine.comingSoon) continue;
      texts.push(...(await insertConfigurator(tx, machine, ids, index)));
    }
    texts.push(...MACHINE_NAME_TEXTS);
    await tx.insert(appSettings).values({ key: 'salesContact', value: SALES_CONTACT }).onConflictDoNothing();
    // Entity texts keep their English on the entity; the legal pages have no entity, so English is a row.
    const withSource = new Set(LEGAL_PAGE_TEXTS.map((text) => text.key));
    const rows = [...texts, ...LEGAL_PAGE_TEXTS].flatMap(({ key, phrase }) =>
      INTERFACE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE || withSource.has(key)).map((locale) => ({
        key,
        locale,
        text: withSource.has(key) ? sanitizeRichText(phrase[locale]) : phrase[locale],
        state: MACHINE_TRANSLATED.has(locale) ? ('machine' as const) : ('reviewed' as const),
      })),
    );
    for (let i = 0; i < rows.length; i += CHUNK)
      await tx.insert(translations).values(rows.slice(i, i + CHUNK));

    const published = new Date('2025-01-02T08:00:00Z');
    await tx.insert(generalInformationPages).values(
      GENERAL_INFORMATION.map((page, i) => ({
        ...page,
        text: sanitizeRichText(page.text),
        sortOrder: (i + 1) * 10,
        published: true,
        publishedAt: published,
      })),
    );
    await tx.insert(newsArticles).values(
      NEWS.map((article) => ({
        ...article,
        text: sanitizeRichText(article.text),
        published: true,
        publishedAt: new Date(article.publishedAt),
      })),
    );
    await tx.insert(auditLog).values({
      actorLabel: 'system',
      action: 'seed',
      entity: 'catalogue',
      summary: `Demo catalogue seeded: ${MACHINES.length} machines, ${rows.length} translations.`,
    });
  });
}
