import { frequencyFactor, toUnit, type UnitsConfig } from '../../../domain/flow.ts';
import type { Range } from '../../../domain/output-range.ts';
import type { LocaleFormat } from '../../kernel/locale.tsx';

/** Enough decimals to tell small flows apart without cluttering large ones. */
export function flowDecimals(cm3PerS: number, units: UnitsConfig): number {
  const shown = Math.abs(toUnit(cm3PerS * frequencyFactor(units.freq), units.unit));
  return shown < 1 ? 2 : shown < 10 ? 1 : 0;
}

/** A catalogue flow range (cm³/s at 50 Hz) in the user's units and the locale's numbers. */
export function flowRangeText(
  range: Range,
  units: UnitsConfig,
  format: LocaleFormat,
  join: (min: string, max: string) => string,
): string {
  return join(
    format.flow(range.min, units, { decimals: flowDecimals(range.min, units) }),
    format.flow(range.max, units, { decimals: flowDecimals(range.max, units) }),
  );
}
