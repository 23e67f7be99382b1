// Technical data in the user's units (docs/product.md#units): flows follow the frequency and the unit,
// German numbers with 2 decimals.
import { type Frequency, frequencyFactor, toUnit, type UnitsConfig } from '../../domain/flow.ts';
import { FLOW_UNIT_LABELS, formatNumber } from '../../domain/format.ts';
import type { Range } from '../../domain/output-range.ts';

type Pump = { displacementCm3PerRev: number; minRpm: number; maxRpm: number };

/**
 * "12,00–348,00 cm³/s" in the user's unit. A catalogue range (at 50 Hz) follows the user's frequency;
 * pass `scaleToFrequency: false` for a range already at it.
 */
export function formatFlowRange(
  range: Range,
  units: UnitsConfig,
  options: { scaleToFrequency?: boolean } = {},
): string {
  const factor = options.scaleToFrequency === false ? 1 : frequencyFactor(units.freq);
  const value = (cm3PerS: number) => formatNumber(toUnit(cm3PerS * factor, units.unit));
  return `${value(range.min)}–${value(range.max)} ${FLOW_UNIT_LABELS[units.unit]}`;
}

/** A range, or a dash where there is none (a machine without dosing lines). */
export function formatFlowRangeOrDash(range: Range | undefined, units: UnitsConfig): string {
  return range ? formatFlowRange(range, units) : '–';
}

/** "180–1.740 rpm" at the frequency (speeds are catalogued at 50 Hz). */
export function formatSpeedRange(pump: Pump, frequency: Frequency): string {
  const factor = frequencyFactor(frequency);
  return `${formatNumber(pump.minRpm * factor, 0)}–${formatNumber(pump.maxRpm * factor, 0)} rpm`;
}

export function formatGramsRange(min: number, max: number): string {
  return `${formatNumber(min)}–${formatNumber(max)} g/s`;
}

export const PRESSURE_CLASS_LABELS: Record<string, string> = { low: 'Low pressure', high: 'High pressure' };

const APPLICATION_LABELS: Record<string, string> = {
  rigid: 'Rigid foam',
  flexible: 'Flexible foam',
  elastomer: 'Elastomer',
  integralSkin: 'Integral skin',
  semiRigid: 'Semi-rigid foam',
  coating: 'Coating',
};

export function applicationLabel(application: string): string {
  return APPLICATION_LABELS[application] ?? application;
}
