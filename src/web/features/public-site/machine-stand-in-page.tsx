import { EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../app/locale.tsx';
import { MachineNotFound } from '../../components/ui/machine-not-found.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useMachineCatalogue } from '../../lib/public-site-data.ts';

/**
 * /configurator/{slug} until the configurator page (features/configurator) exists: the machine's name
 * and what this page will do, or MachineNotFound for an unknown or coming-soon machine.
 */
export function MachineStandInPage() {
  const { t } = useTranslation('common');
  const { slug = '' } = useParams();
  const { locale } = useLocale();
  const catalogue = useMachineCatalogue(locale);
  const machine = catalogue.data?.machines.find((candidate) => candidate.slug === slug);
  useDocumentTitle(machine?.name);
  if (catalogue.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (!catalogue.isError && (!machine || machine.comingSoon)) return <MachineNotFound slug={slug} />;
  return (
    <Stack gap="lg">
      <Title order={1}>{machine?.name ?? slug}</Title>
      {machine?.description && <Text>{machine.description}</Text>}
      <EmptyState
        py="xl"
        withIndicatorBackground
        icon={<IconHourglassEmpty />}
        title={t('standIn.title')}
        description={t('standIn.text')}
        data-testid="empty-state"
      />
    </Stack>
  );
}
