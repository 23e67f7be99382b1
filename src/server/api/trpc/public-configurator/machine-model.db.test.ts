import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceOffers } from '../../../../domain/configurator/choices.ts';
import { defaultSelection } from '../../../../domain/configurator/defaults.ts';
import { EXAMPLE_CHOICES, EXAMPLE_MODEL } from '../../../../domain/configurator/testing/example-model.ts';
import type { ConfiguratorData, Option } from '../../../../domain/configurator/types.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcCaller } from '../../../testing/trpc-caller.ts';

/** The example model with a keyed default: digital level sensing for British and Brazilian destinations. */
function withKeyedDefault(): ConfiguratorData {
  const model: ConfiguratorData = structuredClone(EXAMPLE_MODEL);
  const level = model.steps.flatMap((step) => step.subSteps).find((subStep) => subStep.slug === 'level');
  const options = level?.options.data as Option[];
  const analog = options.find((option) => option.value === 'level-analog');
  const digital = options.find((option) => option.value === 'level-digital');
  if (!analog || !digital) throw new Error('the example model has no level sensing options');
  analog.default = true;
  digital.defaultWhen = { country: ['GB', 'BR'], dosingLine: ['ml-40'] };
  return model;
}

describe(`publicConfigurator.machineModel: keyed defaults (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let keyed: TestConfigurator;
  let plain: TestConfigurator;
  const anonymous = () => trpcCaller(handle.db).publicConfigurator;
  const levelOptions = async (slug: string) => {
    const model = await anonymous().machineModel({ slug, locale: 'en' });
    const level = model.steps.flatMap((step) => step.subSteps).find((subStep) => subStep.slug === 'level');
    return { model, options: level?.options.data ?? [] };
  };

  beforeAll(async () => {
    handle = await createTestDb();
    keyed = await insertTestConfigurator(handle.db, { slug: 'keyed-machine', model: withKeyedDefault() });
    plain = await insertTestConfigurator(handle.db, { slug: 'plain-machine' });
  });
  afterAll(() => handle.close());

  it('serves a stored defaultWhen with the option, its dosing lines as the served ids', async () => {
    const { options } = await levelOptions(keyed.slug);
    const digital = options.find((option) => option.value === 'level-digital');
    expect(digital?.defaultWhen).toEqual({ country: ['GB', 'BR'], dosingLine: [keyed.ids.get('ml-40')] });
    const analog = options.find((option) => option.value === 'level-analog');
    expect(analog?.default).toBe(true);
    expect(analog).not.toHaveProperty('defaultWhen');
  });

  it('serves no defaultWhen where none is stored', async () => {
    const { options } = await levelOptions(plain.slug);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).not.toHaveProperty('defaultWhen');
  });

  it('the served model starts a British ML 40 machine on the keyed default, a German one on the plain', async () => {
    const { model } = await levelOptions(keyed.slug);
    const ml40 = keyed.ids.get('ml-40');
    expect(defaultSelection(model, { country: 'GB', dosingLine: ml40 }).values.level).toEqual([
      'level-digital',
    ]);
    expect(defaultSelection(model, { country: 'DE', dosingLine: ml40 }).values.level).toEqual([
      'level-analog',
    ]);
  });
});

/** The example machine whose mixheads stand for catalogue mixheads, and whose ML 20 says what it delivers. */
function withMixheadRanges(): { model: ConfiguratorData; choices: ChoiceOffers } {
  const model: ConfiguratorData = structuredClone(EXAMPLE_MODEL);
  const mixhead = model.steps.flatMap((step) => step.subSteps).find((subStep) => subStep.slug === 'mixhead');
  for (const option of mixhead?.options.data ?? []) {
    if (option.value === 'mh-12') option.output = { minGPerS: 20, maxGPerS: 160 };
    if (option.value === 'mh-18') option.output = { minGPerS: 60, maxGPerS: 450 };
  }
  const descriptions: Record<string, string> = {
    'ml-20': '66–1,170 g/s with two AXP 12 pumps.',
    'ml-40': 'For ratios near 100:100.',
  };
  const choices: ChoiceOffers = {
    ...EXAMPLE_CHOICES,
    dosingLines: EXAMPLE_CHOICES.dosingLines.map((line) => ({ ...line, description: descriptions[line.id] })),
  };
  return { model, choices };
}

describe(`publicConfigurator.machineModel: output figures (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db, { slug: 'ranged-machine', ...withMixheadRanges() });
  });
  afterAll(() => handle.close());

  it('serves the output range of the catalogue mixhead an option stands for, and none on other options', async () => {
    const model = await trpcCaller(handle.db).publicConfigurator.machineModel({
      slug: machine.slug,
      locale: 'en',
    });
    const options = model.steps.flatMap((step) => step.subSteps).flatMap((subStep) => subStep.options.data);
    const output = Object.fromEntries(options.map((option) => [option.value, option.output]));
    expect(output['mh-12']).toEqual({ minGPerS: 20, maxGPerS: 160 });
    expect(output['mh-18']).toEqual({ minGPerS: 60, maxGPerS: 450 });
    for (const option of options.filter((o) => o.value !== 'mh-12' && o.value !== 'mh-18'))
      expect(option, option.value).not.toHaveProperty('output');
  });

  it('serves a dosing line text with g/s figures also at 60 Hz, and none for a text without any', async () => {
    const model = await trpcCaller(handle.db).publicConfigurator.machineModel({
      slug: machine.slug,
      locale: 'en',
    });
    const [ml20, ml40] = model.choices.dosingLines;
    expect(ml20?.description).toBe('66–1,170 g/s with two AXP 12 pumps.');
    // 66 × 1.2 = 79.2, 1170 × 1.2 = 1404
    expect(ml20?.description60Hz).toBe('79–1,404 g/s with two AXP 12 pumps.');
    expect(ml40?.description).toBe('For ratios near 100:100.');
    expect(ml40).not.toHaveProperty('description60Hz');
  });
});
