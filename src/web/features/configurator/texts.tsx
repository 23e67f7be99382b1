// The configurator's texts: namespace "configurator" in src/web/i18n/locales/<locale>/configurator.ts.
// The app's shared i18next instance (an I18nextProvider above the page) serves them when there is one;
// where there is none, this feature brings the smallest instance of its own that loads the namespace
// lazily per locale, so the page works in any layout, the internal area's included.
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { type ReactNode, useContext } from 'react';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { INTERFACE_LOCALES, isInterfaceLocale, SOURCE_LOCALE } from '../../../domain/interface-locales.ts';

export const NAMESPACE = 'configurator';

const FILES = import.meta.glob<{ default: Record<string, string> }>('../../i18n/locales/*/configurator.ts');

/** SPEC §9: the locale a visitor chose is kept in this cookie. */
const LOCALE_COOKIE = 'CONFIGURATOR_SELECTED_LOCALE';

/** The stored choice, else the first browser language that is an interface locale, else English. */
export function browserLocale(): InterfaceLocale {
  if (typeof document === 'undefined') return SOURCE_LOCALE;
  for (const part of document.cookie.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isInterfaceLocale(value.toLowerCase()))
      return value.toLowerCase() as InterfaceLocale;
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/**
 * An i18next instance holding only this namespace. With `resources` (tests) it is ready at once;
 * otherwise each locale's file loads when first needed.
 */
export function createConfiguratorI18n(locale: InterfaceLocale, resources?: Resource): I18n {
  const i18n = createInstance();
  if (!resources) {
    i18n.use({
      type: 'backend',
      init() {},
      read(language: string, namespace: string, callback: (error: Error | null, data: unknown) => void) {
        const load = FILES[`../../i18n/locales/${language}/${namespace}.ts`];
        if (!load) {
          callback(new Error(`There are no ${language} texts for "${namespace}".`), false);
          return;
        }
        load().then(
          (file) => callback(null, file.default),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
      },
    });
  }
  void i18n.init({
    lng: locale,
    supportedLngs: [...INTERFACE_LOCALES],
    load: 'currentOnly',
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    initAsync: !resources,
    ...(resources ? { resources } : {}),
  });
  return i18n;
}

let fallback: I18n | undefined;

/** Uses the app's i18next instance when there is one above, else the feature's own. */
export function ConfiguratorTexts({ children }: { children: ReactNode }) {
  const context = useContext(I18nContext);
  if (context?.i18n) return children;
  fallback ??= createConfiguratorI18n(browserLocale());
  return <I18nextProvider i18n={fallback}>{children}</I18nextProvider>;
}

/** The configurator's texts and the locale they are in (money, numbers and lists follow it). */
export function useTexts() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale: InterfaceLocale = isInterfaceLocale(language) ? language : SOURCE_LOCALE;
  return { t, locale };
}

export type Translate = ReturnType<typeof useTexts>['t'];
