// The one configurator component (docs/ARCHITECTURE.md#a-request-from-the-browser-to-the-database-and-back):
// the public route and the internal area mount it. It loads the machine's model in the current locale (and a
// code, when asked to open one), and shows the not-found, loading and error states in words.
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Suspense, useEffect, useState } from 'react';
import { formatCode, isValidCode, normalizeCode } from '../../../domain/configuration-code.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ConfiguratorSkeleton } from './configurator-skeleton.tsx';
import { type ConfiguratorSlots, ConfiguratorView } from './configurator-view.tsx';
import { codeLinkPath } from './state/code-link.ts';
import { Notice } from './steps/notice.tsx';
import { useTexts } from './texts.tsx';

// Only an unknown machine needs it (with Mantine's List and Anchor): not part of a machine page's first load.
const MachineNotFound = lazyPage(
  'machine-not-found',
  () => import('../../components/ui/machine-not-found.tsx'),
  (module) => module.MachineNotFound,
);

export type ConfiguratorProps = {
  /** the machine's slug */
  slug: string;
  /** a dosing line to start with (a machine version id), e.g. from the finder */
  initialDosingLine?: string;
  /** a configuration code to open (as typed: case and hyphens do not matter) */
  code?: string;
  variant: 'public' | 'internal';
  /**
   * The model shown: the machine's published one, or (the admin's draft preview, development only) its
   * draft as `configuratorAdmin.preview` serves it. A draft is kept apart from the published model's
   * configuration in this browser and cannot be saved as a code (a code would name a model no one has).
   */
  source?: 'published' | 'draft';
  /** called once the code has been opened (or refused), e.g. to take it out of the address */
  onCodeHandled?: () => void;
  /**
   * sales mode is authorised for this session (docs/product.md#sales-mode): agency prices and the discount
   */
  salesMode?: boolean;
  /** the sales-mode discount is switched on (docs/product.md#discount); applied only in sales mode */
  discount?: boolean;
  slots?: ConfiguratorSlots;
};

const FIVE_MINUTES = 5 * 60 * 1000;

function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <Stack gap="sm" align="flex-start" role="alert" data-testid="configurator-error">
      <Title order={1}>{t('loadErrorTitle')}</Title>
      <Text>{t('loadErrorText')}</Text>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Stack>
  );
}

function ConfiguratorLoader(props: ConfiguratorProps) {
  const { slug, code, onCodeHandled } = props;
  const { t, locale } = useTexts();
  const trpc = useTRPC();
  const draft = props.source === 'draft';
  const model = useQuery({
    ...(draft
      ? trpc.configuratorAdmin.preview.queryOptions({ slug, locale })
      : trpc.publicConfigurator.machineModel.queryOptions({ slug, locale })),
    // Switching the language keeps the page (and the selection) while the translated model loads.
    placeholderData: keepPreviousData,
    // A draft changes under the preview (the editor in another tab): asked again on every visit.
    staleTime: draft ? 0 : FIVE_MINUTES,
  });
  const wanted = code?.trim() ? code.trim() : undefined;
  const validCode = wanted !== undefined && isValidCode(wanted);
  const [codeLocale] = useState(locale);
  const opened = useQuery({
    ...trpc.publicConfigurator.openConfiguration.queryOptions({
      code: validCode ? normalizeCode(wanted) : '',
      locale: codeLocale,
    }),
    enabled: validCode,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const openedData = validCode ? opened.data : undefined;
  const codeSettled = !validCode || !opened.isPending;
  const otherMachine = openedData && openedData.slug !== slug ? openedData : undefined;

  useEffect(() => {
    if (wanted !== undefined && codeSettled && !otherMachine) onCodeHandled?.();
  }, [wanted, codeSettled, otherMachine, onCodeHandled]);

  if (model.isError && !model.data) {
    if (errorCode(model.error) === 'NOT_FOUND') {
      return (
        <Suspense fallback={<ConfiguratorSkeleton />}>
          <MachineNotFound slug={slug} />
        </Suspense>
      );
    }
    return <LoadError onRetry={() => void model.refetch()} />;
  }
  if (!model.data || model.data.machine.slug !== slug || !codeSettled) return <ConfiguratorSkeleton />;

  let codeProblem = null;
  if (wanted !== undefined && !validCode) {
    codeProblem = <Notice testId="code-problem">{t('codeInvalid', { code: wanted })}</Notice>;
  } else if (validCode && opened.isError) {
    const text =
      errorCode(opened.error) === 'NOT_FOUND'
        ? t('codeNotFound', { code: formatCode(normalizeCode(wanted)) })
        : t('codeOpenError', { code: formatCode(normalizeCode(wanted)) });
    codeProblem = <Notice testId="code-problem">{text}</Notice>;
  } else if (otherMachine) {
    codeProblem = (
      <Notice testId="code-problem">
        {t('codeOtherMachine', { code: formatCode(otherMachine.code) })}{' '}
        <Anchor component={Link} to={codeLinkPath(props.variant, otherMachine.slug, otherMachine.code)}>
          {t('codeOtherMachineLink')}
        </Anchor>
      </Notice>
    );
  }

  return (
    <ConfiguratorView
      key={slug}
      model={model.data}
      slug={slug}
      variant={props.variant}
      draft={draft}
      opened={openedData && !otherMachine ? openedData : null}
      codeProblem={codeProblem}
      initialDosingLine={props.initialDosingLine}
      salesMode={props.salesMode ?? false}
      discount={props.discount ?? false}
      slots={props.slots}
    />
  );
}

/** The configurator of one machine; renders inside whatever layout mounts it. */
export function Configurator(props: ConfiguratorProps) {
  return (
    <Suspense fallback={<ConfiguratorSkeleton />}>
      <ConfiguratorLoader {...props} />
    </Suspense>
  );
}
