import { describe, expect, it } from 'vitest';
import { closestMachine, rankMachines } from './finder-ranking.ts';
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

describe('closestMachine: whom a contact is about when nothing fits', () => {
  it('is the machine and dosing line whose reach for this foam comes closest, above or below it', () => {
    const above = { ...requirement, totalGPerS: 5000 };
    const big = rankMachines(catalogue(), null, above);
    expect(big.fitting).toEqual([]);
    // Alpha 200 reaches the furthest up.
    const closest = closestMachine(big, catalogue().mixheads, above);
    expect([closest?.machine.slug, closest?.dosingLine]).toEqual(['alpha', 'v-a200']);
    const below = { ...requirement, totalGPerS: 1 };
    const small = rankMachines(catalogue(), null, below);
    // Beta 10 starts at 13.8 g/s, Alpha 100 at 27.7.
    expect(closestMachine(small, catalogue().mixheads, below)?.dosingLine).toBe('v-b10');
  });

  it('is nobody when no machine runs any output of this foam', () => {
    // 100:1: the iso pump at its slowest gives more than the poly pump at its fastest can match.
    const impossible = { ...requirement, isoPartsPer100Poly: 1, totalGPerS: 100 };
    const ranking = rankMachines(catalogue(), null, impossible);
    expect(closestMachine(ranking, catalogue().mixheads, impossible)).toBeUndefined();
  });
});
