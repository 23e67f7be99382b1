import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frequencyFactor, fromUnit, mainsFrequency, pumpFlow, toUnit } from './flow.ts';

describe('pumpFlow', () => {
  it.each([
    { displacement: 12, rpm: 1500, flow: 300 },
    { displacement: 6.3, rpm: 600, flow: 63 },
    { displacement: 20, rpm: 0, flow: 0 },
  ])('$displacement cm³/rev at $rpm rpm = $flow cm³/s', ({ displacement, rpm, flow }) => {
    expect(pumpFlow(displacement, rpm)).toBeCloseTo(flow, 10);
  });

  it('runs 1.2 times faster at 60 Hz', () => {
    expect(frequencyFactor(50)).toBe(1);
    expect(frequencyFactor(60)).toBe(1.2);
    expect(pumpFlow(12, 1500) * frequencyFactor(60)).toBeCloseTo(360, 10);
  });
});

describe('units', () => {
  it.each([
    { cm3PerS: 300, unit: 'cm', value: 300 },
    { cm3PerS: 300, unit: 'l', value: 18 },
    { cm3PerS: 1000 / 60, unit: 'l', value: 1 },
    { cm3PerS: 0, unit: 'l', value: 0 },
  ] as const)('$cm3PerS cm³/s = $value $unit', ({ cm3PerS, unit, value }) => {
    expect(toUnit(cm3PerS, unit)).toBeCloseTo(value, 10);
    expect(fromUnit(value, unit)).toBeCloseTo(cm3PerS, 10);
  });

  it('60 Hz in l/min: a 12 cm³/rev pump at 1500 rpm gives 21,6 l/min', () => {
    expect(toUnit(pumpFlow(12, 1500) * frequencyFactor(60), 'l')).toBeCloseTo(21.6, 10);
  });

  it('toUnit(fromUnit(x)) ≈ x for both units', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('cm' as const, 'l' as const),
        (x, unit) => {
          expect(Math.abs(toUnit(fromUnit(x, unit), unit) - x)).toBeLessThanOrEqual(
            Math.abs(x) * 1e-12 + 1e-300,
          );
          expect(Math.abs(fromUnit(toUnit(x, unit), unit) - x)).toBeLessThanOrEqual(
            Math.abs(x) * 1e-12 + 1e-300,
          );
        },
      ),
    );
  });
});

describe('mainsFrequency', () => {
  it('is 60 Hz in the United States and Canada, 50 Hz elsewhere', () => {
    expect(mainsFrequency('US')).toBe(60);
    expect(mainsFrequency('CA')).toBe(60);
    expect(mainsFrequency('DE')).toBe(50);
    expect(mainsFrequency('')).toBe(50);
  });
});
