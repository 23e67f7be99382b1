import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { machineFlowRange } from '../../../domain/output-range.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type CatalogueMachine, useMachineCatalogue } from '../../lib/public-site-data.ts';
import classes from './home.module.css';
import { LoadError } from './load-error.tsx';
import { MachineCard } from './machine-card.tsx';
import { OpenCodeForm } from './open-code-form.tsx';
import { UnitsControl } from './units-control.tsx';

/** 0 for the machine with the smallest top output, 1 for the largest: the drawings grow with it (log). */
function scales(machines: readonly CatalogueMachine[]): Map<string, number> {
  const tops = machines.map((machine) => [machine.slug, machineFlowRange(machine.versions)?.max] as const);
  const logs = tops.flatMap(([, max]) => (max ? [Math.log(max)] : []));
  const lo = Math.min(...logs);
  const hi = Math.max(...logs);
  return new Map(
    tops.map(([slug, max]) => [slug, max && hi > lo ? (Math.log(max) - lo) / (hi - lo) : 0.5] as const),
  );
}

function CardSkeletons() {
  return (
    <div className={classes.grid} aria-busy="true" data-testid="cards-loading">
      {[1, 2, 3].map((n) => (
        <div key={n} className={classes.card}>
          <Skeleton height={150} />
          <div className={classes.body}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /configurator, the public homepage with a card per machine. */
export function HomePage() {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const catalogue = useMachineCatalogue(locale);
  useDocumentTitle(t('home.documentTitle'));
  const machines = catalogue.data?.machines ?? [];
  const scaleOf = scales(machines);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg" maw={760}>
          {t('home.intro')}
        </Text>
      </Stack>
      <div className={classes.finderTeaser}>
        <Text>{t('home.finderTeaser')}</Text>
        <Button component={Link} to="/configurator/machine-finder" variant="outline">
          {t('home.finderLink')}
        </Button>
      </div>
      <div className={classes.codes}>
        <OpenCodeForm testId="home-open-code" />
        <div className={classes.savedTeaser}>
          <Text size="sm">{t('home.myConfigurationsTeaser')}</Text>
          <Anchor component={Link} to="/configurator/my-configurations" fw={600}>
            {t('home.myConfigurations')}
          </Anchor>
        </div>
      </div>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>{t('home.machines')}</Title>
        <UnitsControl />
      </Group>
      {catalogue.isPending ? (
        <CardSkeletons />
      ) : catalogue.isError ? (
        <LoadError message={t('errors.machinesUnavailable')} onRetry={() => void catalogue.refetch()} />
      ) : machines.length === 0 ? (
        <Text>{t('home.empty')}</Text>
      ) : (
        <div className={classes.grid}>
          {machines.map((machine) => (
            <MachineCard key={machine.slug} machine={machine} scale={scaleOf.get(machine.slug) ?? 0.5} />
          ))}
        </div>
      )}
    </Stack>
  );
}
