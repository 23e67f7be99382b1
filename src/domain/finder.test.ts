import { describe, expect, it } from 'vitest';
import { type FinderCatalogue, type FinderPump, type FinderRequirement, findMachines } from './finder.ts';

const pump = (id: string, displacementCm3PerRev: number): FinderPump => ({
  id,
  name: id.toUpperCase(),
  displacementCm3PerRev,
  minRpm: 300,
  maxRpm: 1500,
});

// Ranges at 50 Hz (cm³/s): 6 → 30–150, 7.5 → 37.5–187.5, 12 → 60–300, 25 → 125–625, 50 → 250–1250.
const CATALOGUE: FinderCatalogue = {
  mixheads: [
    { id: 'mh-small', name: 'MH small', minGPerS: 20, maxGPerS: 150 },
    { id: 'mh-18', name: 'MH 18', minGPerS: 50, maxGPerS: 400 },
    { id: 'mh-24', name: 'MH 24', minGPerS: 100, maxGPerS: 800 },
  ],
  machineVersions: [
    {
      id: 'ml-40',
      name: 'ML 40',
      polyPump: pump('p25', 25),
      isoPump: pump('i12', 12),
      mixheadIds: ['mh-24'],
    },
    { id: 'ml-10', name: 'ML 10', polyPump: pump('p6', 6), isoPump: pump('i3', 3), mixheadIds: ['mh-18'] },
    {
      id: 'ml-20',
      name: 'ML 20',
      polyPump: pump('p12', 12),
      isoPump: pump('i6', 6),
      mixheadIds: ['mh-18', 'mh-24'],
    },
    {
      id: 'ml-80',
      name: 'ML 80',
      polyPump: pump('p50', 50),
      isoPump: pump('i25', 25),
      mixheadIds: ['mh-24'],
    },
    {
      id: 'ml-20-lp',
      name: 'ML 20 LP',
      polyPump: pump('p12', 12),
      isoPump: pump('i6', 6),
      mixheadIds: ['mh-small'],
    },
    {
      id: 'ml-20-x',
      name: 'ML 20 X',
      polyPump: pump('p12', 12),
      isoPump: pump('i3', 3),
      mixheadIds: ['mh-18'],
    },
    { id: 'ml-15', name: 'ML 15', polyPump: pump('p7', 7.5), isoPump: pump('i4', 4), mixheadIds: ['mh-18'] },
  ],
};

// 300 g/s at 100:50 → poly 200 g/s = 190,48 cm³/s at 1,05 g/cm³; iso 100 g/s = 81,30 cm³/s at 1,23 g/cm³.
const REQUIREMENT: FinderRequirement = {
  totalGPerS: 300,
  isoPartsPer100Poly: 50,
  densityPoly: 1.05,
  densityIso: 1.23,
  frequency: 50,
};

describe('findMachines', () => {
  it('ranks covering versions by headroom and gives each pump its utilisation', () => {
    const { matches } = findMachines(CATALOGUE, REQUIREMENT);
    expect(matches.map((match) => match.machineVersionId)).toEqual(['ml-20', 'ml-40']);
    const [ml20, ml40] = matches;
    expect(ml20?.poly.utilisationPercent).toBeCloseTo(63.49, 2);
    expect(ml20?.iso.utilisationPercent).toBeCloseTo(54.2, 2);
    expect(ml20?.poly.rpm).toBeCloseTo(952.38, 2);
    expect(ml20?.poly.headroom).toBeCloseTo(0.9127, 4);
    expect(ml20?.iso.headroom).toBeCloseTo(0.855, 3);
    expect(ml20?.headroom).toBeCloseTo(0.855, 3);
    expect(ml20?.mixheads.map((mixhead) => mixhead.mixheadId)).toEqual(['mh-18', 'mh-24']);
    expect(ml40?.headroom).toBeCloseTo(0.1775, 3);
  });

  it('says why every other version was rejected', () => {
    expect(findMachines(CATALOGUE, REQUIREMENT).rejected).toEqual([
      { machineVersionId: 'ml-10', name: 'ML 10', reason: 'tooSmall', component: 'poly' },
      { machineVersionId: 'ml-80', name: 'ML 80', reason: 'tooBig', component: 'poly' },
      { machineVersionId: 'ml-20-lp', name: 'ML 20 LP', reason: 'noMixhead' },
      { machineVersionId: 'ml-20-x', name: 'ML 20 X', reason: 'tooSmall', component: 'iso' },
      { machineVersionId: 'ml-15', name: 'ML 15', reason: 'tooSmall', component: 'poly' },
    ]);
  });

  it('at 60 Hz pumps run 1.2 times faster: ML 15 now covers the poly flow', () => {
    const { matches, rejected } = findMachines(CATALOGUE, { ...REQUIREMENT, frequency: 60 });
    expect(matches.map((match) => match.machineVersionId)).toContain('ml-15');
    expect(rejected.map((item) => item.machineVersionId)).not.toContain('ml-15');
    const ml20 = matches.find((match) => match.machineVersionId === 'ml-20');
    expect(ml20?.poly.maxCm3PerS).toBeCloseTo(360, 10);
    expect(ml20?.poly.utilisationPercent).toBeCloseTo(52.91, 2);
  });

  it('includes both ends of a range', () => {
    // poly exactly at the ML 20 maximum of 300 cm³/s (density 1, no iso)
    const requirement = {
      totalGPerS: 300,
      isoPartsPer100Poly: 0,
      densityPoly: 1,
      densityIso: 1,
      frequency: 50 as const,
    };
    const catalogue: FinderCatalogue = {
      mixheads: CATALOGUE.mixheads,
      machineVersions: [
        {
          id: 'v',
          name: 'V',
          polyPump: pump('p12', 12),
          isoPump: { ...pump('i0', 6), minRpm: 0 },
          mixheadIds: ['mh-18'],
        },
      ],
    };
    const [match] = findMachines(catalogue, requirement).matches;
    expect(match?.poly.utilisationPercent).toBe(100);
    expect(match?.headroom).toBe(0);
  });

  it('finds nothing in an empty catalogue', () => {
    expect(findMachines({ machineVersions: [], mixheads: [] }, REQUIREMENT)).toEqual({
      matches: [],
      rejected: [],
    });
  });
});
