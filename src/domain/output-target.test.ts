import { describe, expect, it } from 'vitest';
import type { ConfiguratorModel } from './configurator/choices.ts';
import { EXAMPLE_CONFIGURATOR, EXAMPLE_SELECTION } from './configurator/testing/example-model.ts';
import { findMachines } from './finder.ts';
import {
  configurationFit,
  dosingLineFit,
  dosingLineMassRange,
  mixedDensity,
  mixheadFit,
  type OutputTarget,
  readOutputTarget,
  withOutputTarget,
  withoutOutputTarget,
} from './output-target.ts';

const TARGET: OutputTarget = {
  totalGPerS: 250,
  isoPartsPer100Poly: 50,
  densityPoly: 1.1,
  densityIso: 1.23,
  application: 'rigid',
};

describe('the output target in an address', () => {
  it('reads what the finder writes, with the finder’s parameter names', () => {
    const params = new URLSearchParams(
      'dosingLine=v1&totalGPerS=250&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23&application=rigid',
    );
    expect(readOutputTarget(params)).toEqual(TARGET);
  });

  it('round-trips, keeps other parameters and takes only the target out again', () => {
    const params = withOutputTarget(new URLSearchParams('step=hoses'), TARGET);
    expect(params.toString()).toBe(
      'step=hoses&totalGPerS=250&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23&application=rigid',
    );
    expect(readOutputTarget(params)).toEqual(TARGET);
    expect(withoutOutputTarget(params).toString()).toBe('step=hoses');
    expect(withOutputTarget(new URLSearchParams(), { ...TARGET, application: null }).has('application')).toBe(
      false,
    );
  });

  it('has no target when a figure is missing, not a number or not a formulation', () => {
    const full = withOutputTarget(new URLSearchParams(), TARGET);
    for (const [name, value] of [
      ['totalGPerS', ''],
      ['totalGPerS', '0'],
      ['totalGPerS', 'abc'],
      ['totalGPerS', 'Infinity'],
      ['isoPartsPer100Poly', '0'],
      ['isoPartsPer100Poly', '5000'],
      ['densityPoly', '12'],
      ['densityIso', '0.01'],
    ] as const) {
      const params = new URLSearchParams(full);
      params.set(name, value);
      expect(readOutputTarget(params), `${name}=${value}`).toBeUndefined();
    }
    const without = new URLSearchParams(full);
    without.delete('densityIso');
    expect(readOutputTarget(without)).toBeUndefined();
  });

  it('drops an application that is no name (the page writes it as text, never as markup)', () => {
    const params = withOutputTarget(new URLSearchParams(), TARGET);
    params.set('application', '<img src=x>');
    expect(readOutputTarget(params)?.application).toBeNull();
  });
});

describe('dosingLineFit: each pump’s load at the frequency', () => {
  // 250 g/s at 100:50: poly 166.67 g/s = 151.5 cm³/s, iso 83.33 g/s = 67.75 cm³/s.
  const output = {
    poly: { minCm3PerS: 60, maxCm3PerS: 300 },
    iso: { minCm3PerS: 30, maxCm3PerS: 150 },
  };

  it('gives the required flow as a share of the maximum, as the finder does', () => {
    const fit = dosingLineFit(output, TARGET, 50);
    expect(fit.poly.requiredCm3PerS).toBeCloseTo(151.52, 2);
    expect(fit.poly.percent).toBeCloseTo(50.5, 1);
    expect(fit.iso.percent).toBeCloseTo(45.17, 2);
    expect(fit.covers).toBe(true);
  });

  it('runs the pumps 1.2 times as fast at 60 Hz, so the same output loads them less', () => {
    const fit = dosingLineFit(output, TARGET, 60);
    expect(fit.poly.percent).toBeCloseTo(50.5 / 1.2, 1);
    expect(fit.covers).toBe(true);
  });

  it('says which pump falls short or runs below its slowest speed', () => {
    const big = dosingLineFit(output, { ...TARGET, totalGPerS: 600 }, 50);
    expect(big.poly.fit).toBe('above');
    expect(big.poly.percent).toBeGreaterThan(100);
    expect(big.covers).toBe(false);
    // 500 g/s needs 303 cm³/s of poly: over the 300 the pump gives at 50 Hz, within its 360 at 60 Hz.
    expect(dosingLineFit(output, { ...TARGET, totalGPerS: 500 }, 50).covers).toBe(false);
    expect(dosingLineFit(output, { ...TARGET, totalGPerS: 500 }, 60).covers).toBe(true);
    const small = dosingLineFit(output, { ...TARGET, totalGPerS: 50 }, 50);
    expect(small.poly.fit).toBe('below');
    expect(small.covers).toBe(false);
  });

  it('agrees with the finder on which dosing lines fit', () => {
    // The example lines as the finder's catalogue gives them: pumps of 300–1500 rpm.
    const pump = (id: string, max: number) => ({
      id,
      name: id,
      displacementCm3PerRev: (max * 60) / 1500,
      minRpm: 300,
      maxRpm: 1500,
    });
    for (const totalGPerS of [60, 100, 250, 400, 500, 700, 900, 1100]) {
      for (const frequency of [50, 60] as const) {
        const target = { ...TARGET, totalGPerS };
        const { matches } = findMachines(
          {
            machineVersions: EXAMPLE_CONFIGURATOR.choices.dosingLines.map((line) => ({
              id: line.id,
              name: line.name,
              polyPump: pump(`${line.id}-poly`, line.output?.poly.maxCm3PerS ?? 0),
              isoPump: pump(`${line.id}-iso`, line.output?.iso.maxCm3PerS ?? 0),
              mixheadIds: ['any'],
            })),
            mixheads: [{ id: 'any', name: 'any', minGPerS: 1, maxGPerS: 10_000 }],
          },
          { ...target, frequency },
        );
        for (const line of EXAMPLE_CONFIGURATOR.choices.dosingLines) {
          const covers = line.output ? dosingLineFit(line.output, target, frequency).covers : false;
          expect(covers, `${line.id} at ${totalGPerS} g/s, ${frequency} Hz`).toBe(
            matches.some((match) => match.machineVersionId === line.id),
          );
        }
      }
    }
  });
});

describe('dosingLineMassRange: what the line runs of the target’s foam', () => {
  const output = {
    poly: { minCm3PerS: 60, maxCm3PerS: 300 },
    iso: { minCm3PerS: 30, maxCm3PerS: 150 },
  };

  it('is the outputs at which both pumps are within their range, and agrees with dosingLineFit', () => {
    const range = dosingLineMassRange(output, TARGET, 50);
    // poly: 300 cm³/s × 1.1 × 150/100 = 495 g/s; iso: 150 × 1.23 × 150/50 = 553.5 g/s → 495.
    expect(range?.max).toBeCloseTo(495, 6);
    // poly: 60 × 1.1 × 1.5 = 99; iso: 30 × 1.23 × 3 = 110.7 → 110.7.
    expect(range?.min).toBeCloseTo(110.7, 6);
    for (const totalGPerS of [100, 111, 494, 496]) {
      const inside = range !== undefined && totalGPerS >= range.min && totalGPerS <= range.max;
      expect(dosingLineFit(output, { ...TARGET, totalGPerS }, 50).covers, `${totalGPerS}`).toBe(inside);
    }
    expect(dosingLineMassRange(output, TARGET, 60)?.max).toBeCloseTo(495 * 1.2, 6);
  });

  it('is undefined where the pumps cannot share the ratio', () => {
    expect(dosingLineMassRange(output, { ...TARGET, isoPartsPer100Poly: 1000 }, 50)).toBeUndefined();
  });
});

describe('mixheads and the mixed density', () => {
  it('a mixhead covers the total output within its range, the ends included', () => {
    expect(mixheadFit({ minGPerS: 12, maxGPerS: 110 }, { ...TARGET, totalGPerS: 110 })).toBe('inside');
    expect(mixheadFit({ minGPerS: 12, maxGPerS: 110 }, { ...TARGET, totalGPerS: 111 })).toBe('above');
    expect(mixheadFit({ minGPerS: 12, maxGPerS: 110 }, { ...TARGET, totalGPerS: 5 })).toBe('below');
  });

  it('mixes 100 parts poly and R parts iso into their combined mass over their combined volume', () => {
    expect(mixedDensity({ ...TARGET, isoPartsPer100Poly: 100, densityPoly: 1, densityIso: 1 })).toBe(1);
    // 150 g in 100/1.1 + 50/1.23 cm³
    expect(mixedDensity(TARGET)).toBeCloseTo(150 / (100 / 1.1 + 50 / 1.23), 10);
  });
});

describe('configurationFit: does the configuration still cover the target?', () => {
  const model: ConfiguratorModel = structuredClone(EXAMPLE_CONFIGURATOR);
  const mixheads = model.steps[0]?.subSteps[0]?.options.data ?? [];
  const ranges: Record<string, { minGPerS: number; maxGPerS: number }> = {
    'mh-12': { minGPerS: 20, maxGPerS: 160 },
    'mh-18': { minGPerS: 60, maxGPerS: 450 },
    'mh-24': { minGPerS: 200, maxGPerS: 1100 },
  };
  for (const option of mixheads) option.output = ranges[option.value];

  it('covers with a dosing line and a mixhead that both cover it', () => {
    const fit = configurationFit(model, EXAMPLE_SELECTION, TARGET, 50);
    expect(fit.line?.name).toBe('ML 20');
    expect(fit.mixheads.map((mixhead) => [mixhead.value, mixhead.fit])).toEqual([['mh-18', 'inside']]);
    expect(fit.covers).toBe(true);
  });

  it('no longer covers once the mixhead or the dosing line cannot run it', () => {
    const small = { ...EXAMPLE_SELECTION, values: { ...EXAMPLE_SELECTION.values, mixhead: ['mh-12'] } };
    const fit = configurationFit(model, small, { ...TARGET, totalGPerS: 150 }, 50);
    expect(fit.covers).toBe(true);
    const over = configurationFit(model, small, { ...TARGET, totalGPerS: 300 }, 50);
    expect(over.mixheads[0]?.fit).toBe('above');
    expect(over.line?.fit.covers).toBe(true);
    expect(over.covers).toBe(false);
    const line = configurationFit(model, EXAMPLE_SELECTION, { ...TARGET, totalGPerS: 500 }, 50);
    expect(line.line?.fit.covers).toBe(false);
    expect(line.covers).toBe(false);
  });

  it('counts only what the model knows: a machine without mixhead ranges is judged by its dosing line', () => {
    const fit = configurationFit(EXAMPLE_CONFIGURATOR, EXAMPLE_SELECTION, TARGET, 50);
    expect(fit.mixheads).toEqual([]);
    expect(fit.covers).toBe(true);
  });
});
