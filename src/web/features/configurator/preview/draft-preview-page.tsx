// /admin/public-configurator/steps/preview?machine=<slug>&locale=<l> (development only): a machine's draft
// in the public configurator's own layout (the one Configurator, variant 'public', its model from
// `configuratorAdmin.preview`), in any locale, before it is published. The page is English like the rest
// of the admin area; the configurator inside it speaks the locale asked for, from a text store of its own,
// so the admin around it stays as it is. The app mounts it and fills `actions` (publish, versions: the
// model editor's parts, which this feature does not import).
import { Alert, Anchor, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { isInterfaceLocale, SOURCE_LOCALE } from '../../../../domain/interface-locales.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { createI18n, type I18n } from '../../../i18n/i18n.ts';
import { TextsProvider } from '../../../i18n/use-translation.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { Configurator } from '../configurator.tsx';
import classes from './draft-preview.module.css';

export const DRAFT_PREVIEW_PATH = '/admin/public-configurator/steps/preview';

/** The preview's address for a machine and a locale. */
export function draftPreviewPath(slug: string, locale: InterfaceLocale = SOURCE_LOCALE): string {
  const params = new URLSearchParams({ machine: slug });
  if (locale !== SOURCE_LOCALE) params.set('locale', locale);
  return `${DRAFT_PREVIEW_PATH}?${params}`;
}

/**
 * One text store per locale for the page's life: a language switch renders in a transition, which React
 * may start over before it commits, and a store made during that render would be a new one (with texts
 * still to load) every time.
 */
const stores = new Map<InterfaceLocale, I18n>();
function textsIn(locale: InterfaceLocale): I18n {
  let store = stores.get(locale);
  if (!store) {
    store = createI18n(locale);
    stores.set(locale, store);
  }
  return store;
}

export type DraftPreviewPageProps = {
  /** what the app adds to the preview's bar for the machine shown (publish, versions) */
  actions?: (slug: string) => ReactNode;
};

export function DraftPreviewPage({ actions }: DraftPreviewPageProps) {
  const [params, setParams] = useSearchParams();
  const slug = params.get('machine')?.trim().toLowerCase() ?? '';
  const asked = params.get('locale') ?? SOURCE_LOCALE;
  const locale: InterfaceLocale = isInterfaceLocale(asked) ? asked : SOURCE_LOCALE;
  const trpc = useTRPC();
  const machines = useQuery(trpc.configuratorAdmin.machines.queryOptions());
  const locales = useQuery(trpc.publicConfigurator.locales.queryOptions());
  // The configurator's texts in the preview's locale, apart from the app's (the admin stays English).
  const i18n = textsIn(locale);

  const choose = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        if (next.get('locale') === SOURCE_LOCALE) next.delete('locale');
        return next;
      },
      { replace: true },
    );

  const machine = machines.data?.find((candidate) => candidate.slug === slug);
  const enabled = locales.data ?? [];
  const localeEnabled = enabled.some((entry) => entry.code === locale);
  const localeOptions = [
    ...enabled.map((entry) => ({ value: entry.code, label: `${entry.englishName} (${entry.code})` })),
    ...(localeEnabled || locales.isPending ? [] : [{ value: locale, label: `${locale} (not enabled)` }]),
  ];

  const bar = (
    <Alert
      variant="light"
      color="orange"
      icon={<IconEye size={20} aria-hidden />}
      title="Draft preview — not published"
      // A standing notice, not news: Mantine's Alert would be announced as an alert on every visit.
      role="region"
      aria-label="Draft preview"
      data-testid="draft-preview-banner"
      classNames={{ root: classes.banner, title: classes.bannerTitle }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {machine ? `The draft of ${machine.name}` : 'A machine’s draft'} as customers will see it once it is
          published. Saving a code and asking for a quote are off here: a code would name a model no customer
          has yet.
          {!isInterfaceLocale(asked) && ` There is no language “${asked}”: shown in English.`}
          {isInterfaceLocale(asked) &&
            !localeEnabled &&
            !locales.isPending &&
            ' This language is not enabled on the public site.'}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Machine"
            value={slug}
            onChange={(event) => choose({ machine: event.currentTarget.value })}
            data={[
              ...(slug && !machine ? [{ value: slug, label: slug }] : []),
              ...(slug ? [] : [{ value: '', label: 'Choose a machine' }]),
              ...(machines.data ?? []).map((entry) => ({ value: entry.slug, label: entry.name })),
            ]}
            miw={200}
          />
          <NativeSelect
            label="Language"
            value={locale}
            onChange={(event) => choose({ locale: event.currentTarget.value })}
            data={localeOptions.length > 0 ? localeOptions : [{ value: locale, label: locale }]}
            miw={180}
          />
          {slug && machine && (
            <Anchor component={Link} to={`/configurator/${encodeURIComponent(slug)}`} size="sm" pb={8}>
              Open the published configurator
            </Anchor>
          )}
          {slug && machine && actions?.(slug)}
        </Group>
      </Stack>
    </Alert>
  );

  if (!slug) {
    return (
      <Stack gap="lg">
        <Title order={1}>Draft preview</Title>
        {bar}
        <Text>Choose a machine to see its draft.</Text>
      </Stack>
    );
  }
  if (machines.isSuccess && !machine) {
    return (
      <Stack gap="lg">
        <Title order={1}>Draft preview</Title>
        {bar}
        <Text role="alert">There is no configurator for a machine “{slug}”. Choose one of the list.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" className={classes.page}>
      {bar}
      {machines.isPending ? (
        <Skeleton height={400} aria-busy="true" aria-label="Loading the draft" />
      ) : (
        <div lang={locale} className={classes.configurator} data-testid="draft-preview">
          <TextsProvider i18n={i18n}>
            <Configurator key={slug} slug={slug} variant="public" source="draft" />
          </TextsProvider>
        </div>
      )}
    </Stack>
  );
}
