import { IconCheck } from '@tabler/icons-react';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useEnabledLocales } from '../../lib/public-site-data.ts';
import { showToast } from '../../lib/toast.ts';
import classes from './header.module.css';

/**
 * The language selector's list (language-selector.tsx): the enabled locales by their own names. Its
 * code loads at the visitor's first action on the page, before the selector can be opened.
 */
export function LanguageList({ close }: { close: () => void }) {
  const { t } = useTranslation('common');
  const { locale, setLocale } = useLocale();
  const locales = useEnabledLocales();

  const choose = (code: InterfaceLocale) =>
    setLocale(code).catch(() =>
      showToast({
        color: 'red',
        title: t('errors.title'),
        message: t('errors.languageUnavailable'),
      }),
    );

  return (
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
  );
}
