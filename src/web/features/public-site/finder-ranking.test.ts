import { describe, expect, it } from 'vitest';
import { rankMachines } from './finder-ranking.ts';
import { catalogue } from './testing/public-site-doubles.ts';

const requirement = { isoPartsPer100Poly: 50, densityPoly: 1.1, densityIso: 1.23, frequency: 50 as const };

describe('rankMachines', () => {
  it('groups the fitting dosing lines by machine, best machine first, and keeps coming-soon machines out', () => {
    const ranking = rankMachines(catalogue(), null, { ...requirement, totalGPerS: 100 });
    expect(ranking.fitting.map((fit) => fit.machine.slug)).toEqual(['alpha']);
    expect(ranking.fitting[0]?.matches.map((match) => match.machineVersionId)).toEqual(['v-a100', 'v-a200']);
    expect(ranking.others.map((fit) => fit.machine.slug)).toEqual(['beta']);
  });

  it('gives each machine the output range its dosing lines cover for this foam', () => {
    const ranking = rankMachines(catalogue(), null, { ...requirement, totalGPerS: 100 });
    const beta = ranking.others[0];
    // GRP pumps of 1.5 cm³/rev: 3.75–37.5 cm³/s each; at 100:50 poly allows 6.2–61.9 g/s, iso 13.8–138.4.
    expect(beta?.range?.min).toBeCloseTo(13.84, 1);
    expect(beta?.range?.max).toBeCloseTo(61.88, 1);
  });

  it('ranks by the best line of each machine and filters by application', () => {
    const ranking = rankMachines(catalogue(), 'elastomer', { ...requirement, totalGPerS: 40 });
    expect(ranking.fitting.map((fit) => fit.machine.slug)).toEqual(['beta']);
    expect(ranking.others).toEqual([]);
  });
});
