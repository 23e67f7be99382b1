// An unknown or coming-soon machine: says so, and links to every machine that can be configured.
// (The public site has its own MachineNotFound in components/ui on another branch; this one keeps the
// feature whole until the lead wires the shared one in.)
import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc.ts';
import classes from './configurator-page.module.css';
import { useTexts } from './texts.tsx';

export function MachineNotFound({ slug }: { slug: string }) {
  const { t } = useTexts();
  const trpc = useTRPC();
  const navigation = useQuery(trpc.publicConfigurator.navigation.queryOptions());
  const machines = navigation.data?.machines ?? [];
  const comingSoon = machines.find((machine) => machine.slug === slug && machine.comingSoon);
  const offered = machines.filter((machine) => !machine.comingSoon);
  return (
    <Stack gap="md" align="flex-start" data-testid="machine-not-found">
      <Title order={1}>{t('notFoundTitle')}</Title>
      <Text>
        {comingSoon ? t('notFoundComingSoon', { machine: comingSoon.name }) : t('notFoundUnknown', { slug })}
      </Text>
      {navigation.isPending ? (
        <Stack gap={6} w={240} aria-busy="true">
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </Stack>
      ) : offered.length > 0 ? (
        <>
          <Text fw={700}>{t('notFoundOffered')}</Text>
          <ul className={classes.noticeList}>
            {offered.map((machine) => (
              <li key={machine.slug}>
                <Anchor component={Link} to={`/configurator/${machine.slug}`}>
                  {machine.name}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text>{t('notFoundNone')}</Text>
      )}
      <Anchor component={Link} to="/configurator">
        {t('notFoundHome')}
      </Anchor>
    </Stack>
  );
}
