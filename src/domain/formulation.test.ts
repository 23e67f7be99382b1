import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentFlows } from './formulation.ts';

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
