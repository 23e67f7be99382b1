// DESIGN §3 engineering rules. Flows are in cm³/s unless a name says otherwise.

export type Frequency = 50 | 60;
/** 'cm' = cm³/s, 'l' = l/min */
export type FlowUnit = 'cm' | 'l';
export type UnitsConfig = { freq: Frequency; unit: FlowUnit };

export const DEFAULT_UNITS_CONFIG: UnitsConfig = { freq: 50, unit: 'cm' };

/** Q [cm³/s] = displacement [cm³/rev] × speed [rpm] / 60 */
export function pumpFlow(displacementCm3PerRev: number, rpm: number): number {
  return (displacementCm3PerRev * rpm) / 60;
}

/** Pump speeds, and so flows, are catalogued at 50 Hz; a motor on 60 Hz turns 1.2 times as fast. */
export function frequencyFactor(frequency: Frequency): number {
  return frequency === 60 ? 1.2 : 1;
}

/** cm³/s → the given unit; l/min = cm³/s × 60 / 1000 */
export function toUnit(cm3PerS: number, unit: FlowUnit): number {
  return unit === 'l' ? (cm3PerS * 60) / 1000 : cm3PerS;
}

/** the given unit → cm³/s */
export function fromUnit(value: number, unit: FlowUnit): number {
  return unit === 'l' ? (value * 1000) / 60 : value;
}

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
