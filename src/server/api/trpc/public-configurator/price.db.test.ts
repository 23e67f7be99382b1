import type { Logger } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakdownInCents } from '../../../../domain/configurator/price-breakdown.ts';
import { priceConfiguration } from '../../../../domain/configurator/pricing.ts';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { appSettings } from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { caughtUp, createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcFailure as failure, TEST_SALES_USER, trpcCaller } from '../../../testing/trpc-caller.ts';

const queries: string[] = [];
const logger: Logger = { logQuery: (query) => queries.push(query) };

describe(`publicConfigurator.price (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  const anonymous = () => trpcCaller(handle.db).publicConfigurator;
  const example = (changes: Partial<Selection> = {}) =>
    machine.selection({ ...EXAMPLE_SELECTION, ...changes });

  beforeAll(async () => {
    handle = await createTestDb({ logger });
    machine = await insertTestConfigurator(handle.db);
  });
  afterAll(() => handle.close());

  it('prices example A as docs/domain.md does, in cents with the currency', async () => {
    const price = await anonymous().price({ slug: machine.slug, selection: example() });
    expect(price).toEqual({
      currency: 'EUR',
      base: 4_850_000,
      options: [
        { subStepSlug: 'mixhead', value: 'mh-18', price: 510_000 },
        { subStepSlug: 'boom', value: 'boom-2m', price: 185_050 },
        { subStepSlug: 'agitator', value: 'agitator-poly', price: 98_000 },
        { subStepSlug: 'agitator', value: 'agitator-iso', price: 98_000 },
        { subStepSlug: 'heating', value: 'heat-poly', price: 120_000 },
        { subStepSlug: 'level', value: 'level-digital', price: 64_000 },
      ],
      packageEffect: 26_000,
      discount: 0,
      pending: [],
      total: 5_899_050,
    });
  });

  it('equals the domain function on the model the browser gets, for several selections', async () => {
    const model = await anonymous().machineModel({ slug: machine.slug, locale: 'en' });
    const selections = [
      example(),
      example({ dayTank: 'dt-250' }),
      example({ dosingLine: 'ml-40', values: { mixhead: ['mh-24'], cleaning: ['solvent-flush'] } }),
      example({ country: 'GB', values: { boom: ['boom-none'], level: ['level-analog'] } }),
      example({ values: { package: ['starter', 'comfort'], notes: ['Deliver in May'] } }),
    ];
    for (const selection of selections) {
      const server = await anonymous().price({ slug: machine.slug, selection });
      expect(server).toEqual(breakdownInCents(priceConfiguration(model, selection, { strict: true })));
    }
  });

  it('serves a hot price from the cached model: no query at all', async () => {
    await anonymous().price({ slug: machine.slug, selection: example() });
    await caughtUp(handle);
    queries.length = 0;
    await anonymous().price({ slug: machine.slug, selection: example({ dayTank: 'dt-250' }) });
    expect(queries).toEqual([]);
  });

  it('refuses a selection that filters hide, naming the option and what it needs in words', async () => {
    const error = await failure(
      anonymous().price({
        slug: machine.slug,
        selection: example({ values: { mixhead: ['mh-12'], boom: ['boom-2m'] } }),
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('"Boom 2 m" in Boom (step Mixing)');
    expect(error.message).toContain('Needs MH 18 or MH 24 (Mixhead, step Mixing)');
  });

  it('refuses unknown options, unknown base choices and incomplete prices with BAD_REQUEST in words', async () => {
    const unknown = await failure(
      anonymous().price({ slug: machine.slug, selection: example({ values: { boom: ['boom-9m'] } }) }),
    );
    expect(unknown.code).toBe('BAD_REQUEST');
    expect(unknown.message).toContain('"boom-9m" is not an option of Boom (step Mixing)');
    const line = await failure(
      anonymous().price({ slug: machine.slug, selection: { ...example(), dosingLine: 'ml-99' } }),
    );
    expect(line.message).toContain('Dosing line "ml-99" is not offered');
    const dependsOn = await failure(
      anonymous().price({
        slug: machine.slug,
        selection: example({ values: { cleaning: ['solvent-flush'] } }),
      }),
    );
    expect(dependsOn.message).toContain(
      'The price of "Solvent flush" in Cleaning (step Mixing) depends on Mixhead',
    );
    const radio = await failure(
      anonymous().price({
        slug: machine.slug,
        selection: example({ values: { mixhead: ['mh-12', 'mh-18'] } }),
      }),
    );
    expect(radio.message).toContain('Mixhead (step Mixing) takes one value, not 2');
    const noBase = await failure(
      anonymous().price({ slug: machine.slug, selection: example({ country: 'GB', dayTank: 'dt-250' }) }),
    );
    expect(noBase.message).toContain(
      'There is no base price for ML 20 with Day tank 250 l for United Kingdom',
    );
  });

  it('refuses the discount outside sales mode, for visitors and signed-in users alike', async () => {
    for (const user of [null, TEST_SALES_USER]) {
      const error = await failure(
        trpcCaller(handle.db, { user }).publicConfigurator.price({
          slug: machine.slug,
          selection: example(),
          discount: true,
        }),
      );
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('The discount is available only in sales mode.');
    }
  });

  it('refuses an agency country outside sales mode: the local agency quotes the price', async () => {
    for (const user of [null, TEST_SALES_USER]) {
      const error = await failure(
        trpcCaller(handle.db, { user }).publicConfigurator.price({
          slug: machine.slug,
          selection: example({ country: 'MX' }),
        }),
      );
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toContain('Prices for Mexico are quoted by our local agency');
    }
    const model = await anonymous().machineModel({ slug: machine.slug, locale: 'en' });
    expect(model.agencyBasePrices).toEqual([]);
  });

  it('refuses anonymous callers while publicPrices is off; signed-in staff still get prices', async () => {
    await handle.db.insert(appSettings).values({ key: 'publicPrices', value: false });
    await caughtUp(handle);
    try {
      const error = await failure(anonymous().price({ slug: machine.slug, selection: example() }));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Prices are given on request. Please ask for a quote.');
      const staff = await trpcCaller(handle.db, { user: TEST_SALES_USER }).publicConfigurator.price({
        slug: machine.slug,
        selection: example(),
      });
      expect(staff.total).toBe(5_899_050);
    } finally {
      await handle.db.delete(appSettings).where(eq(appSettings.key, 'publicPrices'));
      await caughtUp(handle);
    }
  });

  it('answers NOT_FOUND for a machine without a configurator and BAD_REQUEST for malformed input', async () => {
    expect((await failure(anonymous().price({ slug: 'no-such-machine', selection: example() }))).code).toBe(
      'NOT_FOUND',
    );
    const bad = [
      { slug: 'Bad Slug', selection: example() },
      { slug: machine.slug, selection: { ...example(), country: 'de' } },
      { slug: machine.slug, selection: example({ values: { notes: ['a\u0000b'] } }) },
      { slug: machine.slug, selection: example({ values: { notes: ['\uD800'] } }) },
    ];
    for (const input of bad) {
      expect((await failure(anonymous().price(input as never))).code, JSON.stringify(input)).toBe(
        'BAD_REQUEST',
      );
    }
    // zod drops a `__proto__` key rather than copying it onto an object: no pollution, no 500.
    const values = JSON.parse('{"__proto__": ["x"]}');
    const plain = await anonymous().price({ slug: machine.slug, selection: { ...example(), values } });
    expect(plain.total).toBe(4_850_000);
  });

  it('gives the browser what pricing needs and nothing staff-only', async () => {
    const model = await anonymous().machineModel({ slug: machine.slug, locale: 'en' });
    const options = model.steps.flatMap((step) => step.subSteps.flatMap((sub) => sub.options.data));
    expect(options.some((option) => 'articleNumber' in option)).toBe(false);
    expect(model.basePrices.length).toBe(5);
    expect(model.countryPeds.DE).toBe(machine.ids.get('ped-eu'));
    expect(model.choices.dosingLines[0]?.output).toEqual({
      poly: { minCm3PerS: 60, maxCm3PerS: 300 },
      iso: { minCm3PerS: 30, maxCm3PerS: 150 },
    });
  });
});
