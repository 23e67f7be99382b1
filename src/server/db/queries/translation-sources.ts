// What the translations page lists (docs/product.md#translations): one row per text and locale, with the
// English it translates and where it appears. English texts of the configurator live on its model (the
// published version and the draft), so each row keeps a copy of its source, brought up to date here:
// after a publication, a draft's save, and at start. A text nobody translated yet gets a `missing` row, so
// the page, the progress and the machine translation all read one table.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ModelDocument } from '../../../domain/configurator/model-document.ts';
import { withTextKeys } from '../../../domain/configurator/model-document.ts';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import { BUILT_TEXTS } from '../../i18n/built-texts.ts';
import type { Db } from '../client.ts';
import { configuratorDrafts, translations } from '../schema/index.ts';
import { type LoadedConfigurator, loadConfigurators, loadedFromDocument } from './configurator-model.ts';
import { machineNameKey } from './translations.ts';

export type TranslationSource = {
  key: string;
  /** the English text */
  source: string;
  /** where a customer meets it, e.g. "option mixhead/mhl-12 of HX 100" */
  context: string;
  /** the machine's slug, or null for texts of the whole site */
  machine: string | null;
};

const TARGET_LOCALES = INTERFACE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const CHUNK = 500;

function textsOf(loaded: LoadedConfigurator, document?: ModelDocument): TranslationSource[] {
  const { machine } = loaded;
  const texts = document
    ? loadedFromDocument(loaded.around, withTextKeys(document, machine.slug)).texts
    : loaded.texts;
  const lineNames = new Map(loaded.choices.dosingLines.map((line) => [`dosing line ${line.id}`, line.name]));
  return texts.map(({ key, where, english }) => {
    const line = lineNames.get(where);
    const place = line ? `description of dosing line ${line}` : where;
    return { key, source: english, context: `${place} of ${machine.name}`, machine: machine.slug };
  });
}

/** The English texts of every machine's model, published and draft (a draft's new texts included). */
async function configuratorSources(db: Db, options: { slug?: string } = {}): Promise<TranslationSource[]> {
  const loaded = await loadConfigurators(db, {
    editable: true,
    ...(options.slug !== undefined ? { slug: options.slug } : {}),
  });
  if (loaded.length === 0) return [];
  const drafts = await db
    .select({ machineId: configuratorDrafts.machineId, model: configuratorDrafts.model })
    .from(configuratorDrafts)
    .where(
      inArray(
        configuratorDrafts.machineId,
        loaded.map((model) => model.machine.id),
      ),
    );
  const draftOf = new Map(drafts.map((row) => [row.machineId, row.model as ModelDocument]));
  const byKey = new Map<string, TranslationSource>();
  for (const model of loaded) {
    const draft = draftOf.get(model.machine.id);
    // The draft's English wins: it is what will be published, and what a translator should see.
    for (const text of [...textsOf(model), ...(draft ? textsOf(model, draft) : [])])
      byKey.set(text.key, text);
    byKey.set(machineNameKey(model.machine.slug), {
      key: machineNameKey(model.machine.slug),
      source: model.machine.name,
      context: `name of the machine ${model.machine.name}`,
      machine: model.machine.slug,
    });
  }
  return [...byKey.values()];
}

/** Texts of the site with their English as a row of their own (the legal pages). */
async function siteSources(db: Db): Promise<TranslationSource[]> {
  const rows = await db
    .select({ key: translations.key, text: translations.text })
    .from(translations)
    .where(and(eq(translations.locale, SOURCE_LOCALE), isNotNull(translations.text)));
  return rows.map((row) => {
    const [, page, part] = row.key.split('.');
    return {
      key: row.key,
      source: row.text ?? '',
      context: row.key.startsWith('legal.') ? `${part} of the legal page ${page}` : row.key,
      machine: null,
    };
  });
}

/**
 * Brings the rows of these texts up to date in one statement per chunk: each target locale gets a row
 * (missing until somebody translates it), and every row its current English and place.
 */
export async function writeTranslationSources(
  db: Db,
  sources: readonly TranslationSource[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < sources.length; i += CHUNK) {
    const chunk = sources.slice(i, i + CHUNK);
    const rows = chunk.flatMap((text) =>
      TARGET_LOCALES.map((locale) => ({
        key: text.key,
        locale,
        text: null,
        state: 'missing' as const,
        source: text.source,
        context: text.context,
        machine: text.machine,
      })),
    );
    const changed = await db
      .insert(translations)
      .values(rows)
      .onConflictDoUpdate({
        target: [translations.key, translations.locale],
        set: {
          source: sql`excluded.source`,
          context: sql`excluded.context`,
          machine: sql`excluded.machine`,
        },
        // Rows already up to date are not written: no new version, no revision bump for nothing.
        setWhere: sql`(${translations.source}, ${translations.context}, ${translations.machine}) is distinct from (excluded.source, excluded.context, excluded.machine)`,
      })
      .returning({ key: translations.key });
    written += changed.length;
  }
  return written;
}

/** Where each namespace of the interface texts appears, for a translator. */
const NAMESPACE_PLACES: Record<string, string> = {
  auth: 'interface: sign-in',
  common: 'interface: every page',
  configurator: 'interface: configurator',
  quote: 'interface: quote form and PDF',
  sales: 'interface: sales mode',
  target: 'interface: output finder',
};

/** The key of an interface text: `ui.<namespace>.<path>` (the path as `t()` reads it). */
export const interfaceKey = (namespace: string, path: string) => `ui.${namespace}.${path}`;

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : flatten(value, `${prefix}${name}.`),
  );
}

/**
 * The interface texts of the build, as rows: each target locale's row holds the built text (reviewed) and
 * follows the build from release to release, until a person changes it (`built` false): from then on
 * the person's text is kept, and the configurator shows it instead of the built one.
 */
async function writeInterfaceTexts(db: Db): Promise<number> {
  const english = BUILT_TEXTS[SOURCE_LOCALE] ?? {};
  const rows = Object.entries(english).flatMap(([namespace, tree]) => {
    // Each language's namespace flattened once (not once per text: that was a quarter of a second of
    // every start, bench:start).
    const builtTexts = new Map<string, Map<string, string>>(
      TARGET_LOCALES.map((locale) => [locale, new Map(flatten(BUILT_TEXTS[locale]?.[namespace] ?? {}))]),
    );
    return flatten(tree).flatMap(([path, source]) => {
      const built = (locale: string) => builtTexts.get(locale)?.get(path)?.trim() || null;
      return TARGET_LOCALES.map((locale) => {
        const text = built(locale);
        return {
          key: interfaceKey(namespace, path),
          locale,
          text,
          state: text ? ('reviewed' as const) : ('missing' as const),
          source,
          context: NAMESPACE_PLACES[namespace] ?? `interface: ${namespace}`,
          machine: null,
          built: true,
        };
      });
    });
  });
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const changed = await db
      .insert(translations)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [translations.key, translations.locale],
        set: {
          source: sql`excluded.source`,
          context: sql`excluded.context`,
          text: sql`case when ${translations.built} then excluded.text else ${translations.text} end`,
          state: sql`case when ${translations.built} then excluded.state else ${translations.state} end`,
        },
        setWhere: sql`(${translations.source}, ${translations.context}) is distinct from (excluded.source, excluded.context)
          or (${translations.built} and (${translations.text}, ${translations.state}) is distinct from (excluded.text, excluded.state))`,
      })
      .returning({ key: translations.key });
    written += changed.length;
  }
  return written;
}

/** Every text's row and English: of one machine's model (its draft saved or published), or of all and the site. */
export async function syncTranslationSources(db: Db, options: { slug?: string } = {}): Promise<number> {
  const sources = await configuratorSources(db, options);
  if (options.slug !== undefined) return writeTranslationSources(db, sources);
  sources.push(...(await siteSources(db)));
  return (await writeTranslationSources(db, sources)) + (await writeInterfaceTexts(db));
}

export type TextOverrides = { [namespace: string]: Tree };

/**
 * The interface texts people changed in a locale, as trees per namespace (the shape of the build's
 * texts): reviewed rows that no longer follow the build. The configurator lays them over the built texts.
 */
export async function loadInterfaceOverrides(db: Db, locale: string): Promise<TextOverrides> {
  if (locale === SOURCE_LOCALE) return {};
  const rows = await db
    .select({ key: translations.key, text: translations.text })
    .from(translations)
    .where(
      and(
        eq(translations.locale, locale as (typeof INTERFACE_LOCALES)[number]),
        eq(translations.built, false),
        eq(translations.state, 'reviewed'),
        sql`${translations.key} like 'ui.%'`,
      ),
    );
  const trees: Record<string, Record<string, unknown>> = {};
  for (const { key, text } of rows) {
    if (!text) continue;
    const [, namespace = '', ...path] = key.split('.');
    trees[namespace] ??= {};
    let node = trees[namespace] as Record<string, unknown>;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = path.at(-1);
    if (last) node[last] = text;
  }
  return trees as TextOverrides;
}
