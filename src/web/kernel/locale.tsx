import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { UnitsConfig } from '../../domain/flow.ts';
import {
  type FormatFlowOptions,
  formatFlow,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  type InterfaceLocale,
} from '../../domain/format.ts';
import { isInterfaceLocale, SOURCE_LOCALE } from '../../domain/interface-locales.ts';
import type { I18n } from '../i18n/i18n.ts';
import { storeLocale } from '../i18n/locale-choice.ts';
import { TextsProvider } from '../i18n/use-translation.tsx';

/** Numbers, money, dates and flows written the way the current locale writes them. */
export type LocaleFormat = {
  /** 1.234,56 in German, 1,234.56 in English, 1 234,56 in Czech */
  number: (value: number, decimals?: number) => string;
  /** EUR: 1.234,56 € in German, €1,234.56 in English */
  money: (amount: number) => string;
  /** "5. Januar 2026" */
  date: (value: Date | string | number) => string;
  /** "Januar 2026" */
  monthYear: (value: Date | string | number) => string;
  /** a flow in cm³/s at 50 Hz in the user's units, e.g. "1.234,56 cm³/s" */
  flow: (cm3PerS: number, units: UnitsConfig, options?: Omit<FormatFlowOptions, 'locale'>) => string;
};

export type LocaleContextValue = {
  locale: InterfaceLocale;
  /**
   * Loads the locale's texts, then switches every text in place (no reload, no remount, so all state
   * stays) and stores the choice in the CONFIGURATOR_SELECTED_LOCALE cookie.
   */
  setLocale: (locale: InterfaceLocale, options?: { store?: boolean }) => Promise<void>;
  /** the locale being loaded after setLocale, until it is shown */
  switchingTo: InterfaceLocale | null;
  format: LocaleFormat;
};

/** The texts of a locale could not be loaded (offline, or a deployment removed the old files). */
class LocaleLoadError extends Error {
  constructor(readonly locale: InterfaceLocale) {
    super(`The texts for "${locale}" could not be loaded.`);
  }
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function localeFormat(locale: InterfaceLocale): LocaleFormat {
  return {
    number: (value, decimals) => formatNumber(value, decimals, locale),
    money: (amount) => formatMoney(amount, locale),
    date: (value) => formatLongDate(value, locale),
    monthYear: (value) => formatMonthYear(value, locale),
    flow: (cm3PerS, units, options = {}) => formatFlow(cm3PerS, units, { ...options, locale }),
  };
}

function currentLocale(i18n: I18n): InterfaceLocale {
  const language = i18n.language;
  return isInterfaceLocale(language) ? language : SOURCE_LOCALE;
}

/** Holds the text store (src/web/i18n) and the current locale for the whole app. */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setCurrent] = useState<InterfaceLocale>(() => currentLocale(i18n));
  const [switchingTo, setSwitchingTo] = useState<InterfaceLocale | null>(null);

  useEffect(() => {
    const onChanged = () => setCurrent(currentLocale(i18n));
    i18n.on('languageChanged', onChanged);
    onChanged();
    return () => i18n.off('languageChanged', onChanged);
  }, [i18n]);

  // Screen readers, hyphenation and the browser's CJK font choice follow the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    async (next: InterfaceLocale, options: { store?: boolean } = {}) => {
      if (next === currentLocale(i18n)) {
        if (options.store !== false) storeLocale(next);
        return;
      }
      setSwitchingTo(next);
      try {
        // Load first, so that the old texts stay until the new ones can replace them all at once.
        await i18n.loadLanguages(next);
        const namespaces = [i18n.options.ns ?? []].flat();
        const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(next, namespace));
        if (missing.length > 0) throw new LocaleLoadError(next);
        await i18n.changeLanguage(next);
        if (options.store !== false) storeLocale(next);
      } finally {
        setSwitchingTo((pending) => (pending === next ? null : pending));
      }
    },
    [i18n],
  );

  const value = useMemo(
    () => ({ locale, setLocale, switchingTo, format: localeFormat(locale) }),
    [locale, setLocale, switchingTo],
  );
  return (
    <TextsProvider i18n={i18n}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </TextsProvider>
  );
}

/** The current interface locale, its formatters, and the way to switch it. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() needs a <LocaleProvider> above it');
  return value;
}
