// The output a visitor asked the machine finder for, carried into the configurator (docs/product.md#finders):
// its address (the finder's own parameter names), and how far each dosing line and mixhead covers it.
import type { ConfiguratorModel, DosingLineOutput } from './configurator/choices.ts';
import type { Selection } from './configurator/types.ts';
import { type Frequency, frequencyFactor } from './flow.ts';
import { formatNumber } from './format.ts';
import { componentFlows, isPlausibleDensity, isPlausibleRatio } from './formulation.ts';

export type OutputTarget = {
  /** total output of both components, g/s */
  totalGPerS: number;
  /** mix ratio by weight, poly:iso = 100:R */
  isoPartsPer100Poly: number;
  /** g/cm³ */
  densityPoly: number;
  /** g/cm³ */
  densityIso: number;
  /** the foam application the finder was asked for (e.g. `rigid`), or null for any */
  application: string | null;
};

const NUMBER_PARAMS = ['totalGPerS', 'isoPartsPer100Poly', 'densityPoly', 'densityIso'] as const;

/**
 * The target's parameters in an address: the machine finder's names, so that the configurator's query,
 * handed back to the finder, asks the same question again.
 */
const OUTPUT_TARGET_PARAMS: readonly string[] = [...NUMBER_PARAMS, 'application'];

/** More than any metering machine delivers: a typing slip, not a target (the finder's figures are g/s). */
const MAX_OUTPUT_G_PER_S = 1_000_000;
const APPLICATION = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;

/** The target in an address, or undefined when it has none or one that is not a formulation at all. */
export function readOutputTarget(params: URLSearchParams): OutputTarget | undefined {
  const [totalGPerS, isoPartsPer100Poly, densityPoly, densityIso] = NUMBER_PARAMS.map((name) => {
    const raw = params.get(name)?.trim();
    return raw ? Number(raw) : Number.NaN;
  }) as [number, number, number, number];
  if (!(totalGPerS > 0 && totalGPerS <= MAX_OUTPUT_G_PER_S)) return undefined;
  if (!isPlausibleRatio(isoPartsPer100Poly)) return undefined;
  if (!isPlausibleDensity(densityPoly) || !isPlausibleDensity(densityIso)) return undefined;
  const application = params.get('application');
  return {
    totalGPerS,
    isoPartsPer100Poly,
    densityPoly,
    densityIso,
    application: application && APPLICATION.test(application) ? application : null,
  };
}

/** `params` (a copy) with the target set: every figure written out, the application only when there is one. */
export function withOutputTarget(params: URLSearchParams, target: OutputTarget): URLSearchParams {
  const next = withoutOutputTarget(params);
  for (const name of NUMBER_PARAMS) next.set(name, String(target[name]));
  if (target.application) next.set('application', target.application);
  return next;
}

/** `params` (a copy) without the target. */
export function withoutOutputTarget(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of OUTPUT_TARGET_PARAMS) next.delete(name);
  return next;
}

/** Where a required figure lies against a range (the ends count as inside). */
export type RangeFit = 'inside' | 'below' | 'above';

function rangeFit(value: number, min: number, max: number): RangeFit {
  return value < min ? 'below' : value > max ? 'above' : 'inside';
}

type PumpLoad = {
  /** the flow the target needs from this pump, cm³/s (the same at any frequency) */
  requiredCm3PerS: number;
  /** that flow as a share of the pump's maximum at the frequency, % (the finder's utilisation) */
  percent: number;
  /** `above`: more than the pump delivers; `below`: less than its slowest speed */
  fit: RangeFit;
};

export type LineFit = { poly: PumpLoad; iso: PumpLoad; covers: boolean };

/** How a dosing line's pumps, at the frequency, run the target: each pump's load, and whether both cover it. */
export function dosingLineFit(output: DosingLineOutput, target: OutputTarget, frequency: Frequency): LineFit {
  const flows = componentFlows(target);
  const factor = frequencyFactor(frequency);
  const load = (range: DosingLineOutput['poly'], requiredCm3PerS: number): PumpLoad => {
    const min = range.minCm3PerS * factor;
    const max = range.maxCm3PerS * factor;
    return {
      requiredCm3PerS,
      percent: max > 0 ? (requiredCm3PerS / max) * 100 : Number.POSITIVE_INFINITY,
      fit: rangeFit(requiredCm3PerS, min, max),
    };
  };
  const poly = load(output.poly, flows.poly.cm3PerS);
  const iso = load(output.iso, flows.iso.cm3PerS);
  return { poly, iso, covers: poly.fit === 'inside' && iso.fit === 'inside' };
}

/**
 * The total outputs, g/s, at which both pumps of the dosing line run the target's foam at the frequency
 * (as output-range.ts `versionMassOutputRange` without the mixheads); undefined when no output fits.
 */
export function dosingLineMassRange(
  output: DosingLineOutput,
  target: OutputTarget,
  frequency: Frequency,
): { min: number; max: number } | undefined {
  const { isoPartsPer100Poly: ratio, densityPoly, densityIso } = target;
  const factor = frequencyFactor(frequency);
  // Poly carries 100/(100+R) of the mass and iso R/(100+R); Q = m/ρ, so m_total = Q·ρ·share⁻¹.
  const polyScale = (factor * densityPoly * (100 + ratio)) / 100;
  const isoScale = (factor * densityIso * (100 + ratio)) / ratio;
  const min = Math.max(output.poly.minCm3PerS * polyScale, output.iso.minCm3PerS * isoScale);
  const max = Math.min(output.poly.maxCm3PerS * polyScale, output.iso.maxCm3PerS * isoScale);
  return min <= max ? { min, max } : undefined;
}

/** A mixhead's total output range, g/s (the catalogue's, for both components together). */
export type MassRange = { minGPerS: number; maxGPerS: number };

/** `inside` when the mixhead covers the target's total output; `above`: the target is more than it mixes. */
export function mixheadFit(range: MassRange, target: OutputTarget): RangeFit {
  return rangeFit(target.totalGPerS, range.minGPerS, range.maxGPerS);
}

/** Density of the mixed components, g/cm³: the mass of 100 + R parts over their volume. */
export function mixedDensity(target: OutputTarget): number {
  const { isoPartsPer100Poly: ratio, densityPoly, densityIso } = target;
  return (100 + ratio) / (100 / densityPoly + ratio / densityIso);
}

/** A chosen option that stands for a mixhead (it carries the catalogue's output range), and its fit. */
type ChosenMixheadFit = {
  subStepSlug: string;
  value: string;
  label: string;
  output: MassRange;
  fit: RangeFit;
};

export type ConfigurationFit = {
  /** the chosen dosing line's fit; undefined when the model gives no output for it */
  line: { id: string; name: string; fit: LineFit } | undefined;
  mixheads: ChosenMixheadFit[];
  /** every figure known covers the target */
  covers: boolean;
};

/** Whether the configuration's dosing line and mixheads, at the frequency, cover the target. */
export function configurationFit(
  model: ConfiguratorModel,
  selection: Selection,
  target: OutputTarget,
  frequency: Frequency,
): ConfigurationFit {
  const offer = model.choices.dosingLines.find((line) => line.id === selection.dosingLine);
  const line =
    offer?.output != null
      ? { id: offer.id, name: offer.name, fit: dosingLineFit(offer.output, target, frequency) }
      : undefined;
  const mixheads: ChosenMixheadFit[] = [];
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      const chosen = selection.values[subStep.slug] ?? [];
      for (const option of subStep.options.data) {
        if (!option.output || !chosen.includes(option.value)) continue;
        mixheads.push({
          subStepSlug: subStep.slug,
          value: option.value,
          label: option.label,
          output: option.output,
          fit: mixheadFit(option.output, target),
        });
      }
    }
  }
  return {
    line,
    mixheads,
    covers: (line?.fit.covers ?? true) && mixheads.every((mixhead) => mixhead.fit === 'inside'),
  };
}

/** g/s as the machine finder writes them: whole from 10 on; below, enough decimals never to read as 0. */
export function massFlowNumber(gPerS: number, locale: string): string {
  const decimals =
    gPerS >= 10 || gPerS <= 0 ? 0 : Math.max(1, Math.min(3, 1 - Math.floor(Math.log10(gPerS))));
  return formatNumber(gPerS, decimals, locale);
}

/** A typed figure (a density, a ratio) with the decimals it was typed with, at most three. */
function typedNumber(value: number, locale: string): string {
  return formatNumber(value, Math.min(3, String(value).split('.')[1]?.length ?? 0), locale);
}

/** The target's figures for a sentence in `locale`: the output with its unit, ratio and densities as typed. */
export function targetFigures(target: OutputTarget, locale: string): Record<string, string> {
  return {
    output: `${massFlowNumber(target.totalGPerS, locale)} g/s`,
    ratio: typedNumber(target.isoPartsPer100Poly, locale),
    densityPoly: typedNumber(target.densityPoly, locale),
    densityIso: typedNumber(target.densityIso, locale),
  };
}
