import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentFlows, frequencyFactor, fromUnit, pumpFlow, toUnit } from './flow.ts';

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

describe('componentFlows', () => {
  it('splits 100:50 by weight and converts by density', () => {
    const flows = componentFlows({
      totalGPerS: 300,
      isoPartsPer100Poly: 50,
      densityPoly: 1.05,
      densityIso: 1.23,
    });
    expect(flows.poly.gPerS).toBeCloseTo(200, 10);
    expect(flows.iso.gPerS).toBeCloseTo(100, 10);
    expect(flows.poly.cm3PerS).toBeCloseTo(190.47619, 4);
    expect(flows.iso.cm3PerS).toBeCloseTo(81.30081, 4);
  });

  it('a ratio of 0 sends everything through the poly side', () => {
    const flows = componentFlows({ totalGPerS: 80, isoPartsPer100Poly: 0, densityPoly: 1, densityIso: 1.2 });
    expect(flows.poly.gPerS).toBe(80);
    expect(flows.iso.gPerS).toBe(0);
  });

  it.each([
    { totalGPerS: -1, isoPartsPer100Poly: 50, densityPoly: 1, densityIso: 1 },
    { totalGPerS: 10, isoPartsPer100Poly: -5, densityPoly: 1, densityIso: 1 },
    { totalGPerS: 10, isoPartsPer100Poly: 50, densityPoly: 0, densityIso: 1 },
    { totalGPerS: 10, isoPartsPer100Poly: 50, densityPoly: 1, densityIso: Number.NaN },
    { totalGPerS: Number.POSITIVE_INFINITY, isoPartsPer100Poly: 50, densityPoly: 1, densityIso: 1 },
  ])('rejects %o', (requirement) => {
    expect(() => componentFlows(requirement)).toThrow(RangeError);
  });

  it('conserves mass and keeps the ratio', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (totalGPerS, isoPartsPer100Poly, densityPoly, densityIso) => {
          const { poly, iso } = componentFlows({ totalGPerS, isoPartsPer100Poly, densityPoly, densityIso });
          const tolerance = 1e-9 * Math.max(1, totalGPerS);
          expect(Math.abs(poly.gPerS + iso.gPerS - totalGPerS)).toBeLessThanOrEqual(tolerance);
          expect(
            Math.abs(poly.cm3PerS * densityPoly + iso.cm3PerS * densityIso - totalGPerS),
          ).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(iso.gPerS * 100 - poly.gPerS * isoPartsPer100Poly)).toBeLessThanOrEqual(
            tolerance * 100,
          );
        },
      ),
    );
  });
});
