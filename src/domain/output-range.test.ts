import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FinderMachineVersion, type FinderMixhead, type FinderPump, findMachines } from './finder.ts';
import {
  hull,
  machineFlowRange,
  pumpFlowRange,
  versionFlowRange,
  versionMassOutputRange,
} from './output-range.ts';

const pump = (id: string, displacementCm3PerRev: number): FinderPump => ({
  id,
  name: id,
  displacementCm3PerRev,
  minRpm: 300,
  maxRpm: 1500,
});

// p12: 60–300 cm³/s, i6: 30–150 cm³/s at 50 Hz.
const ML20: FinderMachineVersion = {
  id: 'ml-20',
  name: 'ML 20',
  polyPump: pump('p12', 12),
  isoPump: pump('i6', 6),
  mixheadIds: ['mh-18', 'mh-24'],
};
const MIXHEADS: FinderMixhead[] = [
  { id: 'mh-18', name: 'MH 18', minGPerS: 50, maxGPerS: 400 },
  { id: 'mh-24', name: 'MH 24', minGPerS: 100, maxGPerS: 800 },
  { id: 'mh-99', name: 'MH 99', minGPerS: 1, maxGPerS: 5000 },
];
const FORMULATION = { isoPartsPer100Poly: 50, densityPoly: 1, densityIso: 1 };

describe('flow ranges', () => {
  it('adds both pumps at minimum and at maximum speed', () => {
    expect(versionFlowRange(ML20)).toEqual({ min: 90, max: 450 });
  });

  it('spans a machine from its smallest to its largest dosing line', () => {
    const big = { ...ML20, polyPump: pump('p50', 50), isoPump: pump('i25', 25) };
    expect(machineFlowRange([big, ML20])).toEqual({ min: 90, max: 1875 });
    expect(machineFlowRange([])).toBeUndefined();
    // At 60 Hz every pump turns 1.2 times as fast.
    expect(machineFlowRange([big, ML20], 60)).toEqual({ min: 108, max: 2250 });
    expect(pumpFlowRange(ML20.polyPump, 60)).toEqual({ min: 72, max: 360 });
    expect(hull([undefined, { min: 3, max: 4 }, { min: 1, max: 2 }])).toEqual({ min: 1, max: 4 });
  });
});

describe('versionMassOutputRange', () => {
  it('is limited by the pump that runs out first and by the fitted mixheads', () => {
    // At 100:50 and density 1: poly carries 2/3 → 90–450 g/s; iso 1/3 → 90–450 g/s; mixheads 50–800.
    expect(versionMassOutputRange(ML20, MIXHEADS, FORMULATION, 50)).toEqual({ min: 90, max: 450 });
    // At 100:100 poly allows 120–600, iso 60–300: 120–300.
    expect(versionMassOutputRange(ML20, MIXHEADS, { ...FORMULATION, isoPartsPer100Poly: 100 }, 50)).toEqual({
      min: 120,
      max: 300,
    });
    // 60 Hz turns every pump 1.2 times as fast.
    const at60 = versionMassOutputRange(ML20, MIXHEADS, FORMULATION, 60);
    expect(at60?.min).toBeCloseTo(108);
    expect(at60?.max).toBeCloseTo(540);
    // Only MH 18 fitted: capped at 400 g/s.
    expect(versionMassOutputRange({ ...ML20, mixheadIds: ['mh-18'] }, MIXHEADS, FORMULATION, 50)).toEqual({
      min: 90,
      max: 400,
    });
  });

  it('is undefined when nothing fits', () => {
    expect(
      versionMassOutputRange(ML20, MIXHEADS, { ...FORMULATION, isoPartsPer100Poly: 0 }, 50),
    ).toBeUndefined();
    // At 100:1000 the iso pump would need ten times the poly flow, which i6 cannot give.
    expect(
      versionMassOutputRange(ML20, MIXHEADS, { ...FORMULATION, isoPartsPer100Poly: 1000 }, 50),
    ).toBeUndefined();
    expect(versionMassOutputRange({ ...ML20, mixheadIds: [] }, MIXHEADS, FORMULATION, 50)).toBeUndefined();
  });

  it('agrees with findMachines: inside the range it matches, outside it does not', () => {
    const version = { ...ML20, mixheadIds: ['mh-99'] }; // one mixhead, so the range has no gap
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 400, noNaN: true }),
        fc.double({ min: 0.9, max: 1.6, noNaN: true }),
        fc.double({ min: 0.9, max: 1.6, noNaN: true }),
        fc.constantFrom(50 as const, 60 as const),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        (ratio, densityPoly, densityIso, frequency, total) => {
          const formulation = { isoPartsPer100Poly: ratio, densityPoly, densityIso };
          const range = versionMassOutputRange(version, MIXHEADS, formulation, frequency);
          const found = findMachines(
            { machineVersions: [version], mixheads: MIXHEADS },
            { ...formulation, totalGPerS: total, frequency },
          );
          const matches = found.matches.length === 1;
          if (!range) return !matches;
          const margin = 1e-9 * Math.max(1, total);
          if (total > range.min + margin && total < range.max - margin) return matches;
          if (total < range.min - margin || total > range.max + margin) return !matches;
          return true; // on the edge: rounding decides
        },
      ),
    );
  });
});
