import { Anchor, Button, ButtonGroup, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { pumpFlowRange, versionFlowRange } from '../../../domain/output-range.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate, TableSkeleton } from '../../components/ui/portfolio-gate.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import { configuratorPath } from '../../lib/configurator-path.ts';
import {
  configurableMachineOf,
  PORTFOLIO_LIST_PATHS,
  type PortfolioIndex,
  type PortfolioMachineVersion,
  portfolioItemPath,
  related,
} from '../../lib/portfolio.ts';
import { formatFlowRange, formatSpeedRange } from '../../lib/technical.ts';
import { AvailabilityMark } from './availability.tsx';
import { AvailabilityMatrix } from './availability-matrix.tsx';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { Facts, ItemNotFound } from './facts.tsx';
import { ItemTable } from './item-table.tsx';
import { optionSections, versionColumns, versionRelations } from './matrix-data.ts';
import { AvailabilitySection, MatrixWithLegend } from './matrix-with-legend.tsx';
import { useRenderTiming } from './render-timing.ts';
import { versionTableColumns } from './version-columns.tsx';

const LIST = PORTFOLIO_LIST_PATHS.machineVersions;
const ALL = 'all';
const VIEWS = [
  { value: 'matrix', label: 'Configuration matrix' },
  { value: 'list', label: 'List' },
] as const;

/**
 * /product-portfolio/machine-versions: "Overview of configuration possibilities", a matrix of every
 * dosing line (grouped by machine) × every option, or the same versions as a list. The page does not
 * scroll itself (the no-scroll flag of docs/product.md#layout): the matrix fills it and scrolls inside, under
 * a header without shadow, so the matrix header reads as part of the page header.
 */
export function MachineVersionsListPage() {
  const entry = routeEntry(LIST);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'matrix';
  const machineId = params.get('machine') ?? ALL;
  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" h="100%" mih={0}>
      <Page title={entry.title} subtitle={entry.subtitle} />
      <PortfolioGate skeleton={<TableSkeleton rows={10} />}>
        {(portfolio) => (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              {/* Plain controls: a segmented control and a combobox measure themselves after mounting,
                  which lays the whole matrix page out twice before its first paint (bench/portfolio). */}
              <ButtonGroup aria-label="View">
                {VIEWS.map(({ value, label }) => (
                  <Button
                    key={value}
                    variant={view === value ? 'filled' : 'default'}
                    aria-pressed={view === value}
                    onClick={() => update('view', value, 'matrix')}
                  >
                    {label}
                  </Button>
                ))}
              </ButtonGroup>
              <NativeSelect
                label="Machine"
                w={220}
                value={portfolio.machineById.has(machineId) ? machineId : ALL}
                onChange={(event) => update('machine', event.currentTarget.value, ALL)}
                data={[
                  { value: ALL, label: 'All machines' },
                  ...portfolio.machines.map((machine) => ({ value: machine.id, label: machine.name })),
                ]}
              />
            </Group>
            <VersionsOverview key={view} portfolio={portfolio} machineId={machineId} view={view} />
          </>
        )}
      </PortfolioGate>
    </Stack>
  );
}

function VersionsOverview({
  portfolio,
  machineId,
  view,
}: {
  portfolio: PortfolioIndex;
  machineId: string;
  view: 'matrix' | 'list';
}) {
  useRenderTiming(`machine-versions-${view}`);
  const { units } = useUnits();
  const machine = portfolio.machineById.get(machineId);
  const versions = useMemo(
    () =>
      machine
        ? related(machine.machineVersions, portfolio.versionById).map(({ item }) => item)
        : portfolio.machineVersions,
    [machine, portfolio],
  );
  const matrix = useMemo(
    () => ({
      columns: versionColumns(versions, portfolio, { grouped: !machine }),
      sections: optionSections(portfolio),
      relationOf: versionRelations(versions),
    }),
    [versions, portfolio, machine],
  );

  if (view === 'list') {
    return (
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ItemTable
          label="Machine versions"
          noun="machine versions"
          items={versions}
          hrefOf={(version) => portfolioItemPath('machineVersions', version.id)}
          extraText={(version) => `${version.polyPump.name} ${version.isoPump.name}`}
          columns={[
            {
              header: 'Machine',
              cell: (version) =>
                related(version.machines, portfolio.machineById)
                  .map(({ item }) => item.name)
                  .join(', ') || '–',
            },
            ...versionTableColumns(units),
          ]}
        />
      </div>
    );
  }
  return (
    <MatrixWithLegend fill>
      <AvailabilityMatrix
        fill
        label="Configuration possibilities of the machine versions"
        rowHeader="Option"
        columns={matrix.columns}
        sections={matrix.sections}
        relationOf={matrix.relationOf}
        emptyText="There are no machine versions to compare yet."
      />
    </MatrixWithLegend>
  );
}

export function MachineVersionPage() {
  const { machineVersionId } = useParams();
  return (
    <PortfolioGate skeleton={<DetailSkeleton />}>
      {(portfolio) => {
        const version = portfolio.versionById.get(machineVersionId ?? '');
        if (!version) {
          return (
            <ItemNotFound
              noun="Machine version"
              id={machineVersionId}
              listPath={LIST}
              listTitle="Machine versions"
            />
          );
        }
        return <MachineVersionDetail key={version.id} version={version} portfolio={portfolio} />;
      }}
    </PortfolioGate>
  );
}

function MachineVersionDetail({
  version,
  portfolio,
}: {
  version: PortfolioMachineVersion;
  portfolio: PortfolioIndex;
}) {
  useRenderTiming('machine-version-detail');
  const { units } = useUnits();
  const machines = related(version.machines, portfolio.machineById);
  const configureOn = configurableMachineOf(version, portfolio);
  const matrix = useMemo(
    () => ({
      columns: versionColumns([version], portfolio),
      sections: optionSections(portfolio),
      relationOf: versionRelations([version]),
    }),
    [version, portfolio],
  );
  const pumpFact = (pump: PortfolioMachineVersion['polyPump']) => (
    <>
      <Anchor component={Link} to={portfolioItemPath('pumps', pump.id)}>
        {pump.name}
      </Anchor>
      <Text span size="sm" c="dimmed">
        {' '}
        {formatFlowRange(pumpFlowRange(pump), units)}, {formatSpeedRange(pump, units.freq)}
      </Text>
    </>
  );

  return (
    <Page title={version.name} item subtitle={version.description ?? undefined}>
      <Facts
        facts={[
          {
            label: 'Machines',
            value:
              machines.length === 0
                ? '–'
                : machines.map(({ item, relationType }, index) => (
                    <span key={item.id}>
                      {index > 0 && ', '}
                      <Anchor component={Link} to={portfolioItemPath('machines', item.id)}>
                        {item.name}
                      </Anchor>{' '}
                      <AvailabilityMark relationType={relationType} />
                    </span>
                  )),
          },
          {
            label: `Output range at ${units.freq} Hz`,
            value: formatFlowRange(versionFlowRange(version), units),
            testId: 'version-output-range',
          },
          { label: 'Poly pump', value: pumpFact(version.polyPump) },
          { label: 'Iso pump', value: pumpFact(version.isoPump) },
          { label: 'Control platform', value: version.controlPlatform?.name ?? '–' },
          { label: 'Mains fuse', value: version.fuse?.name ?? '–' },
          {
            label: 'Configurator',
            value: configureOn ? (
              <Anchor
                component={Link}
                to={configuratorPath({ machine: configureOn.slug, dosingLine: version.id })}
              >
                Configure on {configureOn.name}
              </Anchor>
            ) : (
              'Not offered in the configurator'
            ),
          },
        ]}
      />
      <AvailabilitySection
        title="Options and availability"
        description="What this dosing line offers, best first; Not Available last."
        label={`Availability of options on ${version.name}`}
        rowHeader="Option"
        matrix={matrix}
      />
    </Page>
  );
}
