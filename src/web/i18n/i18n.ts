// i18next for the public configurator (docs/product.md#locales): every interface text in nine locales, one
// file per locale and namespace under ./locales/<locale>/<namespace>.ts. Adding a namespace is adding its
// nine files. Texts load lazily per locale, so a first load carries one language only.
import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import type { InterfaceLocale } from '../../domain/format.ts';
import { INTERFACE_LOCALES } from '../../domain/interface-locales.ts';
import { DEFAULT_NAMESPACE, LOCALE_FILE_PATHS, localeTexts } from './locale-files.ts';
import type { MessageTree } from './messages.ts';

/** Namespaces are the file names of the English texts. */
export const NAMESPACES: readonly string[] = LOCALE_FILE_PATHS.filter((path) =>
  path.startsWith('./locales/en/'),
)
  .map((path) => path.slice('./locales/en/'.length, -'.ts'.length))
  .sort();

/** Loads the texts of ./locales/<locale>/<namespace>.ts when i18next asks for them. */
const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const texts = localeTexts(language, namespace);
    if (!texts) {
      callback(new Error(`There are no ${language} texts for the namespace "${namespace}".`), false);
      return;
    }
    texts.then(
      (loaded) => callback(null, loaded),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * An i18next instance in `locale`, starting to load its default namespace at once. Other namespaces
 * load when a component first asks for them (useTranslation('configurator')).
 */
export function createI18n(
  locale: InterfaceLocale,
  options: { resources?: Record<string, Record<string, MessageTree>> } = {},
): I18n {
  const i18n = createInstance();
  // Tests may hand the texts in: then the instance is ready at once.
  if (!options.resources) i18n.use(lazyFiles);
  void i18n.init({
    lng: locale,
    supportedLngs: [...INTERFACE_LOCALES],
    load: 'currentOnly',
    // Every locale holds every key (locales.test.ts), so no second language is loaded as a fallback.
    fallbackLng: false,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing text ${namespace}:${key} in ${languages.join(', ')}`);
    },
    ...(options.resources
      ? { resources: options.resources, initAsync: false, partialBundledLanguages: true }
      : {}),
  });
  return i18n;
}
