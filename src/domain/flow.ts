// Engineering rules (docs/product.md#units, docs/domain.md §2). Flows are in cm³/s unless a name says
// otherwise.

export type Frequency = 50 | 60;
/** 'cm' = cm³/s, 'l' = l/min */
export type FlowUnit = 'cm' | 'l';
export type UnitsConfig = { freq: Frequency; unit: FlowUnit };

export const DEFAULT_UNITS_CONFIG: UnitsConfig = { freq: 50, unit: 'cm' };

/** Destinations whose mains run at 60 Hz (ISO codes); everywhere else the configurator sells to, 50 Hz. */
const SIXTY_HZ_COUNTRIES: readonly string[] = ['US', 'CA'];

/** The mains frequency of a destination country. */
export function mainsFrequency(iso: string): Frequency {
  return SIXTY_HZ_COUNTRIES.includes(iso) ? 60 : 50;
}

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
