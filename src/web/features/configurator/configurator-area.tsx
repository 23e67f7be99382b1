import { Anchor, Group, MantineThemeProvider, rem, Stack, Title } from '@mantine/core';
import { type CSSProperties, useEffect } from 'react';

import { Link, Outlet, useLocation } from 'react-router';
import { pageTitle } from '../../../domain/navigation/menu.ts';
import { PRODUCT_NAME } from '../../../domain/navigation/table.ts';
import { routeEntry } from '../../app/route-page.tsx';
import { configuratorTheme } from '../../app/theme.ts';
import { UserMenu } from '../../app/user-menu.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { PlannedContent } from '../../components/ui/planned-content.tsx';
import { titlesForPath } from '../../lib/route-match.ts';
import classes from './configurator.module.css';

/**
 * Mantine components read radius and heading sizes from CSS variables, which the nested theme provider
 * does not set: the configurator theme's values become variables of the configurator's subtree.
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

/** The public configurator's own layout: no session needed, square corners (configuratorTheme). */
export function ConfiguratorLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, titlesForPath(pathname), PRODUCT_NAME);
  }, [pathname]);
  return (
    <MantineThemeProvider theme={configuratorTheme}>
      <div style={THEME_VARIABLES} data-testid="configurator-area">
        <header className={classes.header} data-testid="configurator-header">
          <Anchor
            component={Link}
            to="/configurator"
            aria-label={`${PRODUCT_NAME} configurator home`}
            underline="never"
          >
            <span className={classes.logoFull}>
              <Logo size={36} />
            </span>
            <span className={classes.logoMark}>
              <Logo size={36} compact />
            </span>
          </Anchor>
          <Group gap="sm">
            <UserMenu />
          </Group>
        </header>
        <main className={classes.main}>
          <Outlet />
        </main>
      </div>
    </MantineThemeProvider>
  );
}

function ConfiguratorPage({ path, planned }: { path: string; planned: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{routeEntry(path).title}</Title>
      <PlannedContent>{planned}</PlannedContent>
    </Stack>
  );
}

const PLANNED: Record<string, string> = {
  '/configurator':
    'The machines you can configure will be listed here, each with a link to its configurator.',
  '/configurator/machine-finder':
    'The machine finder will suggest machines here for your foam formulation and target output.',
  '/configurator/legal-notice': "The manufacturer's imprint will be published here.",
  '/configurator/data-protection': 'The privacy notice of this configurator will be published here.',
  '/configurator/:slug':
    "This machine's configurator will be here: choose a dosing line, country and day tank, then the options, and see the price.",
};

export function configuratorPageFor(path: string) {
  const planned = PLANNED[path] ?? `${routeEntry(path).title} will be shown here.`;
  return function ConfiguratorRoute() {
    return <ConfiguratorPage path={path} planned={planned} />;
  };
}

export function ConfiguratorNotFound() {
  return (
    <Stack gap="lg" align="flex-start">
      <Title order={1}>Page not found</Title>
      <PlannedContent title="There is no such page">
        This address is not a page of the configurator. Start again from the configurator's home page.
      </PlannedContent>
      <Anchor component={Link} to="/configurator">
        Go to the configurator
      </Anchor>
    </Stack>
  );
}
