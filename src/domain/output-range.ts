// Output ranges of dosing lines and machines (docs/product.md#finders), for machine cards and the finder's
// shared axis.
import type { FinderMachineVersion, FinderMixhead, FinderPump } from './finder.ts';
import { type Frequency, frequencyFactor, pumpFlow } from './flow.ts';
import type { FlowRequirement } from './formulation.ts';

export type Range = { min: number; max: number };

function pumpRange(pump: FinderPump): Range {
  return {
    min: pumpFlow(pump.displacementCm3PerRev, pump.minRpm),
    max: pumpFlow(pump.displacementCm3PerRev, pump.maxRpm),
  };
}

/** Total volume flow of both pumps in cm³/s at 50 Hz: both at minimum speed, both at maximum. */
export function versionFlowRange(version: Pick<FinderMachineVersion, 'polyPump' | 'isoPump'>): Range {
  const poly = pumpRange(version.polyPump);
  const iso = pumpRange(version.isoPump);
  return { min: poly.min + iso.min, max: poly.max + iso.max };
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

/** A machine's flow range in cm³/s at 50 Hz: from its smallest to its largest dosing line. */
export function machineFlowRange(
  versions: readonly Pick<FinderMachineVersion, 'polyPump' | 'isoPump'>[],
): Range | undefined {
  return hull(versions.map(versionFlowRange));
}

export type Formulation = Omit<FlowRequirement, 'totalGPerS'>;

/**
 * Total outputs in g/s at which `findMachines` accepts the version for this formulation: both pumps
 * within their range at the frequency, and a fitted mixhead that covers the total. Where the fitted
 * mixheads leave a gap, the result spans it (the hull), so a bar can show the version's reach; undefined
 * when no output fits (e.g. a ratio of 100:0, or pumps that cannot share a flow at this ratio).
 */
export function versionOutputRange(
  version: FinderMachineVersion,
  mixheads: readonly FinderMixhead[],
  formulation: Formulation,
  frequency: Frequency,
): Range | undefined {
  const { isoPartsPer100Poly: ratio, densityPoly, densityIso } = formulation;
  if (!(ratio > 0) || !(densityPoly > 0) || !(densityIso > 0)) return undefined;
  const factor = frequencyFactor(frequency);
  const poly = pumpRange(version.polyPump);
  const iso = pumpRange(version.isoPump);
  // Poly carries 100/(100+R) of the mass and iso R/(100+R); Q = m/ρ, so m_total = Q·ρ·share⁻¹.
  const polyScale = (densityPoly * (100 + ratio)) / 100;
  const isoScale = (densityIso * (100 + ratio)) / ratio;
  const min = Math.max(poly.min * factor * polyScale, iso.min * factor * isoScale);
  const max = Math.min(poly.max * factor * polyScale, iso.max * factor * isoScale);
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
