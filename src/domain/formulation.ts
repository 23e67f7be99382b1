// A polyurethane formulation: what it can be, and the flows of its two components that a total output
// asks for (the finders). Apart from flow.ts, whose units every page with a flow on it uses.

/**
 * What a polyurethane formulation can be: the catalogue's limits (its database checks say the same), and
 * what both finders accept as typed. A density of 0,01 or 50 g/cm³ is a typing slip, not a foam.
 */
export const FORMULATION_LIMITS = {
  /** g/cm³, both components */
  density: { min: 0.5, max: 3 },
  /** iso parts per 100 poly, above 0 */
  isoPartsPer100Poly: { max: 1000 },
} as const;

export function isPlausibleDensity(gPerCm3: number): boolean {
  return gPerCm3 >= FORMULATION_LIMITS.density.min && gPerCm3 <= FORMULATION_LIMITS.density.max;
}

export function isPlausibleRatio(isoPartsPer100Poly: number): boolean {
  return isoPartsPer100Poly > 0 && isoPartsPer100Poly <= FORMULATION_LIMITS.isoPartsPer100Poly.max;
}

export type FlowRequirement = {
  /** total output of both components, g/s */
  totalGPerS: number;
  /** mix ratio by weight, poly:iso = 100:R */
  isoPartsPer100Poly: number;
  /** g/cm³ */
  densityPoly: number;
  /** g/cm³ */
  densityIso: number;
};

export type ComponentFlow = { gPerS: number; cm3PerS: number };

/** Splits a total mass flow by weight ratio 100:R and turns each part into a volume flow (Q = m/ρ). */
export function componentFlows(requirement: FlowRequirement): { poly: ComponentFlow; iso: ComponentFlow } {
  const { totalGPerS, isoPartsPer100Poly: ratio, densityPoly, densityIso } = requirement;
  if (!Number.isFinite(totalGPerS) || totalGPerS < 0) {
    throw new RangeError(`The total output must be a number ≥ 0 g/s, not ${totalGPerS}.`);
  }
  if (!Number.isFinite(ratio) || ratio < 0) {
    throw new RangeError(`The iso parts per 100 poly must be a number ≥ 0, not ${ratio}.`);
  }
  if (
    !(densityPoly > 0 && Number.isFinite(densityPoly)) ||
    !(densityIso > 0 && Number.isFinite(densityIso))
  ) {
    throw new RangeError(`Densities must be numbers > 0 g/cm³, not ${densityPoly} and ${densityIso}.`);
  }
  const polyGPerS = (totalGPerS * 100) / (100 + ratio);
  const isoGPerS = (totalGPerS * ratio) / (100 + ratio);
  return {
    poly: { gPerS: polyGPerS, cm3PerS: polyGPerS / densityPoly },
    iso: { gPerS: isoGPerS, cm3PerS: isoGPerS / densityIso },
  };
}
