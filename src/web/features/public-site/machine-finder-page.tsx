import { Badge, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { rangeOf } from '../../../domain/analytics/rules.ts';
import type { FinderMatch } from '../../../domain/finder.ts';
import { FORMULATION_LIMITS, isPlausibleDensity, isPlausibleRatio } from '../../../domain/formulation.ts';
import { type OutputTarget, withOutputTarget } from '../../../domain/output-target.ts';
import { SelectBox } from '../../components/ui/native-fields/native-fields.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useUnits } from '../../kernel/units.tsx';
import { useFinderSearched } from '../../lib/analytics/use-finder-searched.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type MachineCatalogue, useMachineCatalogue } from '../../lib/public-site-data.ts';
import { DecimalField } from './decimal-field.tsx';
import classes from './finder.module.css';
import { candidates, closestMachine, type MachineFit, rankMachines } from './finder-ranking.ts';
import { flowDecimals } from './flow-text.ts';
import { LoadError } from './load-error.tsx';
import { RangeAxis } from './range-axis.tsx';
import { Choice, UnitsControl } from './units-control.tsx';

type OutputMode = 'rate' | 'shot';

export type FinderInput = {
  application: string | null;
  mode: OutputMode;
  totalGPerS: number | '';
  shotWeightG: number | '';
  shotTimeS: number | '';
  isoPartsPer100Poly: number | '';
  densityPoly: number | '';
  densityIso: number | '';
};

/** Example values, so the page answers at once; every field says what to enter instead. */
export const FINDER_DEFAULTS: FinderInput = {
  application: null,
  mode: 'rate',
  totalGPerS: 250,
  shotWeightG: 1500,
  shotTimeS: 6,
  isoPartsPer100Poly: 50,
  densityPoly: 1.1,
  densityIso: 1.23,
};

type NumberKey = Exclude<keyof FinderInput, 'application' | 'mode'>;
const NUMBER_KEYS = (Object.keys(FINDER_DEFAULTS) as (keyof FinderInput)[]).filter(
  (key): key is NumberKey => key !== 'application' && key !== 'mode',
);

/**
 * The inputs live in the address (only where they differ from the example values), so Back from a
 * machine the finder opened, a reload or a shared link shows the same answer.
 */
export function readFinderInput(params: URLSearchParams): FinderInput {
  const input: FinderInput = { ...FINDER_DEFAULTS };
  input.application = params.get('application') || null;
  if (params.get('mode') === 'shot') input.mode = 'shot';
  for (const key of NUMBER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const number = Number(raw);
    input[key] = raw.trim() === '' || !Number.isFinite(number) ? '' : number;
  }
  return input;
}

export function writeFinderInput(input: FinderInput): URLSearchParams {
  const params = new URLSearchParams();
  if (input.application) params.set('application', input.application);
  if (input.mode !== FINDER_DEFAULTS.mode) params.set('mode', input.mode);
  for (const key of NUMBER_KEYS) {
    if (input[key] !== FINDER_DEFAULTS[key]) params.set(key, String(input[key]));
  }
  return params;
}

const DENSITY = { suffix: 'g/cm³' } as const;

const positive = (value: number | '') => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The total output the input asks for, in g/s, or undefined while it is incomplete. */
export function requiredOutput(input: FinderInput): number | undefined {
  if (input.mode === 'rate') return positive(input.totalGPerS) ? (input.totalGPerS as number) : undefined;
  if (!positive(input.shotWeightG) || !positive(input.shotTimeS)) return undefined;
  return (input.shotWeightG as number) / (input.shotTimeS as number);
}

function applicationsOf(catalogue: MachineCatalogue | undefined): string[] {
  const seen = new Set<string>();
  for (const machine of catalogue?.machines ?? []) {
    if (!machine.comingSoon) for (const application of machine.applications) seen.add(application);
  }
  return [...seen];
}

/**
 * A machine's configurator with a dosing line to start on and the output asked for, which the
 * configurator keeps in its address and checks every dosing line and mixhead against
 * (domain/output-target.ts); `contact` opens its quote request at once.
 */
function configureHref(slug: string, dosingLine: string, target: OutputTarget, contact = false): string {
  const params = new URLSearchParams({ dosingLine });
  if (contact) params.set('contact', '1');
  return `/configurator/${slug}?${withOutputTarget(params, target)}`;
}

function DosingLine({ match, href, best }: { match: FinderMatch; href: string; best: boolean }) {
  const { t } = useTranslation('common');
  const { format } = useLocale();
  return (
    <li className={classes.line} data-testid={`dosing-line-${match.machineVersionId}`}>
      <div className={classes.lineHead}>
        <Text fw={700}>{match.name}</Text>
        {best && (
          <Badge variant="filled" color="red.8" radius={0}>
            {t('finder.bestFit')}
          </Badge>
        )}
      </div>
      <Text size="sm">
        {t('finder.utilisation', {
          poly: format.number(match.poly.utilisationPercent, 0),
          iso: format.number(match.iso.utilisationPercent, 0),
        })}
      </Text>
      <Text size="sm">
        {t('finder.mixheads', { names: match.mixheads.map((mixhead) => mixhead.name).join(', ') })}
      </Text>
      <Button
        component={Link}
        to={href}
        size="xs"
        variant={best ? 'filled' : 'outline'}
        className={classes.lineAction}
      >
        {t('finder.configureLine', { name: match.name })}
      </Button>
    </li>
  );
}

function FittingMachine({
  fit,
  rank,
  rangeText,
  target,
}: {
  fit: MachineFit;
  rank: number;
  rangeText: string;
  target: OutputTarget;
}) {
  const href = (match: FinderMatch) => configureHref(fit.machine.slug, match.machineVersionId, target);
  const { t } = useTranslation('common');
  return (
    <li className={classes.result} data-testid={`finder-result-${fit.machine.slug}`}>
      <Title order={3} size="h4">
        {rank}.{' '}
        <Link
          to={fit.matches[0] ? href(fit.matches[0]) : `/configurator/${fit.machine.slug}`}
          className={classes.resultLink}
        >
          {fit.machine.name}
        </Link>
      </Title>
      <Text size="sm">{rangeText}</Text>
      <Text size="sm" fw={700}>
        {t('finder.linesThatFit', { count: fit.matches.length })}
      </Text>
      <ul className={classes.lines}>
        {fit.matches.map((match, index) => (
          <DosingLine
            key={match.machineVersionId}
            match={match}
            href={href(match)}
            best={index === 0 && rank === 1}
          />
        ))}
      </ul>
    </li>
  );
}

/** The customer's machine finder at /configurator/machine-finder. */
export function MachineFinderPage() {
  const { t } = useTranslation('common');
  const { locale, format } = useLocale();
  const { units } = useUnits();
  const catalogue = useMachineCatalogue(locale);
  const [params, setParams] = useSearchParams();
  const input = readFinderInput(params);
  useDocumentTitle(t('finder.title'));
  const set = <K extends keyof FinderInput>(key: K, value: FinderInput[K]) =>
    setParams((current) => writeFinderInput({ ...readFinderInput(current), [key]: value }), {
      replace: true,
    });
  const decimal = format.number(1.5, 1).replace(/\d/g, '');

  const total = requiredOutput(input);
  const { density, isoPartsPer100Poly } = FORMULATION_LIMITS;
  /** What a field accepts beyond "more than 0", and what it says otherwise. */
  const densityLimit: [(n: number) => boolean, string] = [
    isPlausibleDensity,
    t('finder.densityRange', { min: format.number(density.min, 1), max: format.number(density.max, 0) }),
  ];
  const limits: Partial<Record<NumberKey, [(n: number) => boolean, string]>> = {
    isoPartsPer100Poly: [
      isPlausibleRatio,
      t('finder.ratioRange', { max: format.number(isoPartsPer100Poly.max, 0) }),
    ],
    densityPoly: densityLimit,
    densityIso: densityLimit,
  };
  /** What is wrong with a field's value, or null. */
  const problem = (key: NumberKey) => {
    const value = input[key];
    if (!positive(value)) return t('finder.enterPositive');
    const [plausible, message] = limits[key] ?? [];
    return plausible && !plausible(value as number) ? message : null;
  };
  const formulationComplete = (['isoPartsPer100Poly', 'densityPoly', 'densityIso'] as const).every(
    (key) => problem(key) === null,
  );
  // What the configurator is handed with a result's link (docs/product.md#ux-target).
  const target: OutputTarget | undefined =
    total !== undefined && formulationComplete
      ? {
          totalGPerS: total,
          isoPartsPer100Poly: input.isoPartsPer100Poly as number,
          densityPoly: input.densityPoly as number,
          densityIso: input.densityIso as number,
          application: input.application,
        }
      : undefined;
  const requirement = target && { ...target, frequency: units.freq };
  useFinderSearched('public', target ? rangeOf(target.totalGPerS, 'g/s') : null);
  const ranking =
    catalogue.data && requirement ? rankMachines(catalogue.data, input.application, requirement) : undefined;
  // Nothing fits: a contact about the machine that comes closest, through its quote request.
  const closest =
    ranking && requirement && ranking.fitting.length === 0
      ? closestMachine(ranking, (catalogue.data as MachineCatalogue).mixheads, requirement)
      : undefined;
  const flow = (cm3PerS: number) =>
    format.flow(cm3PerS, units, { scaleToFrequency: false, decimals: flowDecimals(cm3PerS, units) });
  /** Enough decimals that a small output never reads as 0 (0,001 g/s, not 0,0). */
  const decimalsFor = (value: number) =>
    value >= 10 || value <= 0 ? 0 : Math.max(1, Math.min(3, 1 - Math.floor(Math.log10(value))));
  const gPerS = (value: number) => `${format.number(value, decimalsFor(value))} g/s`;
  const rangeText = (fit: MachineFit) =>
    fit.range
      ? t('finder.covers', { min: gPerS(fit.range.min), max: gPerS(fit.range.max) })
      : t('finder.notForRatio');
  const applications = applicationsOf(catalogue.data);
  /** A number field of the form: at least 0, the locale's decimal sign, an error while it is not > 0 or out of range. */
  const numberInput = (
    key: NumberKey,
    props: { label: string; description?: string; prefix?: string; suffix?: string },
  ) => (
    <DecimalField
      decimal={decimal}
      value={input[key]}
      onChange={(value) => set(key, value)}
      error={problem(key) ?? undefined}
      {...props}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('finder.title')}</Title>
        <Text maw={760}>{t('finder.intro')}</Text>
      </Stack>
      <div className={classes.layout}>
        <form
          className={classes.form}
          aria-label={t('finder.formLabel')}
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectBox
            label={t('finder.application')}
            value={input.application ?? ''}
            onChange={(value) => set('application', value || null)}
            options={[
              { value: '', label: t('finder.anyApplication') },
              ...applications.map((application) => ({
                value: application,
                label: t(`applications.${application}`, { defaultValue: application }),
              })),
            ]}
          />
          <div>
            {/* On screen for the eye; the group's own legend names it for assistive technology. */}
            <Text size="sm" fw={700} mb={4} aria-hidden>
              {t('finder.outputGivenAs')}
            </Text>
            <Choice<OutputMode>
              label={t('finder.outputGivenAs')}
              name="finder-mode"
              value={input.mode}
              onChange={(value) => set('mode', value)}
              options={[
                { value: 'rate', label: t('finder.modeRate') },
                { value: 'shot', label: t('finder.modeShot') },
              ]}
            />
          </div>
          {input.mode === 'rate' ? (
            numberInput('totalGPerS', {
              label: t('finder.totalOutput'),
              description: t('finder.totalOutputHint'),
              suffix: 'g/s',
            })
          ) : (
            <>
              {numberInput('shotWeightG', { label: t('finder.shotWeight'), suffix: 'g' })}
              {numberInput('shotTimeS', { label: t('finder.shotTime'), suffix: 's' })}
              {total !== undefined && (
                <Text size="sm" data-testid="shot-output">
                  {t('finder.shotOutput', { output: gPerS(total) })}
                </Text>
              )}
            </>
          )}
          {numberInput('isoPartsPer100Poly', {
            label: t('finder.ratio'),
            description: t('finder.ratioHint'),
            prefix: '100 :',
          })}
          <div className={classes.pair}>
            {numberInput('densityPoly', { label: t('finder.densityPoly'), ...DENSITY })}
            {numberInput('densityIso', { label: t('finder.densityIso'), ...DENSITY })}
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('finder.units')}
            </Text>
            <UnitsControl />
          </div>
          <Text size="xs" c="dimmed">
            {t('finder.defaultsNote')}
          </Text>
        </form>

        <section className={classes.results} aria-live="polite" aria-label={t('finder.results')}>
          {catalogue.isPending ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton height={28} width="40%" />
              <Skeleton height={180} />
            </Stack>
          ) : catalogue.isError ? (
            <LoadError message={t('errors.machinesUnavailable')} onRetry={() => void catalogue.refetch()} />
          ) : !ranking ? (
            <Text>{t('finder.incomplete')}</Text>
          ) : (
            <Stack gap="lg">
              <Title order={2}>
                {ranking.fitting.length > 0
                  ? t('finder.fittingTitle', {
                      count: ranking.fitting.length,
                      output: gPerS(total as number),
                    })
                  : t('finder.noneTitle', { output: gPerS(total as number) })}
              </Title>
              {ranking.fitting.length === 0 ? (
                <Stack gap="xs" align="flex-start" data-testid="finder-contact">
                  <Text>{t('finder.noneHint')}</Text>
                  {closest && target && (
                    <>
                      <Text>{t('finder.noneContact', { name: closest.machine.name })}</Text>
                      <Button
                        component={Link}
                        to={configureHref(closest.machine.slug, closest.dosingLine, target, true)}
                      >
                        {t('finder.noneContactButton')}
                      </Button>
                    </>
                  )}
                </Stack>
              ) : (
                <Text size="sm" data-testid="required-flows">
                  {t('finder.flows', {
                    poly: flow(ranking.fitting[0]?.matches[0]?.poly.cm3PerS ?? 0),
                    iso: flow(ranking.fitting[0]?.matches[0]?.iso.cm3PerS ?? 0),
                  })}
                </Text>
              )}
              <RangeAxis
                caption={t('finder.axisCaption')}
                marker={total}
                formatTick={(value) => format.number(value, value < 1 ? decimalsFor(value) : 0)}
                rows={[...ranking.fitting, ...ranking.others].map((fit) => ({
                  id: fit.machine.slug,
                  label: fit.machine.name,
                  range: fit.range,
                  fits: fit.matches.length > 0,
                  description: rangeText(fit),
                }))}
              />
              {ranking.fitting.length > 0 && (
                <ol className={classes.resultList}>
                  {ranking.fitting.map((fit, index) => (
                    <FittingMachine
                      key={fit.machine.slug}
                      fit={fit}
                      rank={index + 1}
                      rangeText={rangeText(fit)}
                      target={target as OutputTarget}
                    />
                  ))}
                </ol>
              )}
              {ranking.others.length > 0 && (
                <Stack gap={4}>
                  <Text fw={700}>{t('finder.othersTitle')}</Text>
                  <ul className={classes.others}>
                    {ranking.others.map((fit) => (
                      <li key={fit.machine.slug}>
                        {fit.machine.name}: {rangeText(fit)}
                      </li>
                    ))}
                  </ul>
                </Stack>
              )}
              {candidates(catalogue.data as MachineCatalogue, input.application).length === 0 && (
                <Text>{t('finder.noMachineForApplication')}</Text>
              )}
            </Stack>
          )}
        </section>
      </div>
    </Stack>
  );
}
