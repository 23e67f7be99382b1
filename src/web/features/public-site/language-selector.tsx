import { Loader } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { localeKey } from '../../../domain/interface-locales.ts';
import { useLocale } from '../../app/locale.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEnabledLocales } from '../../lib/public-site-data.ts';
import { showToast } from '../../lib/toast.ts';
import classes from './header.module.css';
import { HeaderDropdown } from './header-dropdown.tsx';

/**
 * SPEC §2/§4: the enabled interface locales by their own names. A choice switches every text in place
 * (no reload; the page keeps its state) and is stored in the CONFIGURATOR_SELECTED_LOCALE cookie.
 */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const { locale, setLocale, switchingTo } = useLocale();
  const locales = useEnabledLocales();
  const current = locales.data?.find((language) => language.code === locale)?.name ?? localeKey(locale);

  const choose = (code: InterfaceLocale) =>
    setLocale(code).catch(() =>
      showToast({
        color: 'red',
        title: t('errors.title'),
        message: t('errors.languageUnavailable'),
      }),
    );

  return (
    <HeaderDropdown
      id="language-menu"
      align="end"
      testId="language-selector"
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
      {(close) => (
        <ul className={classes.list} aria-label={t('header.language')}>
          {locales.isPending && <li className={classes.itemMuted}>{t('common.loading')}</li>}
          {locales.isError && <li className={classes.itemMuted}>{t('errors.languagesUnavailable')}</li>}
          {locales.data?.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                className={classes.item}
                aria-current={language.code === locale ? 'true' : undefined}
                onClick={() => {
                  close();
                  void choose(language.code);
                }}
              >
                <span className={classes.check}>
                  {language.code === locale && <IconCheck size={16} aria-hidden />}
                </span>
                {language.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </HeaderDropdown>
  );
}
