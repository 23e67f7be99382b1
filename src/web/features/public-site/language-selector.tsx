import { Loader } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { localeKey } from '../../../domain/interface-locales.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useEnabledLocales } from '../../lib/public-site-data.ts';
import classes from './header.module.css';
import { HeaderDropdown } from './header-dropdown.tsx';

/** The list's code loads at the visitor's first action on the page, before the selector can be opened. */
const LanguageList = lazyPage(
  'language-list',
  () => import('./language-list.tsx'),
  (module) => module.LanguageList,
);

/**
 * docs/product.md#locales: the enabled interface locales by their own names. A choice switches every text in
 * place (no reload; the page keeps its state) and is stored in the CONFIGURATOR_SELECTED_LOCALE cookie.
 */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const { locale, switchingTo } = useLocale();
  const locales = useEnabledLocales();
  const current = locales.data?.find((language) => language.code === locale)?.name ?? localeKey(locale);

  return (
    <HeaderDropdown
      id="language-menu"
      align="end"
      testId="language-selector"
      lazyPanel={{ preload: LanguageList.preload, loading: t('common.loading') }}
      ariaLabel={t('header.languageButton', { language: current })}
      label={
        <>
          {switchingTo ? <Loader size={16} aria-hidden /> : <IconWorld size={20} aria-hidden />}
          <span className={classes.languageName}>{current}</span>
          <span className={classes.languageCode} aria-hidden>
            {localeKey(locale)}
          </span>
        </>
      }
    >
      {(close) => <LanguageList close={close} />}
    </HeaderDropdown>
  );
}
