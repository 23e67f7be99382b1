import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import type { LegalSlug } from '../../kernel/page-reads.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadError } from './load-error.tsx';
import { type MakerPage, makerPageUrl } from './site-links.ts';

const MAKER_PAGE: Record<LegalSlug, MakerPage> = {
  'legal-notice': 'legal-notice',
  'data-protection': 'privacy',
};

function isNotFound(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';
}

/** The imprint or the privacy notice, stored as translations, English where one is missing. */
function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const trpc = useTRPC();
  const page = useQuery({
    ...trpc.publicConfigurator.legalPage.queryOptions({ slug, locale }),
    placeholderData: keepPreviousData,
    // As prefetchPublicSite reads it with the page's code (lib/public-site-data.ts).
    staleTime: 5 * 60 * 1000,
  });
  const fallbackTitle = t(slug === 'legal-notice' ? 'header.imprint' : 'header.privacy');
  useDocumentTitle(page.data?.title ?? fallbackTitle);

  if (page.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  }
  if (page.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{fallbackTitle}</Title>
        {isNotFound(page.error) ? (
          <Text>{t('legal.notWritten')}</Text>
        ) : (
          <LoadError message={t('legal.loadError')} onRetry={() => void page.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={820} lang={page.data.locale}>
      <Title order={1}>{page.data.title}</Title>
      <RichText html={page.data.html} />
      <Text size="sm">
        <Anchor href={makerPageUrl(MAKER_PAGE[slug], locale)} target="_blank" rel="noopener noreferrer">
          {t(slug === 'legal-notice' ? 'legal.makerLegalNotice' : 'legal.makerPrivacy')}
        </Anchor>{' '}
        <span>{t('header.newTab')}</span>
      </Text>
    </Stack>
  );
}

export function LegalNoticePage() {
  return <LegalPage slug="legal-notice" />;
}

export function DataProtectionPage() {
  return <LegalPage slug="data-protection" />;
}
