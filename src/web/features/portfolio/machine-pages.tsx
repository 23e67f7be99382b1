import { Badge, Button, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { machineFlowRange } from '../../../domain/output-range.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import { configuratorPath } from '../../lib/configurator-path.ts';
import {
  PORTFOLIO_LIST_PATHS,
  type PortfolioIndex,
  type PortfolioMachine,
  portfolioItemPath,
  related,
} from '../../lib/portfolio.ts';
import { applicationLabel, formatFlowRangeOrDash, PRESSURE_CLASS_LABELS } from '../../lib/technical.ts';
import { AvailabilityMark } from './availability.tsx';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { DetailSection, Facts, ItemNotFound } from './facts.tsx';
import { ItemTable } from './item-table.tsx';
import { optionSections, versionColumns, versionRelations } from './matrix-data.ts';
import { AvailabilitySection } from './matrix-with-legend.tsx';
import { useRenderTiming } from './render-timing.ts';
import { versionTableColumns } from './version-columns.tsx';

const LIST = PORTFOLIO_LIST_PATHS.machines;

function versionsOf(machine: PortfolioMachine, portfolio: PortfolioIndex) {
  return related(machine.machineVersions, portfolio.versionById);
}

export function MachinesListPage() {
  const entry = routeEntry(LIST);
  return (
    <Page title={entry.title} subtitle={entry.subtitle}>
      <PortfolioGate>{(portfolio) => <MachinesList portfolio={portfolio} />}</PortfolioGate>
    </Page>
  );
}

function MachinesList({ portfolio }: { portfolio: PortfolioIndex }) {
  useRenderTiming('machines-list');
  const { units } = useUnits();
  return (
    <ItemTable
      label="Machines"
      noun="machines"
      items={portfolio.machines}
      hrefOf={(machine) => portfolioItemPath('machines', machine.id)}
      extraText={(machine) => machine.applications.map(applicationLabel).join(' ')}
      columns={[
        { header: 'Pressure', cell: (machine) => PRESSURE_CLASS_LABELS[machine.pressureClass] },
        { header: 'Components', cell: (machine) => machine.components, numeric: true },
        {
          header: 'Applications',
          cell: (machine) => machine.applications.map(applicationLabel).join(', ') || '–',
        },
        { header: 'Dosing lines', cell: (machine) => versionsOf(machine, portfolio).length, numeric: true },
        {
          header: 'Output range',
          numeric: true,
          cell: (machine) =>
            formatFlowRangeOrDash(
              machineFlowRange(versionsOf(machine, portfolio).map(({ item }) => item)),
              units,
            ),
        },
        {
          header: 'Status',
          cell: (machine) => (machine.comingSoon ? 'Coming soon' : 'Available'),
        },
      ]}
    />
  );
}

export function MachinePage() {
  const { machineId } = useParams();
  return (
    <PortfolioGate skeleton={<DetailSkeleton />}>
      {(portfolio) => {
        const machine = portfolio.machineById.get(machineId ?? '');
        if (!machine) {
          return <ItemNotFound noun="Machine" id={machineId} listPath={LIST} listTitle="Machines" />;
        }
        return <MachineDetail key={machine.id} machine={machine} portfolio={portfolio} />;
      }}
    </PortfolioGate>
  );
}

function MachineDetail({ machine, portfolio }: { machine: PortfolioMachine; portfolio: PortfolioIndex }) {
  useRenderTiming('machine-detail');
  const { units } = useUnits();
  const versions = useMemo(() => versionsOf(machine, portfolio), [machine, portfolio]);
  const matrix = useMemo(() => {
    const list = versions.map(({ item }) => item);
    return {
      columns: versionColumns(list, portfolio),
      sections: optionSections(portfolio),
      relationOf: versionRelations(list),
    };
  }, [versions, portfolio]);
  const configurable = machine.useInConfigurator && !machine.comingSoon && versions.length > 0;

  return (
    <Page
      title={machine.name}
      item
      subtitle={machine.description ?? undefined}
      actions={
        <Group gap="xs" mt="xs">
          <Badge variant="light">{PRESSURE_CLASS_LABELS[machine.pressureClass]}</Badge>
          <Badge variant="light" color="gray">
            {machine.components} components
          </Badge>
          {machine.comingSoon && (
            <Badge variant="filled" color="gray">
              Coming soon
            </Badge>
          )}
        </Group>
      }
    >
      <Facts
        facts={[
          { label: 'Pressure class', value: PRESSURE_CLASS_LABELS[machine.pressureClass] },
          { label: 'Components', value: machine.components },
          {
            label: 'Applications',
            value: machine.applications.map(applicationLabel).join(', ') || '–',
          },
          { label: 'Dosing lines', value: versions.length },
          {
            label: `Output range at ${units.freq} Hz`,
            value: formatFlowRangeOrDash(machineFlowRange(versions.map(({ item }) => item)), units),
            testId: 'machine-output-range',
          },
        ]}
      />
      {configurable && (
        <Group>
          <Button
            component={Link}
            to={configuratorPath({ machine: machine.slug })}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          >
            Configure {machine.name}
          </Button>
        </Group>
      )}
      <DetailSection
        title="Dosing lines"
        description="The machine versions of this machine and how they are offered."
      >
        <ItemTable
          label={`Dosing lines of ${machine.name}`}
          noun="dosing lines"
          items={versions.map(({ item }) => item)}
          hrefOf={(version) => portfolioItemPath('machineVersions', version.id)}
          columns={[
            {
              header: 'Availability',
              cell: (version) => (
                <AvailabilityMark
                  relationType={versions.find(({ item }) => item.id === version.id)?.relationType}
                />
              ),
            },
            ...versionTableColumns(units),
          ]}
        />
      </DetailSection>
      <AvailabilitySection
        title="Availability"
        description="Which pumps, mixheads, injectors, peripheral equipment and tank farms each dosing line offers, best first."
        label={`Availability matrix of ${machine.name}`}
        rowHeader="Option"
        matrix={matrix}
        emptyText="This machine has no dosing lines yet, so nothing can be offered on it."
      />
    </Page>
  );
}
