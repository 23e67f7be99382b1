import { Anchor, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useMachineCatalogue } from '../../lib/public-site-data.ts';
import { Link } from './router-link.tsx';

/**
 * The public configurator's answer to an unknown or coming-soon machine: says so, and links to every
 * machine that can be configured, the finder and the homepage. Shared by the public site and the
 * configurator page.
 */
export function MachineNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const catalogue = useMachineCatalogue(locale);
  const comingSoon = catalogue.data?.machines.find((machine) => machine.slug === slug && machine.comingSoon);
  const offered = catalogue.data?.machines.filter((machine) => !machine.comingSoon) ?? [];
  useDocumentTitle(t('machineNotFound.title'));
  return (
    <Stack gap="md" align="flex-start" data-testid="machine-not-found">
      <Title order={1}>{t('machineNotFound.title')}</Title>
      {/* Whether the machine is coming soon or unknown, the catalogue says: nothing is claimed before it has. */}
      {catalogue.isPending ? (
        <Skeleton height={16} w={320} maw="100%" aria-hidden />
      ) : (
        <Text>
          {comingSoon
            ? t('machineNotFound.comingSoon', { name: comingSoon.name })
            : t('machineNotFound.unknown', { slug })}
        </Text>
      )}
      <Text fw={700}>{t('machineNotFound.offered')}</Text>
      {catalogue.isPending ? (
        <Stack gap={6} w={240} aria-busy="true">
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </Stack>
      ) : catalogue.isError ? (
        <Text c="dimmed">{t('errors.machinesUnavailable')}</Text>
      ) : (
        <List spacing={4}>
          {offered.map((machine) => (
            <List.Item key={machine.slug}>
              <Anchor component={Link} to={`/configurator/${machine.slug}`}>
                {machine.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to="/configurator/machine-finder">
        {t('machineNotFound.finder')}
      </Anchor>
      <Anchor component={Link} to="/configurator">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
