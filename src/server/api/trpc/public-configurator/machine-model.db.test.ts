import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSelection } from '../../../../domain/configurator/defaults.ts';
import { EXAMPLE_MODEL } from '../../../../domain/configurator/testing/example-model.ts';
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
