// The interface texts (docs/product.md#locales): every text in nine locales, one file per locale and
// namespace under ./locales/<locale>/<namespace>.ts. Adding a namespace is adding its nine files. Texts
// load lazily per locale, so a first load carries one language only. The store is ours
// (text-store.ts, docs/decisions/014-a-text-store-instead-of-i18next.md).
import type { InterfaceLocale } from '../../domain/format.ts';
import { DEFAULT_NAMESPACE, LOCALE_FILE_PATHS, localeTexts } from './locale-files.ts';
import type { MessageTree } from './messages.ts';
import { TextStore } from './text-store.ts';

export type { TFunction } from './text-store.ts';
/** The app's texts, as the components and the locale switch use them. */
export type I18n = TextStore;

/** Namespaces are the file names of the English texts. */
export const NAMESPACES: readonly string[] = LOCALE_FILE_PATHS.filter((path) =>
  path.startsWith('./locales/en/'),
)
  .map((path) => path.slice('./locales/en/'.length, -'.ts'.length))
  .sort();

/**
 * The texts in `locale`, starting to load the default namespace at once. Other namespaces load when a
 * component first asks for them (useTranslation('configurator')). Every locale holds every key
 * (locales.test.ts), so no second language is loaded as a fallback.
 */
export function createI18n(
  locale: InterfaceLocale,
  options: {
    resources?: Record<string, Record<string, MessageTree>>;
    /**
     * The texts people changed on the translations page, per namespace, laid over the built ones
     * (docs/product.md#translations); undefined, or a failed read, leaves the built texts as they are.
     */
    overrides?: (language: string) => Promise<TextOverrides | undefined> | undefined;
  } = {},
): I18n {
  const { overrides } = options;
  const source = overrides
    ? (language: string, namespace: string) => {
        const built = localeTexts(language, namespace);
        if (!built) return undefined;
        const changed = Promise.resolve(overrides(language)).catch(() => undefined);
        return Promise.all([built, changed]).then(([tree, over]) => laidOver(tree, over?.[namespace]));
      }
    : localeTexts;
  return new TextStore(locale, {
    defaultNS: DEFAULT_NAMESPACE,
    // Tests and the server's render may hand the texts in: then the store is ready at once.
    ...(options.resources ? { resources: options.resources } : { source }),
    ...(import.meta.env.DEV
      ? {
          onMissing: (language: string, namespace: string, key: string) =>
            console.error(`Missing text ${namespace}:${key} in ${language}`),
        }
      : {}),
  });
}

export type TextOverrides = { readonly [namespace: string]: MessageTree };

/** `tree` with the texts of `over` in place of its own (a key `over` has and `tree` lacks is dropped). */
export function laidOver(tree: MessageTree, over: MessageTree | undefined): MessageTree {
  if (!over) return tree;
  const result: Record<string, string | MessageTree> = { ...tree };
  for (const [key, value] of Object.entries(over)) {
    const own = tree[key];
    if (typeof own === 'string' && typeof value === 'string') result[key] = value;
    else if (typeof own === 'object' && typeof value === 'object') result[key] = laidOver(own, value);
  }
  return result;
}
