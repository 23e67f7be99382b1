import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { rangeOf } from '../../../domain/analytics/rules.ts';
import {
  findPlatforms,
  type PlatformFilter,
  type PlatformMatch,
  platformDosingLine,
} from '../../../domain/finder.ts';
import { type FlowUnit, fromUnit, toUnit, type UnitsConfig } from '../../../domain/flow.ts';
import { FLOW_UNIT_LABELS, formatNumber } from '../../../domain/format.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import { useFinderSearched } from '../../lib/analytics/use-finder-searched.ts';
import { configuratorPath } from '../../lib/configurator-path.ts';
import {
  isConfigurable,
  type PortfolioIndex,
  type PortfolioMachine,
  portfolioItemPath,
  related,
} from '../../lib/portfolio.ts';
import { applicationLabel, formatFlowRange, PRESSURE_CLASS_LABELS } from '../../lib/technical.ts';
import { logAxis } from './log-axis.ts';
import classes from './platform-finder.module.css';

const PATH = '/machine-configurator/machine-platform-finder';
const ANY = 'any';

export function PlatformFinderPage() {
  const entry = routeEntry(PATH);
  return (
    <Page
      title={entry.title}
      subtitle="Compare the machine platforms by application, pressure class, components and output; each bar is a machine's output range."
    >
      <PortfolioGate>{(portfolio) => <PlatformFinder portfolio={portfolio} />}</PortfolioGate>
    </Page>
  );
}

type Machine = PortfolioMachine & { versions: PortfolioIndex['machineVersions'] };

/** A number as typed (decimal comma or point), or null. */
function parse(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * Filters in the address (a comparison can be shared): app, pressure, components, and min/max output
 * in the unit named by `unit` (the sharer's), shown in the reader's unit.
 */
function PlatformFinder({ portfolio }: { portfolio: PortfolioIndex }) {
  const [params, setParams] = useSearchParams();
  const { units } = useUnits();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === ANY) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const application = params.get('app') ?? ANY;
  const pressure = params.get('pressure') ?? ANY;
  const components = params.get('components') ?? ANY;
  const urlUnit: FlowUnit =
    params.get('unit') === 'l' ? 'l' : params.get('unit') === 'cm' ? 'cm' : units.unit;
  // The wanted output in cm³/s (at the user's frequency), from the numbers in the address.
  const wantMin = parse(params.get('min'));
  const wantMax = parse(params.get('max'));
  // "from" above "to" describes no output: said at the field, and the upper bound is left out until
  // the user corrects one of them.
  const inverted = wantMin !== null && wantMax !== null && wantMin > wantMax;
  const wanted = {
    min: wantMin === null ? null : fromUnit(wantMin, urlUnit),
    max: wantMax === null || inverted ? null : fromUnit(wantMax, urlUnit),
  };
  const shown = (cm3PerS: number | null, raw: number | null) =>
    cm3PerS === null
      ? ''
      : urlUnit === units.unit
        ? (raw ?? '')
        : Number(toUnit(cm3PerS, units.unit).toFixed(2));

  const machines = useMemo<Machine[]>(
    () =>
      portfolio.machines.map((machine) => ({
        ...machine,
        versions: related(machine.machineVersions, portfolio.versionById).map(({ item }) => item),
      })),
    [portfolio],
  );
  const applications = useMemo(
    () => [...new Set(machines.flatMap((machine) => machine.applications))],
    [machines],
  );
  const componentCounts = useMemo(
    () => [...new Set(machines.map((machine) => machine.components))].sort((a, b) => a - b),
    [machines],
  );

  const filter: PlatformFilter = {
    application: application === ANY ? null : application,
    pressureClass: pressure === ANY ? null : pressure,
    minComponents: components === ANY ? null : Number(components),
    output: wanted,
  };
  // A click configures the machine, on the dosing line that fits the wanted output best; a machine the
  // configurator does not offer opens its technical data instead.
  const hrefOf = (machine: Machine) => {
    if (!isConfigurable(machine)) return portfolioItemPath('machines', machine.id);
    const lines = machine.versions.filter((version) => version.useInConfigurator);
    const line = platformDosingLine(lines, wanted, units.freq);
    return configuratorPath({ machine: machine.slug, dosingLine: line?.id });
  };
  // The output asked for, as a range in cm³/s (the address's unit may be any): the upper bound, else the lower.
  const asked = wanted.max ?? wanted.min;
  useFinderSearched('platform', asked === null ? null : rangeOf(asked, 'cm³/s'));
  const everything = findPlatforms(machines, {}, units.freq);
  const matches = findPlatforms(machines, filter, units.freq);
  const withoutLines = machines.filter((machine) => machine.versions.length === 0);
  const filtered =
    application !== ANY || pressure !== ANY || components !== ANY || wantMin !== null || wantMax !== null;

  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="sm"
        component="fieldset"
        className={classes.filters}
      >
        <legend className={classes.legend}>Filters</legend>
        <Select
          label="Application"
          allowDeselect={false}
          value={application}
          onChange={(value) => set({ app: value })}
          data={[
            { value: ANY, label: 'Any application' },
            ...applications.map((value) => ({ value, label: applicationLabel(value) })),
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="platform-pressure">
            Pressure class
          </Text>
          <SegmentedControl
            aria-labelledby="platform-pressure"
            value={pressure}
            onChange={(value) => set({ pressure: value })}
            data={[
              { value: ANY, label: 'Any' },
              { value: 'low', label: 'Low' },
              { value: 'high', label: 'High' },
            ]}
          />
        </Stack>
        <Select
          label="Components"
          allowDeselect={false}
          value={components}
          onChange={(value) => set({ components: value })}
          data={[
            { value: ANY, label: 'Any number' },
            ...componentCounts.map((count) => ({ value: String(count), label: `At least ${count}` })),
          ]}
        />
        <Group gap="xs" grow wrap="nowrap" align="flex-start">
          <NumberInput
            label={`Output from (${FLOW_UNIT_LABELS[units.unit]})`}
            decimalSeparator=","
            min={0}
            value={shown(wanted.min, wantMin)}
            onChange={(value) => set({ min: String(value).replace(',', '.'), unit: units.unit })}
          />
          <NumberInput
            label={`to (${FLOW_UNIT_LABELS[units.unit]})`}
            decimalSeparator=","
            min={0}
            value={inverted ? (wantMax ?? '') : shown(wanted.max, wantMax)}
            error={inverted ? 'Enter an output at least as high as "from".' : undefined}
            onChange={(value) => set({ max: String(value).replace(',', '.'), unit: units.unit })}
          />
        </Group>
      </SimpleGrid>

      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {matches.length === everything.length
            ? `${everything.length} machine platforms`
            : `${matches.length} of ${everything.length} machine platforms match`}
          {withoutLines.length > 0 && `; ${withoutLines.length} without dosing lines not shown`}
        </Text>
        {filtered && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            Clear filters
          </Button>
        )}
      </Group>

      <RangeChart
        all={everything.map((entry) => entry.range)}
        matches={matches}
        units={units}
        wanted={wanted}
        hrefOf={hrefOf}
      />
    </Stack>
  );
}

/**
 * Each machine's output range (poly + iso, from its smallest to its largest dosing line) as a bar on
 * one shared logarithmic axis; the axis stays the same while filtering, so bars keep their places.
 * Each row is one link: to the machine's configurator, or its technical data (`hrefOf`).
 */
function RangeChart({
  all,
  matches,
  units,
  wanted,
  hrefOf,
}: {
  all: { min: number; max: number }[];
  matches: PlatformMatch<Machine>[];
  units: UnitsConfig;
  wanted: { min: number | null; max: number | null };
  hrefOf: (machine: Machine) => string;
}) {
  // The axis in the user's unit at the user's frequency; ranges are computed at that frequency.
  const inUnit = (cm3PerS: number) => toUnit(cm3PerS, units.unit);
  const axis = logAxis(all.flatMap((range) => [inUnit(range.min), inUnit(range.max)]));
  if (!axis || matches.length === 0) {
    return (
      <Text c="dimmed" data-testid="platform-empty">
        {all.length === 0
          ? 'There are no machines with dosing lines to compare yet.'
          : 'No machine platform matches these filters. Widen the output range or clear a filter.'}
      </Text>
    );
  }
  const percent = (value: number) => `${(axis.position(value) * 100).toFixed(3)}%`;
  const band =
    wanted.min !== null || wanted.max !== null
      ? {
          left: percent(wanted.min === null ? axis.min : inUnit(wanted.min)),
          right: `${(100 - axis.position(wanted.max === null ? axis.max : inUnit(wanted.max)) * 100).toFixed(3)}%`,
        }
      : null;
  const tickLabel = (value: number) => formatNumber(value, value < 1 ? 1 : 0);

  return (
    <figure className={classes.chart} aria-labelledby="platform-chart-caption">
      <figcaption id="platform-chart-caption" className={classes.caption}>
        Output range of each machine, poly and iso together, in {FLOW_UNIT_LABELS[units.unit]} at {units.freq}{' '}
        Hz (logarithmic axis). Select a machine to configure it, on the dosing line that fits the wanted
        output; a machine the configurator does not offer opens its technical data.
      </figcaption>
      <ul className={classes.rows}>
        {matches.map(({ machine, range }) => {
          const label = formatFlowRange(range, units, { scaleToFrequency: false });
          return (
            <li key={machine.id}>
              <Link
                to={hrefOf(machine)}
                className={classes.row}
                aria-label={`${machine.name}${machine.comingSoon ? ' (coming soon)' : ''}: ${label}, ${(PRESSURE_CLASS_LABELS[machine.pressureClass] ?? machine.pressureClass).toLowerCase()}, ${machine.components} components`}
                data-testid="platform-row"
              >
                <span className={classes.name}>
                  <span className={classes.machine}>{machine.name}</span>
                  <span className={classes.range}>
                    {machine.comingSoon ? `Coming soon · ${label}` : label}
                  </span>
                </span>
                <span className={classes.track}>
                  {band && <span className={classes.band} style={band} aria-hidden="true" />}
                  <span
                    className={classes.bar}
                    data-coming-soon={machine.comingSoon || undefined}
                    style={{
                      left: percent(inUnit(range.min)),
                      right: `${(100 - axis.position(inUnit(range.max)) * 100).toFixed(3)}%`,
                    }}
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={classes.axisRow} aria-hidden="true">
        <span />
        <span className={classes.axis}>
          {axis.ticks.map((tick) => (
            <span
              key={tick.value}
              className={classes.tick}
              data-major={tick.major || undefined}
              style={{ left: percent(tick.value) }}
            >
              {tickLabel(tick.value)}
            </span>
          ))}
        </span>
      </div>
    </figure>
  );
}
