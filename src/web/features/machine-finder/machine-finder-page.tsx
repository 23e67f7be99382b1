import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { rangeOf } from '../../../domain/analytics/rules.ts';
import {
  explainNoMatch,
  type FinderCatalogue,
  type FinderMatch,
  type FinderRequirement,
  findMachines,
  type PumpFit,
} from '../../../domain/finder.ts';
import type { UnitsConfig } from '../../../domain/flow.ts';
import { formatFlow, formatNumber } from '../../../domain/format.ts';
import { componentFlows } from '../../../domain/formulation.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import { useFinderSearched } from '../../lib/analytics/use-finder-searched.ts';
import { configuratorPath } from '../../lib/configurator-path.ts';
import {
  configurableMachineOf,
  type PortfolioIndex,
  portfolioItemPath,
  related,
} from '../../lib/portfolio.ts';
import { applicationLabel, formatFlowRange } from '../../lib/technical.ts';
import { type FinderInputs, type Problems, readInputs, requirementOf, writeInputs } from './finder-inputs.ts';

/** Alert titles in the text colour: the light variants' coloured titles fail AA contrast. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

const PATH = '/machine-configurator/machine-finder';

export function MachineFinderPage() {
  const entry = routeEntry(PATH);
  return (
    <Page
      title={entry.title}
      subtitle="Size a dosing line for a customer's foam: the pumps and the mixhead must cover the flows, best headroom first."
    >
      <PortfolioGate>{(portfolio) => <MachineFinder portfolio={portfolio} />}</PortfolioGate>
    </Page>
  );
}

/** The finder's catalogue from the portfolio: each version's pumps and the mixheads it offers. */
export function finderCatalogue(portfolio: PortfolioIndex): FinderCatalogue {
  return {
    mixheads: portfolio.mixheads,
    machineVersions: portfolio.machineVersions.map((version) => ({
      id: version.id,
      name: version.name,
      polyPump: version.polyPump,
      isoPump: version.isoPump,
      mixheadIds: related(version.mixheads, portfolio.mixheadById).map(({ item }) => item.id),
    })),
  };
}

function MachineFinder({ portfolio }: { portfolio: PortfolioIndex }) {
  const [params, setParams] = useSearchParams();
  const { units, setFrequency } = useUnits();
  const formulations = portfolio.foamFormulations;
  // Smart default: the first formulation of the catalogue until another is chosen.
  const withDefault = (read: FinderInputs): FinderInputs => ({
    ...read,
    formulationId: read.formulationId || (read.source === 'catalogue' ? (formulations[0]?.id ?? '') : ''),
  });
  const inputs = withDefault(useMemo(() => readInputs(params), [params]));
  // Each change builds on the one before it, not on what this render saw: two changes before a render
  // (a choice, then a typed output) both stay. react-router's updater form would not do: it is given the
  // rendered parameters too.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = (patch: Partial<FinderInputs>) => {
    const next = writeInputs({ ...withDefault(readInputs(latest.current)), ...patch, freq: units.freq });
    latest.current = next;
    setParams(next, { replace: true });
  };

  // The frequency is the user's preference; a link records the one it was made at. When the user
  // changes the preference here or in the sidebar, the address follows.
  const seenFreq = useRef(units.freq);
  useEffect(() => {
    if (seenFreq.current === units.freq) return;
    seenFreq.current = units.freq;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (next.toString() !== '') next.set('freq', String(units.freq));
        return next;
      },
      { replace: true },
    );
  }, [units.freq, setParams]);

  const { requirement: flowRequirement, problems, formulation } = requirementOf(inputs, formulations);
  const requirement: FinderRequirement | null = flowRequirement
    ? { ...flowRequirement, frequency: units.freq }
    : null;
  useFinderSearched('machine', requirement ? rangeOf(requirement.totalGPerS, 'g/s') : null);
  const catalogue = useMemo(() => finderCatalogue(portfolio), [portfolio]);
  const result = useMemo(
    () => (requirement ? findMachines(catalogue, requirement) : null),
    [catalogue, requirement],
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="finder-inputs">
        <Stack gap="md">
          <Title order={2} size="h4" id="finder-inputs">
            Foam and output
          </Title>
          <SegmentedControl
            aria-label="Formulation source"
            value={inputs.source}
            onChange={(value) => update({ source: value === 'custom' ? 'custom' : 'catalogue' })}
            data={[
              { label: 'From the catalogue', value: 'catalogue' },
              { label: 'Ratio and densities', value: 'custom' },
            ]}
          />
          {inputs.source === 'catalogue' ? (
            <Stack gap={4}>
              <Select
                label="Foam formulation"
                placeholder="Choose a formulation"
                searchable
                allowDeselect={false}
                nothingFoundMessage="No formulation of that name"
                value={formulation?.id ?? null}
                error={problems.formulation}
                onChange={(value) => update({ formulationId: value ?? '' })}
                data={formulations.map((item) => ({ value: item.id, label: item.name }))}
              />
              {formulation && (
                <Text size="sm" c="dimmed" data-testid="formulation-details">
                  {applicationLabel(formulation.application)} · ratio 100:
                  {formatNumber(
                    formulation.isoPartsPer100Poly,
                    Number.isInteger(formulation.isoPartsPer100Poly) ? 0 : 2,
                  )}{' '}
                  · poly {formatNumber(formulation.densityPoly)} g/cm³ · iso{' '}
                  {formatNumber(formulation.densityIso)} g/cm³
                </Text>
              )}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <NumberField
                field="ratio"
                label="Iso per 100 poly"
                description="Mix ratio 100:R by weight"
                inputs={inputs}
                problems={problems}
                update={update}
              />
              <NumberField
                field="densityPoly"
                label="Poly density"
                description="g/cm³"
                inputs={inputs}
                problems={problems}
                update={update}
              />
              <NumberField
                field="densityIso"
                label="Iso density"
                description="g/cm³"
                inputs={inputs}
                problems={problems}
                update={update}
              />
            </SimpleGrid>
          )}
          <SegmentedControl
            aria-label="Target"
            value={inputs.target}
            onChange={(value) => update({ target: value === 'shot' ? 'shot' : 'output' })}
            data={[
              { label: 'Output in g/s', value: 'output' },
              { label: 'Shot weight and time', value: 'shot' },
            ]}
          />
          {inputs.target === 'output' ? (
            <NumberField
              field="output"
              label="Total output"
              description="Poly and iso together, g/s"
              inputs={inputs}
              problems={problems}
              update={update}
            />
          ) : (
            <SimpleGrid cols={2} spacing="sm">
              <NumberField
                field="shotWeight"
                label="Shot weight"
                description="g"
                inputs={inputs}
                problems={problems}
                update={update}
              />
              <NumberField
                field="shotTime"
                label="Shot time"
                description="s"
                inputs={inputs}
                problems={problems}
                update={update}
              />
            </SimpleGrid>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="finder-frequency">
              Mains frequency (your units preference)
            </Text>
            <SegmentedControl
              aria-labelledby="finder-frequency"
              value={String(units.freq)}
              onChange={(value) => setFrequency(value === '60' ? 60 : 50)}
              data={[
                { label: '50 Hz', value: '50' },
                { label: '60 Hz', value: '60' },
              ]}
            />
          </Stack>
          {inputs.freq !== null && inputs.freq !== units.freq && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle aria-hidden />}
              title="Made at another frequency"
              styles={READABLE_TITLE}
            >
              This search was shared at {inputs.freq} Hz; your units are set to {units.freq} Hz, so the
              results below are for {units.freq} Hz.
              <Button
                mt="xs"
                size="xs"
                variant="default"
                display="block"
                onClick={() => setFrequency(inputs.freq ?? 50)}
              >
                Switch to {inputs.freq} Hz
              </Button>
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack gap="md" component="section" aria-label="Matching dosing lines" aria-live="polite">
        {requirement && result ? (
          <FinderResults requirement={requirement} result={result} portfolio={portfolio} units={units} />
        ) : (
          <Text c="dimmed" data-testid="finder-prompt">
            Enter a foam and a target output to see the dosing lines that can run it.
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

type NumericField = 'ratio' | 'densityPoly' | 'densityIso' | 'output' | 'shotWeight' | 'shotTime';

/**
 * A number typed with a decimal comma (or point), kept in the address with a point. The input gets it
 * with the point, as a numeric string, and shows it with the comma: given the comma, NumberInput read
 * "12,5" as 12 when the field lost focus.
 */
function NumberField({
  field,
  label,
  description,
  inputs,
  problems,
  update,
}: {
  field: NumericField;
  label: string;
  description: string;
  inputs: FinderInputs;
  problems: Problems;
  update: (patch: Partial<FinderInputs>) => void;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      decimalSeparator=","
      min={0}
      allowNegative={false}
      value={inputs[field].replace(',', '.')}
      error={problems[field]}
      onChange={(value) => update({ [field]: String(value).replace(',', '.') })}
    />
  );
}

function FinderResults({
  requirement,
  result,
  portfolio,
  units,
}: {
  requirement: FinderRequirement;
  result: ReturnType<typeof findMachines>;
  portfolio: PortfolioIndex;
  units: UnitsConfig;
}) {
  const flows = componentFlows(requirement);
  const flow = (cm3PerS: number) => formatFlow(cm3PerS, units, { scaleToFrequency: false });
  const others = explainNoMatch(result, requirement, units, { limit: result.rejected.length });
  return (
    <>
      <Text size="sm" data-testid="finder-requirement">
        Needed at {requirement.frequency} Hz: poly {formatNumber(flows.poly.gPerS)} g/s ={' '}
        {flow(flows.poly.cm3PerS)}, iso {formatNumber(flows.iso.gPerS)} g/s = {flow(flows.iso.cm3PerS)},{' '}
        {formatNumber(requirement.totalGPerS)} g/s in total.
      </Text>
      {result.matches.length === 0 ? (
        <Alert color="orange" title="No dosing line fits" data-testid="finder-empty" styles={READABLE_TITLE}>
          <Stack gap="xs">
            <Text size="sm">{others.summary}</Text>
            {others.closest.length > 0 && (
              <>
                <Text size="sm" fw={500}>
                  The closest:
                </Text>
                <Stack gap={6} component="ul" m={0} pl="md">
                  {others.closest.slice(0, 3).map((entry) => (
                    <li key={entry.machineVersionId}>
                      <Text size="sm">
                        <Anchor
                          component={Link}
                          to={portfolioItemPath('machineVersions', entry.machineVersionId)}
                        >
                          {entry.name}
                        </Anchor>
                        : {entry.reasons.join('; ')}.
                      </Text>
                    </li>
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <Title order={2} size="h4">
            {result.matches.length} dosing line{result.matches.length === 1 ? '' : 's'} fit, best headroom
            first
          </Title>
          <Stack
            gap="md"
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Matching dosing lines"
          >
            {result.matches.map((match, index) => (
              <li key={match.machineVersionId}>
                <MatchCard rank={index + 1} match={match} portfolio={portfolio} units={units} />
              </li>
            ))}
          </Stack>
        </>
      )}
      {result.matches.length > 0 && result.rejected.length > 0 && (
        <Accordion variant="contained">
          <Accordion.Item value="others">
            <Accordion.Control>Why the other {result.rejected.length} do not fit</Accordion.Control>
            <Accordion.Panel>
              <Stack gap={6} component="ul" m={0} pl="md">
                {others.closest.map((entry) => (
                  <li key={entry.machineVersionId}>
                    <Text size="sm">
                      {entry.name}: {entry.reasons.join('; ')}.
                    </Text>
                  </li>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </>
  );
}

function MatchCard({
  rank,
  match,
  portfolio,
  units,
}: {
  rank: number;
  match: FinderMatch;
  portfolio: PortfolioIndex;
  units: UnitsConfig;
}) {
  const version = portfolio.versionById.get(match.machineVersionId);
  const machines = version ? related(version.machines, portfolio.machineById).map(({ item }) => item) : [];
  const configureOn = version ? configurableMachineOf(version, portfolio) : undefined;
  const [best, ...alsoFit] = match.mixheads;
  return (
    <Card withBorder radius="md" padding="md" data-testid="finder-match" data-version={match.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="filled" color="dark" aria-label={`Rank ${rank}`}>
                {rank}
              </Badge>
              <Anchor
                component={Link}
                to={portfolioItemPath('machineVersions', match.machineVersionId)}
                fw={700}
              >
                {match.name}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {machines.map((machine) => machine.name).join(', ') || 'Without machine'} · headroom{' '}
              {formatNumber(match.headroom * 100, 0)} %
            </Text>
          </Stack>
          {configureOn ? (
            <Button
              component={Link}
              to={configuratorPath({ machine: configureOn.slug, dosingLine: match.machineVersionId })}
              size="xs"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              aria-label={`Configure ${match.name} on ${configureOn.name}`}
            >
              Configure
            </Button>
          ) : (
            <Badge variant="light" color="gray">
              {machines.some((machine) => machine.comingSoon) ? 'Coming soon' : 'Not in the configurator'}
            </Badge>
          )}
        </Group>
        <PumpLine label="Poly pump" name={version?.polyPump.name ?? ''} fit={match.poly} units={units} />
        <PumpLine label="Iso pump" name={version?.isoPump.name ?? ''} fit={match.iso} units={units} />
        {best && (
          <Utilisation
            label={`Mixhead ${best.name}`}
            detail={`${formatNumber(match.poly.gPerS + match.iso.gPerS)} g/s${
              alsoFit.length > 0 ? `; also fits: ${alsoFit.map((mixhead) => mixhead.name).join(', ')}` : ''
            }`}
            percent={best.utilisationPercent}
          />
        )}
        <Text size="xs" c="dimmed">
          Pump ranges at {units.freq} Hz: poly{' '}
          {formatFlowRange({ min: match.poly.minCm3PerS, max: match.poly.maxCm3PerS }, units, {
            scaleToFrequency: false,
          })}
          , iso{' '}
          {formatFlowRange({ min: match.iso.minCm3PerS, max: match.iso.maxCm3PerS }, units, {
            scaleToFrequency: false,
          })}
          .
        </Text>
      </Stack>
    </Card>
  );
}

function PumpLine({
  label,
  name,
  fit,
  units,
}: {
  label: string;
  name: string;
  fit: PumpFit;
  units: UnitsConfig;
}) {
  return (
    <Utilisation
      label={`${label} ${name}`}
      detail={`${formatFlow(fit.cm3PerS, units, { scaleToFrequency: false })} at ${formatNumber(fit.rpm, 0)} rpm`}
      percent={fit.utilisationPercent}
    />
  );
}

/** A component's load: its flow, and its utilisation (share of its maximum) as a bar and in words. */
function Utilisation({ label, detail, percent }: { label: string; detail: string; percent: number }) {
  const text = `${formatNumber(percent)} %`;
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          <Text span fw={500}>
            {label}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            {detail}
          </Text>
        </Text>
        <Text size="sm" fw={700} data-testid="utilisation" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {text}
        </Text>
      </Group>
      <Progress value={Math.min(100, percent)} aria-label={`${label} utilisation ${text}`} size="md" />
    </Stack>
  );
}
