import { MantineThemeProvider, rem, Skeleton, Stack } from '@mantine/core';
import { type CSSProperties, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { ServerUnavailableBanner } from '../../components/ui/server-unavailable-banner.tsx';
import { enabledLocaleChoice } from '../../i18n/locale-choice.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { configuratorTheme } from '../../kernel/theme.ts';
import { useEnabledLocales } from '../../lib/public-site-data.ts';
import { useToastsWanted } from '../../lib/toast.ts';
import classes from './header.module.css';
import { PublicHeader, type PublicHeaderProps } from './public-header.tsx';
import { MAKER } from './site-links.ts';

/**
 * Mantine components read radius and heading sizes from CSS variables, which the nested theme provider
 * does not set: the configurator theme's values become variables of the public site's subtree.
 */
function themeVariables(): CSSProperties {
  const radius = configuratorTheme.defaultRadius;
  const { h1, h2 } = configuratorTheme.headings?.sizes ?? {};
  const vars: Record<string, string> = {
    '--mantine-radius-default':
      typeof radius === 'number' ? rem(radius) : `var(--mantine-radius-${radius ?? 'sm'})`,
  };
  if (h1?.fontSize) vars['--mantine-h1-font-size'] = h1.fontSize;
  if (h1?.fontWeight) vars['--mantine-h1-font-weight'] = h1.fontWeight;
  if (h2?.fontSize) vars['--mantine-h2-font-size'] = h2.fontSize;
  if (h2?.fontWeight) vars['--mantine-h2-font-weight'] = h2.fontWeight;
  return vars as CSSProperties;
}

const THEME_VARIABLES = themeVariables();

const PublicNotifications = lazyPage(
  'public-notifications',
  () => import('./public-notifications.tsx'),
  (m) => m.default,
);

/** The toast container loads with the first toast: most visits never show one. */
function ToastHost() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <PublicNotifications />
    </Suspense>
  ) : null;
}

/**
 * A locale an admin switched off is replaced (`enabledLocaleChoice`): a stored choice by English, with the
 * cookie corrected, as the server's render of the page does.
 */
function useEnabledLocaleGuard() {
  const { locale, setLocale } = useLocale();
  const locales = useEnabledLocales();
  useEffect(() => {
    const enabled = locales.data?.map((language) => language.code);
    if (!enabled || enabled.includes(locale)) return;
    const choice = enabledLocaleChoice(enabled);
    void setLocale(choice.locale === locale ? SOURCE_LOCALE : choice.locale, { store: choice.store });
  }, [locales.data, locale, setLocale]);
}

function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="page-loading">
      <Skeleton height={36} width="50%" />
      <Skeleton height={18} width="80%" />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * The public configurator (docs/product.md#public-configurator): no session needed, square corners
 * (configuratorTheme), nine languages.
 */
export function PublicLayout({ salesControl }: PublicHeaderProps = {}) {
  const { t } = useTranslation('common');
  useEnabledLocaleGuard();
  return (
    <MantineThemeProvider theme={configuratorTheme}>
      <div style={THEME_VARIABLES} className={classes.site} data-testid="configurator-area">
        <a href="#main" className={classes.skipLink}>
          {t('header.skipToContent')}
        </a>
        <PublicHeader salesControl={salesControl} />
        <main id="main" className={classes.main} tabIndex={-1}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className={classes.footer}>
          <span>© {MAKER}</span>
          <Link to="/configurator/legal-notice">{t('header.imprint')}</Link>
          <Link to="/configurator/data-protection">{t('header.privacy')}</Link>
        </footer>
        <ToastHost />
        <ServerUnavailableBanner aboveBottomBar />
      </div>
    </MantineThemeProvider>
  );
}
