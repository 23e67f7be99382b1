// The configurator's texts: namespace "configurator" in src/web/i18n/locales/<locale>/configurator.ts,
// served by the app's text store (src/web/i18n), in the public and the internal area alike.

import type { InterfaceLocale } from '../../../domain/format.ts';
import { isInterfaceLocale, SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

export const NAMESPACE = 'configurator';

/** The configurator's texts and the locale they are in (money, numbers and lists follow it). */
export function useTexts() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale: InterfaceLocale = isInterfaceLocale(language) ? language : SOURCE_LOCALE;
  return { t, locale };
}

export type Translate = ReturnType<typeof useTexts>['t'];
