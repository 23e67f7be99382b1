// What the target's guidance writes: outputs in g/s as the machine finder writes them, and the target's
// figures for the sentences that name it (its summary, a quote request's message).
import { formatNumber } from '../../../../domain/format.ts';
import type { OutputTarget } from '../../../../domain/output-target.ts';

/** Whole numbers from 10 g/s on; below, enough decimals never to read as 0 (0,001, not 0,0). */
export function massNumber(gPerS: number, locale: string): string {
  const decimals =
    gPerS >= 10 || gPerS <= 0 ? 0 : Math.max(1, Math.min(3, 1 - Math.floor(Math.log10(gPerS))));
  return formatNumber(gPerS, decimals, locale);
}

/** A typed figure (a density, a ratio) with the decimals it was typed with, at most three. */
export function typedNumber(value: number, locale: string): string {
  const decimals = Math.min(3, String(value).split('.')[1]?.length ?? 0);
  return formatNumber(value, decimals, locale);
}

/** The target's figures as a text shows them: output with its unit, ratio and densities as typed. */
export function targetFigures(target: OutputTarget, locale: string): Record<string, string> {
  return {
    output: `${massNumber(target.totalGPerS, locale)} g/s`,
    ratio: typedNumber(target.isoPartsPer100Poly, locale),
    densityPoly: typedNumber(target.densityPoly, locale),
    densityIso: typedNumber(target.densityIso, locale),
  };
}
