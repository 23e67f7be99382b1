// List and detail pages of the components: pumps, mixheads, injectors, machine components and
// pre-conditioning equipment.
import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { frequencyFactor, pumpFlow } from '../../../domain/flow.ts';
import { formatFlow, formatMonthYear, formatNumber } from '../../../domain/format.ts';
import { pumpFlowRange } from '../../../domain/output-range.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import {
  PORTFOLIO_LIST_PATHS,
  type PortfolioIndex,
  type PortfolioInjector,
  type PortfolioKind,
  type PortfolioMixhead,
  type PortfolioPeripheralEquipment,
  type PortfolioPump,
  portfolioItemPath,
} from '../../lib/portfolio.ts';
import {
  formatFlowRange,
  formatGramsRange,
  formatSpeedRange,
  PRESSURE_CLASS_LABELS,
} from '../../lib/technical.ts';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { type Fact, Facts, ItemNotFound } from './facts.tsx';
import { ItemAvailability } from './item-availability.tsx';
import { type ItemColumn, ItemTable } from './item-table.tsx';
import { useRenderTiming } from './render-timing.ts';

type Listed = { id: string; name: string; description: string | null };

/** A list page: title and subtitle from the navigation table, the table from the portfolio. */
function ListPage<T extends Listed>({
  kind,
  noun,
  items,
  columns,
  extraText,
}: {
  kind: PortfolioKind;
  noun: string;
  items: (portfolio: PortfolioIndex) => readonly T[];
  columns: (units: ReturnType<typeof useUnits>['units']) => ItemColumn<T>[];
  extraText?: (item: T) => string;
}) {
  const entry = routeEntry(PORTFOLIO_LIST_PATHS[kind]);
  return (
    <Page title={entry.title} subtitle={entry.subtitle}>
      <PortfolioGate>
        {(portfolio) => (
          <ListContent
            kind={kind}
            noun={noun}
            label={entry.title}
            items={items(portfolio)}
            columns={columns}
            extraText={extraText}
          />
        )}
      </PortfolioGate>
    </Page>
  );
}

function ListContent<T extends Listed>({
  kind,
  noun,
  label,
  items,
  columns,
  extraText,
}: {
  kind: PortfolioKind;
  noun: string;
  label: string;
  items: readonly T[];
  columns: (units: ReturnType<typeof useUnits>['units']) => ItemColumn<T>[];
  extraText?: (item: T) => string;
}) {
  useRenderTiming(`${kind}-list`);
  const { units } = useUnits();
  return (
    <ItemTable
      label={label}
      noun={noun}
      items={items}
      hrefOf={(item) => portfolioItemPath(kind, item.id)}
      columns={columns(units)}
      extraText={extraText}
    />
  );
}

/** A detail page: the item's facts and where it is offered, or not-found inside the layout. */
function DetailPage<T extends Listed & { machineVersions: PortfolioPump['machineVersions'] }>({
  kind,
  param,
  noun,
  find,
  facts,
}: {
  kind: PortfolioKind;
  param: string;
  noun: string;
  find: (portfolio: PortfolioIndex, id: string) => T | undefined;
  facts: (item: T, units: ReturnType<typeof useUnits>['units']) => Fact[];
}) {
  const id = useParams()[param];
  const listTitle = routeEntry(PORTFOLIO_LIST_PATHS[kind]).title;
  return (
    <PortfolioGate skeleton={<DetailSkeleton />}>
      {(portfolio) => {
        const item = find(portfolio, id ?? '');
        if (!item)
          return (
            <ItemNotFound noun={noun} id={id} listPath={PORTFOLIO_LIST_PATHS[kind]} listTitle={listTitle} />
          );
        return <DetailContent key={item.id} kind={kind} item={item} portfolio={portfolio} facts={facts} />;
      }}
    </PortfolioGate>
  );
}

function DetailContent<T extends Listed & { machineVersions: PortfolioPump['machineVersions'] }>({
  kind,
  item,
  portfolio,
  facts,
}: {
  kind: PortfolioKind;
  item: T;
  portfolio: PortfolioIndex;
  facts: (item: T, units: ReturnType<typeof useUnits>['units']) => Fact[];
}) {
  useRenderTiming(`${kind}-detail`);
  const { units } = useUnits();
  return (
    <Page title={item.name} item subtitle={item.description ?? undefined}>
      <Facts facts={facts(item, units)} />
      <ItemAvailability item={item} portfolio={portfolio} />
    </Page>
  );
}

const phaseOut = (availableTo: string | null): Fact[] =>
  availableTo ? [{ label: 'Offered until', value: `end of ${formatMonthYearBefore(availableTo)}` }] : [];

/** availableTo is the first month the item is gone: it is offered until the end of the month before. */
function formatMonthYearBefore(availableTo: string): string {
  const [year, month] = availableTo.split('-').map(Number);
  if (!year || !month) return availableTo;
  return formatMonthYear(new Date(Date.UTC(year, month - 2, 1)));
}

// Pumps -----------------------------------------------------------------------------------------------

export function PumpsListPage() {
  return (
    <ListPage<PortfolioPump>
      kind="pumps"
      noun="pumps"
      items={(portfolio) => portfolio.pumps}
      extraText={(pump) => pump.pumpType.name}
      columns={(units) => [
        { header: 'Type', cell: (pump) => pump.pumpType.name },
        { header: 'Pressure', cell: (pump) => PRESSURE_CLASS_LABELS[pump.pressureClass] },
        {
          header: 'Displacement',
          numeric: true,
          cell: (pump) => `${formatNumber(pump.displacementCm3PerRev)} cm³/rev`,
        },
        {
          header: `Speed at ${units.freq} Hz`,
          numeric: true,
          cell: (pump) => formatSpeedRange(pump, units.freq),
        },
        {
          header: 'Max. pressure',
          numeric: true,
          cell: (pump) => `${formatNumber(pump.maxPressureBar, 0)} bar`,
        },
        {
          header: `Flow at ${units.freq} Hz`,
          numeric: true,
          cell: (pump) => formatFlowRange(pumpFlowRange(pump), units),
        },
      ]}
    />
  );
}

export function PumpPage() {
  return (
    <DetailPage<PortfolioPump>
      kind="pumps"
      param="pumpId"
      noun="Pump"
      find={(portfolio, id) => portfolio.pumpById.get(id)}
      facts={(pump, units) => {
        const factor = frequencyFactor(units.freq);
        // Q = displacement × speed / 60, × 1,2 at 60 Hz (docs/product.md#units)
        const formula = (rpm: number) =>
          `${formatNumber(pump.displacementCm3PerRev)} cm³/rev × ${formatNumber(rpm, 0)} rpm / 60${
            factor === 1 ? '' : ` × ${formatNumber(factor, 1)}`
          }`;
        return [
          { label: 'Type', value: pump.pumpType.name },
          { label: 'Pressure class', value: PRESSURE_CLASS_LABELS[pump.pressureClass] },
          { label: 'Displacement', value: `${formatNumber(pump.displacementCm3PerRev)} cm³/rev` },
          { label: 'Speed at 50 Hz', value: formatSpeedRange(pump, 50) },
          ...(units.freq === 60 ? [{ label: 'Speed at 60 Hz', value: formatSpeedRange(pump, 60) }] : []),
          { label: 'Max. pressure', value: `${formatNumber(pump.maxPressureBar, 0)} bar` },
          {
            label: `Minimum flow at ${units.freq} Hz`,
            value: (
              <>
                <span data-testid="pump-flow-min">
                  {formatFlow(pumpFlow(pump.displacementCm3PerRev, pump.minRpm), units)}
                </span>
                <Text span size="xs" c="dimmed" display="block">
                  {formula(pump.minRpm)}
                </Text>
              </>
            ),
          },
          {
            label: `Maximum flow at ${units.freq} Hz`,
            value: (
              <>
                <span data-testid="pump-flow-max">
                  {formatFlow(pumpFlow(pump.displacementCm3PerRev, pump.maxRpm), units)}
                </span>
                <Text span size="xs" c="dimmed" display="block">
                  {formula(pump.maxRpm)}
                </Text>
              </>
            ),
          },
          ...phaseOut(pump.availableTo),
        ];
      }}
    />
  );
}

// Mixheads --------------------------------------------------------------------------------------------

export function MixheadsListPage() {
  return (
    <ListPage<PortfolioMixhead>
      kind="mixheads"
      noun="mixheads"
      items={(portfolio) => portfolio.mixheads}
      extraText={(mixhead) => mixhead.series.name}
      columns={() => [
        { header: 'Series', cell: (mixhead) => mixhead.series.name },
        { header: 'Pressure', cell: (mixhead) => PRESSURE_CLASS_LABELS[mixhead.pressureClass] },
        { header: 'Components', numeric: true, cell: (mixhead) => mixhead.components },
        {
          header: 'Output range',
          numeric: true,
          cell: (mixhead) => formatGramsRange(mixhead.minGPerS, mixhead.maxGPerS),
        },
      ]}
    />
  );
}

export function MixheadPage() {
  return (
    <DetailPage<PortfolioMixhead>
      kind="mixheads"
      param="mixheadId"
      noun="Mixhead"
      find={(portfolio, id) => portfolio.mixheadById.get(id)}
      facts={(mixhead) => [
        { label: 'Series', value: mixhead.series.name },
        { label: 'Pressure class', value: PRESSURE_CLASS_LABELS[mixhead.pressureClass] },
        { label: 'Components', value: mixhead.components },
        {
          label: 'Output range (both components)',
          value: formatGramsRange(mixhead.minGPerS, mixhead.maxGPerS),
          testId: 'mixhead-output-range',
        },
        ...phaseOut(mixhead.availableTo),
      ]}
    />
  );
}

// Injectors -------------------------------------------------------------------------------------------

export function InjectorsListPage() {
  return (
    <ListPage<PortfolioInjector>
      kind="injectors"
      noun="injectors"
      items={(portfolio) => portfolio.injectors}
      extraText={(injector) => `${injector.type.name} ${injector.material.name}`}
      columns={() => [
        { header: 'Type', cell: (injector) => injector.type.name },
        { header: 'Material', cell: (injector) => injector.material.name },
        {
          header: 'Nozzle bore',
          numeric: true,
          cell: (injector) =>
            injector.nozzleDiameterMm === null ? '–' : `${formatNumber(injector.nozzleDiameterMm)} mm`,
        },
      ]}
    />
  );
}

export function InjectorPage() {
  return (
    <DetailPage<PortfolioInjector>
      kind="injectors"
      param="injectorId"
      noun="Injector"
      find={(portfolio, id) => portfolio.injectorById.get(id)}
      facts={(injector) => [
        { label: 'Type', value: injector.type.name },
        { label: 'Material', value: injector.material.name },
        {
          label: 'Nozzle bore',
          value: injector.nozzleDiameterMm === null ? '–' : `${formatNumber(injector.nozzleDiameterMm)} mm`,
        },
        ...phaseOut(injector.availableTo),
      ]}
    />
  );
}

// Machine components and pre-conditioning (peripheral equipment by category) ---------------------------

const peripheralColumns = (): ItemColumn<PortfolioPeripheralEquipment>[] => [
  { header: 'Type', cell: (item) => item.type.name },
  { header: 'Purpose', cell: (item) => item.type.description ?? '–' },
];

const peripheralFacts = (item: PortfolioPeripheralEquipment): Fact[] => [
  { label: 'Type', value: item.type.name },
  { label: 'Purpose', value: item.type.description ?? '–' },
  ...phaseOut(item.availableTo),
];

export function MachineComponentsListPage() {
  return (
    <ListPage<PortfolioPeripheralEquipment>
      kind="machineComponents"
      noun="machine components"
      items={(portfolio) => portfolio.machineComponents}
      extraText={(item) => item.type.name}
      columns={peripheralColumns}
    />
  );
}

export function MachineComponentPage() {
  return (
    <DetailPage<PortfolioPeripheralEquipment>
      kind="machineComponents"
      param="machineComponentId"
      noun="Machine component"
      find={(portfolio, id) => portfolio.machineComponents.find((item) => item.id === id)}
      facts={peripheralFacts}
    />
  );
}

export function PreConditioningListPage() {
  return (
    <ListPage<PortfolioPeripheralEquipment>
      kind="preConditioning"
      noun="pre-conditioning items"
      items={(portfolio) => portfolio.preConditioning}
      extraText={(item) => item.type.name}
      columns={peripheralColumns}
    />
  );
}

export function PreConditioningPage() {
  return (
    <DetailPage<PortfolioPeripheralEquipment>
      kind="preConditioning"
      param="preConditioningId"
      noun="Pre-conditioning item"
      find={(portfolio, id) => portfolio.preConditioning.find((item) => item.id === id)}
      facts={peripheralFacts}
    />
  );
}
