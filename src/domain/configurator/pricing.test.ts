import { describe, expect, it } from 'vitest';
import { PricingError } from './errors.ts';
import {
  DEFAULT_DISCOUNT_RATE_PER_OPTION,
  type PriceResult,
  priceConfiguration,
  resolveBasePrice,
} from './pricing.ts';
import { EXAMPLE_MODEL, EXAMPLE_SELECTION } from './testing/example-model.ts';
import type { ConfiguratorData, Selection } from './types.ts';

function select(changes: Partial<Selection>): Selection {
  return { ...EXAMPLE_SELECTION, ...changes };
}

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error, got a result');
}

function withModel(change: (model: ConfiguratorData) => void): ConfiguratorData {
  const model = structuredClone(EXAMPLE_MODEL);
  change(model);
  return model;
}

/** Lines of worked example A, in model order. */
const EXAMPLE_LINES = [
  { subStepSlug: 'mixhead', value: 'mh-18', price: 5100 },
  { subStepSlug: 'boom', value: 'boom-2m', price: 1850.5 },
  { subStepSlug: 'agitator', value: 'agitator-poly', price: 980 },
  { subStepSlug: 'agitator', value: 'agitator-iso', price: 980 },
  { subStepSlug: 'heating', value: 'heat-poly', price: 1200 },
  { subStepSlug: 'level', value: 'level-digital', price: 640 },
];

describe('priceConfiguration', () => {
  it('has the default discount rate (0.5 % per priced option)', () => {
    expect(DEFAULT_DISCOUNT_RATE_PER_OPTION).toBe(0.005);
  });

  const cases: {
    name: string;
    selection: Selection;
    discount?: boolean;
    rate?: number;
    expected: Omit<PriceResult, 'pending'>;
  }[] = [
    {
      name: 'worked example A: package, dependsOn dosing line, discount rounded half away from zero',
      selection: EXAMPLE_SELECTION,
      discount: true,
      // discount = 0.005 × 6 × (48 500 + 10 750.50) = 1 777.515 → 1 777.52
      expected: {
        base: 48500,
        options: EXAMPLE_LINES,
        packageEffect: 260,
        discount: 1777.52,
        total: 57212.98,
      },
    },
    {
      name: 'the same without discount',
      selection: EXAMPLE_SELECTION,
      expected: { base: 48500, options: EXAMPLE_LINES, packageEffect: 260, discount: 0, total: 58990.5 },
    },
    {
      name: 'options of a package also selected by hand count once',
      selection: select({
        values: { ...EXAMPLE_SELECTION.values, agitator: ['agitator-poly'], heating: ['heat-poly'] },
      }),
      discount: true,
      expected: {
        base: 48500,
        options: EXAMPLE_LINES,
        packageEffect: 260,
        discount: 1777.52,
        total: 57212.98,
      },
    },
    {
      name: 'agency country: agency base price, PED mapping not used',
      selection: select({ country: 'MX' }),
      expected: { base: 52900, options: EXAMPLE_LINES, packageEffect: 260, discount: 0, total: 63390.5 },
    },
    {
      name: 'other PED: base price of that PED',
      selection: select({ country: 'GB' }),
      expected: { base: 49900, options: EXAMPLE_LINES, packageEffect: 260, discount: 0, total: 60390.5 },
    },
    {
      name: 'larger day tank: base, heating and package effect follow it',
      selection: select({ dayTank: 'dt-250' }),
      expected: {
        base: 51200,
        options: EXAMPLE_LINES.map((line) => (line.value === 'heat-poly' ? { ...line, price: 1750 } : line)),
        packageEffect: 810,
        discount: 0,
        total: 61690.5,
      },
    },
    {
      name: 'dependsOn a sub-step: solvent flush priced by the chosen mixhead',
      selection: select({ values: { mixhead: ['mh-12'], cleaning: ['solvent-flush'] } }),
      discount: true,
      // discount = 0.005 × 2 × (48 500 + 4 650) = 531.50
      expected: {
        base: 48500,
        options: [
          { subStepSlug: 'mixhead', value: 'mh-12', price: 4200 },
          { subStepSlug: 'cleaning', value: 'solvent-flush', price: 450 },
        ],
        packageEffect: 0,
        discount: 531.5,
        total: 52618.5,
      },
    },
    {
      name: 'discount with only unpriced (null) and zero-priced options is 0',
      selection: select({ values: { boom: ['boom-none'], level: ['level-analog'] } }),
      discount: true,
      expected: {
        base: 48500,
        options: [
          { subStepSlug: 'boom', value: 'boom-none', price: null },
          { subStepSlug: 'level', value: 'level-analog', price: 0 },
        ],
        packageEffect: 0,
        discount: 0,
        total: 48500,
      },
    },
    {
      name: 'discount counts only priced options: n = 1',
      selection: select({ values: { mixhead: ['mh-12'], boom: ['boom-none'], level: ['level-analog'] } }),
      discount: true,
      // 0.005 × 1 × (48 500 + 4 200) = 263.50
      expected: {
        base: 48500,
        options: [
          { subStepSlug: 'mixhead', value: 'mh-12', price: 4200 },
          { subStepSlug: 'boom', value: 'boom-none', price: null },
          { subStepSlug: 'level', value: 'level-analog', price: 0 },
        ],
        packageEffect: 0,
        discount: 263.5,
        total: 52436.5,
      },
    },
    {
      name: 'custom discount rate 1 %',
      selection: EXAMPLE_SELECTION,
      discount: true,
      rate: 0.01,
      // 0.01 × 6 × 59 250.50 = 3 555.03
      expected: {
        base: 48500,
        options: EXAMPLE_LINES,
        packageEffect: 260,
        discount: 3555.03,
        total: 55435.47,
      },
    },
    {
      name: 'a rate without discount switched on changes nothing',
      selection: EXAMPLE_SELECTION,
      rate: 0.01,
      expected: { base: 48500, options: EXAMPLE_LINES, packageEffect: 260, discount: 0, total: 58990.5 },
    },
    {
      name: 'package without a price: its options are charged, no package effect',
      selection: select({ values: { mixhead: ['mh-12'], package: ['starter'] } }),
      expected: {
        base: 48500,
        options: [
          { subStepSlug: 'mixhead', value: 'mh-12', price: 4200 },
          { subStepSlug: 'level', value: 'level-digital', price: 640 },
        ],
        packageEffect: 0,
        discount: 0,
        total: 53340,
      },
    },
    {
      name: 'free input of a text field is not priced',
      selection: select({ values: { notes: ['Deliver to hall 3'] } }),
      expected: { base: 48500, options: [], packageEffect: 0, discount: 0, total: 48500 },
    },
    {
      name: 'a value selected twice counts once',
      selection: select({ values: { agitator: ['agitator-iso', 'agitator-iso'] } }),
      discount: true,
      // 0.005 × 1 × 49 480 = 247.40
      expected: {
        base: 48500,
        options: [{ subStepSlug: 'agitator', value: 'agitator-iso', price: 980 }],
        packageEffect: 0,
        discount: 247.4,
        total: 49232.6,
      },
    },
  ];

  it.each(cases)('$name', ({ selection, discount, rate, expected }) => {
    const options = {
      ...(discount ? { discount } : {}),
      ...(rate === undefined ? {} : { discountRatePerOption: rate }),
    };
    expect(priceConfiguration(EXAMPLE_MODEL, selection, options)).toEqual({ ...expected, pending: [] });
  });

  it('prices a selection that filters hide unless asked to be strict', () => {
    const hidden = select({ values: { mixhead: ['mh-24'] } });
    expect(priceConfiguration(EXAMPLE_MODEL, hidden).total).toBe(55900);
    expect(errorOf(() => priceConfiguration(EXAMPLE_MODEL, hidden, { strict: true }))).toMatchObject({
      code: 'INVALID_SELECTION',
      details: { invalid: [{ subStepSlug: 'mixhead', value: 'mh-24', reason: 'hiddenByFilter' }] },
    });
    expect(priceConfiguration(EXAMPLE_MODEL, EXAMPLE_SELECTION, { strict: true }).total).toBe(58990.5);
    const gone = select({ values: { mixhead: ['mh-99'] } });
    expect(errorOf(() => priceConfiguration(EXAMPLE_MODEL, gone, { strict: true }))).toMatchObject({
      code: 'UNKNOWN_VALUE',
    });
  });

  it('rounds a discount of exactly half a cent away from zero, also for credits', () => {
    const model = withModel((m) => {
      const mixhead = m.steps[0]?.subSteps[0]?.options.data[0];
      if (mixhead) mixhead.price = -48400.9; // a credit: base + options = 99.10 EUR
    });
    // 0.005 × 1 × 9 910 cents = 49.55 cents → 50 cents
    const result = priceConfiguration(model, select({ values: { mixhead: ['mh-12'] } }), { discount: true });
    expect(result).toMatchObject({ discount: 0.5, total: 98.6 });
  });

  const errorCases: {
    name: string;
    model?: ConfiguratorData;
    selection: Selection;
    rate?: number;
    code: string;
  }[] = [
    { name: 'unknown dosing line', selection: select({ dosingLine: 'ml-99' }), code: 'MISSING_BASE_PRICE' },
    { name: 'country without PED', selection: select({ country: 'JP' }), code: 'MISSING_BASE_PRICE' },
    { name: 'no country chosen', selection: select({ country: '' }), code: 'MISSING_BASE_PRICE' },
    {
      name: 'agency country without agency price for the day tank',
      selection: select({ country: 'BR', dayTank: 'dt-250' }),
      code: 'MISSING_BASE_PRICE',
    },
    {
      name: 'dependsOn with nothing chosen',
      selection: select({ values: { cleaning: ['solvent-flush'] } }),
      code: 'MISSING_DEPENDS_ON',
    },
    {
      name: 'dependsOn with a choice the price table lacks',
      model: withModel((m) => {
        const mh18 = m.steps[0]?.subSteps[0]?.options.data[1];
        if (mh18) mh18.price = { dependsOn: 'dosingLine', prices: { 'ml-40': 5600 } };
      }),
      selection: EXAMPLE_SELECTION,
      code: 'MISSING_PRICE',
    },
    {
      name: 'value the sub-step does not offer',
      selection: select({ values: { mixhead: ['mh-99'] } }),
      code: 'UNKNOWN_VALUE',
    },
    {
      name: 'sub-step the model lacks',
      selection: select({ values: { colour: ['red'] } }),
      code: 'UNKNOWN_VALUE',
    },
    {
      name: 'unknown package',
      selection: select({ values: { package: ['deluxe'] } }),
      code: 'UNKNOWN_VALUE',
    },
    {
      name: 'package that resolves to a removed option',
      model: withModel((m) => {
        const comfort = m.steps[2]?.subSteps[0]?.options.data[0];
        if (comfort) comfort.packageOptions = [{ slug: 'agitator', optionIds: ['agitator-gone'] }];
      }),
      selection: EXAMPLE_SELECTION,
      code: 'UNKNOWN_VALUE',
    },
    {
      name: 'price that is not a number',
      model: withModel((m) => {
        const boom = m.steps[0]?.subSteps[1]?.options.data[1];
        if (boom) boom.price = Number.NaN;
      }),
      selection: EXAMPLE_SELECTION,
      code: 'INVALID_PRICE',
    },
    {
      name: 'negative discount rate',
      selection: EXAMPLE_SELECTION,
      rate: -0.005,
      code: 'INVALID_DISCOUNT_RATE',
    },
    { name: 'discount rate above 1', selection: EXAMPLE_SELECTION, rate: 5, code: 'INVALID_DISCOUNT_RATE' },
    {
      name: 'discount rate NaN',
      selection: EXAMPLE_SELECTION,
      rate: Number.NaN,
      code: 'INVALID_DISCOUNT_RATE',
    },
  ];

  it.each(errorCases)('fails with $code: $name', ({ model, selection, rate, code }) => {
    const error = errorOf(() =>
      priceConfiguration(model ?? EXAMPLE_MODEL, selection, {
        discount: true,
        ...(rate === undefined ? {} : { discountRatePerOption: rate }),
      }),
    );
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({ code, name: 'PricingError' });
    expect((error as Error).message.length).toBeGreaterThan(10);
  });

  it('names what is missing in the error', () => {
    const error = errorOf(() =>
      priceConfiguration(EXAMPLE_MODEL, select({ values: { cleaning: ['solvent-flush'] } })),
    );
    expect(error).toMatchObject({
      code: 'MISSING_DEPENDS_ON',
      details: { subStepSlug: 'cleaning', value: 'solvent-flush', dependsOn: 'mixhead' },
    });
    expect((error as Error).message).toContain('mixhead');
  });
});

describe('a price that waits for another choice (allowPending)', () => {
  const waiting = select({ values: { ...EXAMPLE_SELECTION.values, cleaning: ['solvent-flush'] } });
  const withoutMixhead = select({ values: { cleaning: ['solvent-flush'], level: ['level-digital'] } });

  it('prices what is known and lists the waiting line with the least it can cost', () => {
    const known = priceConfiguration(EXAMPLE_MODEL, select({ values: { level: ['level-digital'] } }));
    const result = priceConfiguration(EXAMPLE_MODEL, withoutMixhead, { allowPending: true });
    expect(result.total).toBe(known.total);
    expect(result.pending).toEqual([
      { subStepSlug: 'cleaning', value: 'solvent-flush', dependsOn: 'mixhead', from: 450 },
    ]);
    expect(result.options).toContainEqual({
      subStepSlug: 'cleaning',
      value: 'solvent-flush',
      price: null,
      waitsFor: 'mixhead',
    });
  });

  it('has nothing pending once the choice is made, and prices the line as before', () => {
    const result = priceConfiguration(EXAMPLE_MODEL, waiting, { allowPending: true });
    expect(result.pending).toEqual([]);
    expect(result).toEqual(priceConfiguration(EXAMPLE_MODEL, waiting));
  });

  it('still refuses the waiting price without allowPending, and when strict (a quote is complete)', () => {
    expect(errorOf(() => priceConfiguration(EXAMPLE_MODEL, withoutMixhead))).toMatchObject({
      code: 'MISSING_DEPENDS_ON',
    });
    expect(
      errorOf(() => priceConfiguration(EXAMPLE_MODEL, withoutMixhead, { strict: true, allowPending: true })),
    ).toMatchObject({ code: 'MISSING_DEPENDS_ON' });
  });
});

describe('resolveBasePrice', () => {
  it.each([
    { country: 'DE', expected: { price: 48500, pedId: 'ped-eu', agency: false } },
    { country: 'FR', expected: { price: 48500, pedId: 'ped-eu', agency: false } },
    { country: 'GB', expected: { price: 49900, pedId: 'ped-ukca', agency: false } },
    { country: 'MX', expected: { price: 52900, pedId: 'ped-none', agency: true } },
    { country: 'BR', expected: { price: 52900, pedId: 'ped-none', agency: true } },
  ])('$country → $expected.price', ({ country, expected }) => {
    expect(resolveBasePrice(EXAMPLE_MODEL, select({ country }))).toEqual(expected);
  });
});

describe('edge cases found in review', () => {
  const sub = (
    slug: string,
    fieldType: 'select' | 'radio' | 'checkbox',
    data: ConfiguratorData['steps'][number]['subSteps'][number]['options']['data'],
  ) => ({
    slug,
    title: slug,
    options: { fieldType, data },
  });
  const model = (extra: ConfiguratorData['steps']): ConfiguratorData => ({
    steps: extra,
    basePrices: [{ machineVersionId: 'dl', pedId: 'ped', dayTankId: 'dt', price: 1000 }],
    agencyBasePrices: [],
    agencyIsos: [],
    pedOverride: 'ped',
    countryPeds: { DE: 'ped' },
  });
  const selection = (values: Record<string, string[]>): Selection => ({
    values,
    dosingLine: 'dl',
    country: 'DE',
    dayTank: 'dt',
  });

  it('keys a dependsOn price by the first chosen value in model order, whatever the click order', () => {
    const data = model([
      {
        slug: 'extras',
        title: 'Extras',
        subSteps: [
          sub('a', 'checkbox', [
            { value: 'a1', label: 'A1', price: 1 },
            { value: 'a2', label: 'A2', price: 2 },
          ]),
          sub('b', 'select', [
            { value: 'b1', label: 'B1', price: { dependsOn: 'a', prices: { a1: 10, a2: 20 } } },
          ]),
        ],
      },
    ]);
    const forward = priceConfiguration(data, selection({ a: ['a1', 'a2'], b: ['b1'] }));
    const backward = priceConfiguration(data, selection({ a: ['a2', 'a1'], b: ['b1'] }));
    expect(forward.total).toBe(1013);
    expect(backward.total).toBe(1013);
  });

  it('counts an option listed twice in one package once in the package effect', () => {
    const data = model([
      {
        slug: 'extras',
        title: 'Extras',
        subSteps: [
          sub('a', 'checkbox', [
            { value: 'a1', label: 'A1', price: 100 },
            { value: 'a2', label: 'A2', price: 50 },
          ]),
        ],
      },
      {
        slug: 'packages',
        title: 'Packages',
        subSteps: [
          sub('pack', 'checkbox', [
            {
              value: 'p',
              label: 'P',
              price: 120,
              packageOptions: [
                { slug: 'a', optionIds: ['a1', 'a1', 'a2'] },
                { slug: 'a', optionIds: ['a2'] },
              ],
            },
          ]),
        ],
      },
    ]);
    const result = priceConfiguration(data, selection({ pack: ['p'] }));
    expect(result.packageEffect).toBe(30);
    expect(result.total).toBe(1120);
  });
});
