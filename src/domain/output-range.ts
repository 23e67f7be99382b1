// Output ranges, in one place: what a pump, a dosing line or a machine delivers as a volume flow
// (cm³/s, `…FlowRange`), and the total mass output a dosing line covers for a formulation (g/s,
// `versionMassOutputRange`). Machine cards, the portfolio, both finders and the configurator use these.
import { type Frequency, frequencyFactor, pumpFlow } from './flow.ts';
import type { FlowRequirement } from './formulation.ts';

export type Range = { min: number; max: number };

/** A pump as the catalogue gives it: speeds at 50 Hz. */
export type RangePump = { displacementCm3PerRev: number; minRpm: number; maxRpm: number };

export type RangeVersion = { polyPump: RangePump; isoPump: RangePump };

/** A pump's volume flow in cm³/s at the frequency: at minimum and at maximum speed. */
export function pumpFlowRange(pump: RangePump, frequency: Frequency = 50): Range {
  const factor = frequencyFactor(frequency);
  return {
    min: pumpFlow(pump.displacementCm3PerRev, pump.minRpm) * factor,
    max: pumpFlow(pump.displacementCm3PerRev, pump.maxRpm) * factor,
  };
}

/** A dosing line's total volume flow in cm³/s at the frequency: both pumps at minimum, both at maximum. */
export function versionFlowRange(version: RangeVersion, frequency: Frequency = 50): Range {
  const poly = pumpFlowRange(version.polyPump);
  const iso = pumpFlowRange(version.isoPump);
  const factor = frequencyFactor(frequency);
  return { min: (poly.min + iso.min) * factor, max: (poly.max + iso.max) * factor };
}

/** The smallest range that holds every range given; undefined for none. */
export function hull(ranges: readonly (Range | undefined)[]): Range | undefined {
  let result: Range | undefined;
  for (const range of ranges) {
    if (!range) continue;
    result = result
      ? { min: Math.min(result.min, range.min), max: Math.max(result.max, range.max) }
      : { ...range };
  }
  return result;
}

/**
 * A machine's volume flow in cm³/s at the frequency: from its smallest to its largest dosing line;
 * undefined for a machine without one.
 */
export function machineFlowRange(
  versions: readonly RangeVersion[],
  frequency: Frequency = 50,
): Range | undefined {
  return hull(versions.map((version) => versionFlowRange(version, frequency)));
}

export type Formulation = Omit<FlowRequirement, 'totalGPerS'>;

/**
 * Total mass outputs in g/s at which `findMachines` accepts the version for this formulation: both
 * pumps within their range at the frequency, and a fitted mixhead that covers the total. Where the
 * fitted mixheads leave a gap, the result spans it (the hull), so a bar can show the version's reach;
 * undefined when no output fits (e.g. a ratio of 100:0, or pumps that cannot share a flow at this ratio).
 */
export function versionMassOutputRange(
  version: RangeVersion & { mixheadIds: readonly string[] },
  mixheads: readonly { id: string; minGPerS: number; maxGPerS: number }[],
  formulation: Formulation,
  frequency: Frequency,
): Range | undefined {
  const { isoPartsPer100Poly: ratio, densityPoly, densityIso } = formulation;
  if (!(ratio > 0) || !(densityPoly > 0) || !(densityIso > 0)) return undefined;
  const poly = pumpFlowRange(version.polyPump, frequency);
  const iso = pumpFlowRange(version.isoPump, frequency);
  // Poly carries 100/(100+R) of the mass and iso R/(100+R); Q = m/ρ, so m_total = Q·ρ·share⁻¹.
  const polyScale = (densityPoly * (100 + ratio)) / 100;
  const isoScale = (densityIso * (100 + ratio)) / ratio;
  const min = Math.max(poly.min * polyScale, iso.min * isoScale);
  const max = Math.min(poly.max * polyScale, iso.max * isoScale);
  if (min > max) return undefined;
  const fitted = new Set(version.mixheadIds);
  return hull(
    mixheads
      .filter((mixhead) => fitted.has(mixhead.id))
      .map((mixhead) => {
        const lo = Math.max(min, mixhead.minGPerS);
        const hi = Math.min(max, mixhead.maxGPerS);
        return lo <= hi ? { min: lo, max: hi } : undefined;
      }),
  );
}
