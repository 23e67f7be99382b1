import { describe, expect, it } from 'vitest';
import { optionPriceEffects } from './option-price-effects.ts';
import { baseChoiceEffects, chosenPriceTag, type PriceTag } from './price-effects.ts';
import { EXAMPLE_CONFIGURATOR } from './testing/example-model.ts';
import type { Selection } from './types.ts';

const model = EXAMPLE_CONFIGURATOR;
const at = (values: Record<string, string[]>, changes: Partial<Selection> = {}): Selection => ({
  dosingLine: 'ml-20',
  country: 'DE',
  dayTank: 'dt-60',
  values,
  ...changes,
});
const tags = (selection: Selection, subStep: string): Record<string, PriceTag> =>
  Object.fromEntries(optionPriceEffects(model, selection, subStep).map((e) => [e.value, e.tag]));
const amount = (cents: number): PriceTag => ({ kind: 'amount', cents });

describe('optionPriceEffects: what choosing an option does to the total', () => {
  it.each<{ name: string; selection: Selection; subStep: string; expected: Record<string, PriceTag> }>([
    {
      name: 'fixed and dosing-line prices; a hidden option is hidden',
      selection: at({}),
      subStep: 'mixhead',
      expected: { 'mh-12': amount(420_000), 'mh-18': amount(510_000), 'mh-24': { kind: 'hidden' } },
    },
    {
      name: 'a radio shows the difference to the chosen value, which shows its own price',
      selection: at({ level: ['level-digital'] }),
      subStep: 'level',
      expected: { 'level-analog': amount(-64_000), 'level-digital': amount(64_000) },
    },
    {
      name: 'zero is included; an unpriced option is on request',
      selection: at({ mixhead: ['mh-18'] }),
      subStep: 'boom',
      expected: { 'boom-none': { kind: 'onRequest' }, 'boom-2m': amount(185_050) },
    },
    {
      name: 'a price that depends on a choice not made yet shows the least it can cost',
      selection: at({}),
      subStep: 'cleaning',
      expected: { 'solvent-flush': { kind: 'from', cents: 45_000, dependsOn: 'mixhead' } },
    },
    {
      name: 'an option waiting for a mixhead leaves the mixheads their own prices',
      selection: at({ cleaning: ['solvent-flush'] }),
      subStep: 'mixhead',
      expected: { 'mh-12': amount(420_000), 'mh-18': amount(510_000), 'mh-24': { kind: 'hidden' } },
    },
    {
      name: 'an option waiting for a mixhead leaves other steps their prices',
      selection: at({ cleaning: ['solvent-flush'], level: ['level-digital'] }),
      subStep: 'level',
      expected: { 'level-analog': amount(-64_000), 'level-digital': amount(64_000) },
    },
    {
      name: 'the waiting option itself shows its range',
      selection: at({ cleaning: ['solvent-flush'] }),
      subStep: 'cleaning',
      expected: { 'solvent-flush': { kind: 'from', cents: 45_000, dependsOn: 'mixhead' } },
    },
    {
      name: 'the same option priced by the chosen mixhead',
      selection: at({ mixhead: ['mh-18'] }),
      subStep: 'cleaning',
      expected: { 'solvent-flush': amount(52_000) },
    },
    {
      name: 'options a selected priced package pays for are in package',
      selection: at({ package: ['comfort'] }),
      subStep: 'agitator',
      expected: {
        'agitator-poly': { kind: 'inPackage', package: { subStepSlug: 'package', value: 'comfort' } },
        'agitator-iso': { kind: 'inPackage', package: { subStepSlug: 'package', value: 'comfort' } },
      },
    },
    {
      name: 'a package costs its price; a bundle without a price costs its options',
      selection: at({}),
      subStep: 'package',
      expected: { comfort: amount(290_000), starter: amount(64_000) },
    },
    {
      name: 'a package costs less when some of its options are already chosen by hand',
      selection: at({ agitator: ['agitator-poly'] }),
      subStep: 'package',
      expected: { comfort: amount(290_000 - 98_000), starter: amount(64_000) },
    },
  ])('$name', ({ selection, subStep, expected }) => {
    expect(tags(selection, subStep)).toEqual(expected);
  });

  it('answers nothing for free-input sub-steps', () => {
    expect(optionPriceEffects(model, at({}), 'notes')).toEqual([]);
  });
});

describe('baseChoiceEffects: the difference each base choice makes', () => {
  it('dosing line, country and day tank against the current choice (example A)', () => {
    const selection = at({ mixhead: ['mh-18'] });
    const byValue = (key: 'dosingLine' | 'country' | 'dayTank') =>
      Object.fromEntries(baseChoiceEffects(model, selection, key).map((e) => [e.value, e.tag]));
    // ML 40: base 61.800 − 48.500 and mh-18 5.600 − 5.100.
    expect(byValue('dosingLine')).toEqual({ 'ml-20': { kind: 'included' }, 'ml-40': amount(1_380_000) });
    expect(byValue('country')).toEqual({
      DE: { kind: 'included' },
      FR: { kind: 'included' },
      GB: amount(140_000),
      MX: amount(440_000),
      BR: amount(440_000),
    });
    expect(byValue('dayTank')).toEqual({ 'dt-250': amount(270_000), 'dt-60': { kind: 'included' } });
  });

  it('an option waiting for a choice not made yet leaves the base choices their differences', () => {
    const effects = baseChoiceEffects(model, at({ cleaning: ['solvent-flush'] }), 'dayTank');
    expect(Object.fromEntries(effects.map((e) => [e.value, e.tag]))).toEqual({
      'dt-250': amount(270_000),
      'dt-60': { kind: 'included' },
    });
  });

  it('a combination without a base price is unknown rather than a made-up difference', () => {
    const effects = baseChoiceEffects(model, at({}, { country: 'GB' }), 'dayTank');
    expect(effects.find((e) => e.value === 'dt-250')?.tag).toEqual({
      kind: 'unknown',
      code: 'MISSING_BASE_PRICE',
    });
  });
});

describe('chosenPriceTag: a summary line', () => {
  it('price, included, in package, on request', () => {
    const selection = at({ package: ['comfort'] });
    expect(chosenPriceTag(model, selection, { subStepSlug: 'mixhead', value: 'mh-12', price: 4200 })).toEqual(
      amount(420_000),
    );
    expect(
      chosenPriceTag(model, selection, { subStepSlug: 'level', value: 'level-analog', price: 0 }),
    ).toEqual({ kind: 'included' });
    expect(
      chosenPriceTag(model, selection, { subStepSlug: 'boom', value: 'boom-none', price: null }),
    ).toEqual({ kind: 'onRequest' });
    expect(
      chosenPriceTag(model, selection, { subStepSlug: 'heating', value: 'heat-poly', price: 1200 }),
    ).toEqual({
      kind: 'inPackage',
      package: { subStepSlug: 'package', value: 'comfort' },
    });
  });
});
