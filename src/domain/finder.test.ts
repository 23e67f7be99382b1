import { describe, expect, it } from 'vitest';
import {
  describeShortfall,
  explainNoMatch,
  type FinderCatalogue,
  type FinderPump,
  type FinderRequirement,
  findMachines,
  findPlatforms,
  type PlatformFilter,
  platformDosingLine,
} from './finder.ts';

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
    const { rejected } = findMachines(CATALOGUE, REQUIREMENT);
    expect(
      rejected.map(({ machineVersionId, name, reason, component }) => ({
        machineVersionId,
        name,
        reason,
        component,
      })),
    ).toEqual([
      { machineVersionId: 'ml-10', name: 'ML 10', reason: 'tooSmall', component: 'poly' },
      { machineVersionId: 'ml-80', name: 'ML 80', reason: 'tooBig', component: 'poly' },
      { machineVersionId: 'ml-20-lp', name: 'ML 20 LP', reason: 'noMixhead', component: undefined },
      { machineVersionId: 'ml-20-x', name: 'ML 20 X', reason: 'tooSmall', component: 'iso' },
      { machineVersionId: 'ml-15', name: 'ML 15', reason: 'tooSmall', component: 'poly' },
    ]);
    expect(rejected.find((r) => r.reason === 'noMixhead')).not.toHaveProperty('component');
  });

  it('names every component that does not fit, with its range and the gap', () => {
    const { rejected } = findMachines(CATALOGUE, REQUIREMENT);
    const ml10 = rejected.find((r) => r.machineVersionId === 'ml-10');
    // poly 190,48 against 30–150 (6 cm³/rev); iso 81,30 against 15–75 (3 cm³/rev); MH 18 covers 300 g/s.
    expect(ml10?.shortfalls).toEqual([
      {
        component: 'poly',
        reason: 'tooSmall',
        pumpId: 'p6',
        pumpName: 'P6',
        requiredCm3PerS: expect.closeTo(190.476, 3),
        minCm3PerS: 30,
        maxCm3PerS: 150,
        byCm3PerS: expect.closeTo(40.476, 3),
      },
      expect.objectContaining({ component: 'iso', reason: 'tooSmall', byCm3PerS: expect.closeTo(6.301, 3) }),
    ]);
    expect(ml10?.miss).toBeCloseTo(40.476 / 190.476, 4);
    const ml80 = rejected.find((r) => r.machineVersionId === 'ml-80');
    // 50 cm³/rev from 300 rpm: at least 250 cm³/s, 59,52 more than needed.
    expect(ml80?.shortfalls[0]).toMatchObject({
      reason: 'tooBig',
      minCm3PerS: 250,
      byCm3PerS: expect.closeTo(59.524, 3),
    });
    expect(rejected.find((r) => r.machineVersionId === 'ml-20-lp')?.shortfalls).toEqual([
      {
        component: 'mixhead',
        reason: 'noMixhead',
        requiredGPerS: 300,
        nearest: { mixheadId: 'mh-small', name: 'MH small', minGPerS: 20, maxGPerS: 150 },
        byGPerS: 150,
      },
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

describe('explainNoMatch ("why empty")', () => {
  const tooMuch: FinderRequirement = { ...REQUIREMENT, totalGPerS: 3000 };

  it('says what was asked for and which component of the closest versions falls short, by how much', () => {
    const result = findMachines(CATALOGUE, tooMuch);
    expect(result.matches).toEqual([]);
    const explanation = explainNoMatch(result, tooMuch, { freq: 50, unit: 'cm' }, { limit: 2 });
    // 3000 g/s at 100:50: poly 2000 g/s / 1,05 = 1.904,76 cm³/s; iso 1000 g/s / 1,23 = 813,01 cm³/s.
    expect(explanation.summary).toBe(
      'No dosing line covers 1.904,76 cm³/s poly, 813,01 cm³/s iso and 3.000,00 g/s in total at 50 Hz.',
    );
    // ML 80 comes closest: its poly pump reaches 1.250 of 1.904,76 (34 % short).
    expect(explanation.closest[0]).toEqual({
      machineVersionId: 'ml-80',
      name: 'ML 80',
      reasons: [
        'poly pump P50 falls short by 654,76 cm³/s: it reaches 1.250,00 cm³/s, 1.904,76 cm³/s are needed',
        'iso pump I25 falls short by 188,01 cm³/s: it reaches 625,00 cm³/s, 813,01 cm³/s are needed',
        'no mixhead covers 3.000,00 g/s: the closest, MH 24 (100,00–800,00 g/s), falls short by 2.200,00 g/s',
      ],
    });
    expect(explanation.closest).toHaveLength(2);
  });

  it('speaks the user units: l/min, ranges at 60 Hz, the required flow unscaled', () => {
    const requirement = { ...tooMuch, frequency: 60 as const };
    const explanation = explainNoMatch(findMachines(CATALOGUE, requirement), requirement, {
      freq: 60,
      unit: 'l',
    });
    // 1.904,76 cm³/s = 114,29 l/min; P50 at 60 Hz reaches 1.500 cm³/s = 90 l/min.
    expect(explanation.summary).toContain('114,29 l/min poly');
    expect(explanation.summary).toContain('at 60 Hz');
    expect(explanation.closest[0]?.reasons[0]).toBe(
      'poly pump P50 falls short by 24,29 l/min: it reaches 90,00 l/min, 114,29 l/min are needed',
    );
  });

  it('explains a pump that is too large, and a mixhead range that starts above the total', () => {
    const tiny: FinderRequirement = { ...REQUIREMENT, totalGPerS: 10 };
    const flow = (cm3PerS: number) => `${cm3PerS.toFixed(2)} cm³/s`;
    const ml10 = findMachines(CATALOGUE, tiny).rejected.find((r) => r.machineVersionId === 'ml-10');
    expect(ml10?.shortfalls.map((s) => describeShortfall(s, flow))).toEqual([
      // poly 6,67 g/s / 1,05 = 6,35 cm³/s against a minimum of 30.
      'poly pump P6 is too large by 23.65 cm³/s: it delivers at least 30.00 cm³/s, 6.35 cm³/s are needed',
      'iso pump I3 is too large by 12.29 cm³/s: it delivers at least 15.00 cm³/s, 2.71 cm³/s are needed',
      'no mixhead covers 10,00 g/s: the closest, MH 18 (50,00–400,00 g/s), needs 40,00 g/s more',
    ]);
  });

  it('has a sentence for an empty catalogue and for a version without mixheads', () => {
    const empty = explainNoMatch({ matches: [], rejected: [] }, REQUIREMENT, { freq: 50, unit: 'cm' });
    expect(empty).toEqual({
      summary: 'There are no dosing lines in the catalogue to compare with.',
      closest: [],
    });
    const bare = findMachines(
      {
        mixheads: [],
        machineVersions: [
          { id: 'v', name: 'V', polyPump: pump('p12', 12), isoPump: pump('i6', 6), mixheadIds: [] },
        ],
      },
      REQUIREMENT,
    );
    expect(explainNoMatch(bare, REQUIREMENT, { freq: 50, unit: 'cm' }).closest[0]?.reasons).toEqual([
      'no mixhead is offered for this dosing line',
    ]);
  });
});

describe('platform finder', () => {
  const line = (poly: number, iso: number) => ({ polyPump: pump('p', poly), isoPump: pump('i', iso) });
  const machines = [
    { id: 'small', applications: ['elastomer'], pressureClass: 'low', components: 3, versions: [line(3, 3)] },
    {
      id: 'mid',
      applications: ['rigid', 'flexible'],
      pressureClass: 'high',
      components: 2,
      versions: [line(6, 6), line(12, 12)],
    },
    { id: 'big', applications: ['rigid'], pressureClass: 'high', components: 2, versions: [line(50, 25)] },
    { id: 'none', applications: ['rigid'], pressureClass: 'high', components: 2, versions: [] },
  ];

  it('filters by application, pressure class, at least n components and an overlapping output', () => {
    const ids = (filter: PlatformFilter, frequency: 50 | 60 = 50) =>
      findPlatforms(machines, filter, frequency).map((match) => match.machine.id);
    expect(ids({})).toEqual(['small', 'mid', 'big']);
    expect(ids({ application: 'rigid' })).toEqual(['mid', 'big']);
    expect(ids({ pressureClass: 'low' })).toEqual(['small']);
    expect(ids({ minComponents: 3 })).toEqual(['small']);
    // small: 30–150; mid: 60–600; big: 375–1875.
    expect(ids({ output: { min: 160 } })).toEqual(['mid', 'big']);
    expect(ids({ output: { min: 620, max: 700 } })).toEqual(['big']);
    expect(ids({ output: { min: 620, max: 700 } }, 60)).toEqual(['mid', 'big']);
    expect(ids({ output: { max: 29 } })).toEqual([]);
  });

  it('hands over the dosing line that holds the wanted output nearest its middle, else the closest', () => {
    const small = { id: 's', ...line(6, 6) }; // 60–300 cm³/s at 50 Hz
    const large = { id: 'l', ...line(12, 12) }; // 120–600
    const gapped = { id: 'g', ...line(50, 25) }; // 375–1875
    const pick = (output: PlatformFilter['output'], frequency: 50 | 60 = 50, versions = [small, large]) =>
      platformDosingLine(versions, output, frequency)?.id;
    // Nothing wanted: nothing to choose by.
    expect(pick({})).toBeUndefined();
    expect(pick(undefined)).toBeUndefined();
    // 150 is in both; 180 is the middle of 60–300, 150 sits 5 % from the low end of 120–600.
    expect(pick({ min: 150 })).toBe('s');
    // 100–700: the middle, 400, is only in the large line.
    expect(pick({ min: 100, max: 700 })).toBe('l');
    // 290: small 60–300 runs at its top (headroom 0,08), large 120–600 near its middle (0,71).
    expect(pick({ max: 290 })).toBe('l');
    // 400 at 50 Hz is in gapped (375–1875); at 60 Hz (small 72–360, gapped 450–2250) in neither, and
    // small is the closer.
    expect(pick({ min: 400 }, 50, [small, gapped])).toBe('g');
    expect(pick({ min: 400 }, 60, [small, gapped])).toBe('s');
    // 340 is in no line of [small, gapped]: small ends 40 short, gapped starts 35 above.
    expect(pick({ min: 340 }, 50, [small, gapped])).toBe('g');
    expect(pick({ min: 320 }, 50, [small, gapped])).toBe('s');
    expect(pick({ min: 100 }, 50, [])).toBeUndefined();
  });
});
