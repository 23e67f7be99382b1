import { describe, expect, it } from 'vitest';
import { type CheckableModel, checkConfiguratorModel, type ModelFinding, severityOf } from './model-check.ts';
import type { Option, SubStep } from './types.ts';

function soundModel(): CheckableModel {
  const dayTankPrices = { 'dt-60': 1200, 'dt-250': 1750 };
  return {
    machine: 'demo',
    data: {
      steps: [
        {
          slug: 'mixing',
          title: 'Mixing',
          subSteps: [
            {
              slug: 'mixhead',
              title: 'Mixhead',
              options: {
                fieldType: 'radio',
                data: [
                  { value: 'mh-s', label: 'MH S', price: 4200 },
                  {
                    value: 'mh-l',
                    label: 'MH L',
                    price: { dependsOn: 'dosingLine', prices: { 'l-20': 5100, 'l-40': 5600 } },
                    filter: { dosingLine: ['l-40'] },
                  },
                ],
              },
            },
            {
              slug: 'boom',
              title: 'Boom',
              options: {
                fieldType: 'checkbox',
                data: [
                  {
                    value: 'boom-2m',
                    label: 'Boom 2 m',
                    price: { dependsOn: 'mixhead', prices: { 'mh-s': 1500, 'mh-l': 1850 } },
                    filter: { mixhead: ['mh-l'] },
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'supply',
          title: 'Supply',
          subSteps: [
            {
              slug: 'heating',
              title: 'Heating',
              options: {
                fieldType: 'checkbox',
                data: [
                  {
                    value: 'heat-poly',
                    label: 'Heating poly',
                    price: { dependsOn: 'dayTank', prices: dayTankPrices },
                  },
                ],
              },
            },
            {
              slug: 'level',
              title: 'Level',
              options: {
                fieldType: 'radio',
                data: [
                  { value: 'level-analog', label: 'Analog', price: 0 },
                  { value: 'level-digital', label: 'Digital', price: 640 },
                ],
              },
            },
            { slug: 'notes', title: 'Notes', options: { fieldType: 'text', data: [] } },
          ],
        },
        {
          slug: 'packages',
          title: 'Packages',
          subSteps: [
            {
              slug: 'package',
              title: 'Package',
              options: {
                fieldType: 'checkbox',
                data: [
                  {
                    value: 'comfort',
                    label: 'Comfort',
                    price: 1500,
                    packageOptions: [
                      { slug: 'heating', optionIds: ['heat-poly'] },
                      { slug: 'level', optionIds: ['level-digital'] },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
      basePrices: ['l-20', 'l-40'].flatMap((machineVersionId, i) =>
        ['ped-eu', 'ped-uk'].flatMap((pedId) =>
          ['dt-60', 'dt-250'].map((dayTankId) => ({
            machineVersionId,
            pedId,
            dayTankId,
            price: 40000 + i * 9000,
          })),
        ),
      ),
      agencyBasePrices: ['l-20', 'l-40'].flatMap((machineVersionId) =>
        ['dt-60', 'dt-250'].map((dayTankId) => ({ machineVersionId, dayTankId, price: 52000 })),
      ),
      agencyIsos: ['MX'],
      pedOverride: 'ped-eu',
      countryPeds: { DE: 'ped-eu', GB: 'ped-uk' },
    },
    choices: { dosingLine: ['l-20', 'l-40'], country: ['DE', 'GB', 'MX'], dayTank: ['dt-60', 'dt-250'] },
    locales: ['de', 'ja'],
    texts: [
      { key: 'step.mixing', where: 'step mixing', translations: { de: 'Mischen', ja: '混合' } },
      {
        key: 'option.mh-s',
        where: 'option mixhead/mh-s',
        translations: { de: 'MK S', ja: 'ミキシングヘッド S' },
      },
    ],
  };
}

function subStep(model: CheckableModel, slug: string): SubStep {
  for (const step of model.data.steps) {
    const found = step.subSteps.find((candidate) => candidate.slug === slug);
    if (found) return found;
  }
  throw new Error(`no sub-step ${slug}`);
}

function option(model: CheckableModel, slug: string, value: string): Option {
  const found = subStep(model, slug).options.data.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`no option ${slug}/${value}`);
  return found;
}

const codes = (findings: ModelFinding[]) => findings.map((finding) => finding.code);

describe('checkConfiguratorModel', () => {
  it('finds nothing in a sound model', () => {
    expect(checkConfiguratorModel(soundModel())).toEqual([]);
  });

  it('finds a filter key that names nothing, and one that names a free-text sub-step', () => {
    const model = soundModel();
    option(model, 'boom', 'boom-2m').filter = { mixhed: ['mh-l'] };
    option(model, 'level', 'level-digital').filter = { notes: ['x'] };
    const findings = checkConfiguratorModel(model);
    expect(findings).toMatchObject([
      { code: 'DANGLING_FILTER_KEY', subStepSlug: 'boom', value: 'boom-2m', key: 'mixhed' },
      { code: 'DANGLING_FILTER_KEY', subStepSlug: 'level', value: 'level-digital', key: 'notes' },
    ]);
    expect(findings[0]?.message).toBe(
      'demo: option "boom-2m" of "boom" is filtered by "mixhed", which is neither a choice sub-step nor a base choice.',
    );
  });

  it('finds keyed defaults (defaultWhen) that name what the model does not have', () => {
    const model = soundModel();
    option(model, 'boom', 'boom-2m').defaultWhen = { contry: ['US'] };
    option(model, 'level', 'level-digital').defaultWhen = { country: ['DE', 'XX'] };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_DEFAULT_KEY', subStepSlug: 'boom', value: 'boom-2m', key: 'contry' },
      { code: 'DANGLING_DEFAULT_VALUE', subStepSlug: 'level', key: 'country', missing: ['XX'] },
    ]);
  });

  it('finds starters that choose what the model does not have, and a lead time that cannot be', () => {
    const model = soundModel();
    const panel = {
      slug: 'panel',
      title: 'Panel line',
      selection: { dosingLine: 'l-40', values: { mixhead: ['mh-l'] } },
    };
    model.data.starters = [panel];
    model.data.leadTimeWeeks = { min: 8, max: 12 };
    expect(checkConfiguratorModel(model)).toEqual([]);
    model.data.starters.push({
      slug: 'lab',
      title: 'Laboratory',
      selection: { dosingLine: 'l-99', values: { mixhead: ['mh-xl'], hoses: ['h'] } },
    });
    model.data.leadTimeWeeks = { min: 12, max: 8 };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_STARTER_VALUE', key: 'dosingLine', missing: ['l-99'] },
      { code: 'DANGLING_STARTER_VALUE', subStepSlug: 'mixhead', key: 'lab', missing: ['mh-xl'] },
      { code: 'DANGLING_STARTER_VALUE', subStepSlug: 'hoses', key: 'lab', missing: ['h'] },
      { code: 'INVALID_LEAD_TIME' },
    ]);
  });

  it("takes a default keyed on the visitor's language, and finds a language the interface has not", () => {
    const model = soundModel();
    option(model, 'boom', 'boom-2m').defaultWhen = { language: ['de', 'ja'] };
    expect(checkConfiguratorModel(model)).toEqual([]);
    option(model, 'boom', 'boom-2m').defaultWhen = { language: ['de', 'fr'] };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_DEFAULT_VALUE', subStepSlug: 'boom', key: 'language', missing: ['fr'] },
    ]);
  });

  it('finds filter values the key does not offer', () => {
    const model = soundModel();
    option(model, 'boom', 'boom-2m').filter = { mixhead: ['mh-l', 'mh-xl'] };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_FILTER_VALUE', key: 'mixhead', missing: ['mh-xl'] },
    ]);
  });

  it('finds package options that point to a missing sub-step or value', () => {
    const model = soundModel();
    option(model, 'package', 'comfort').packageOptions = [
      { slug: 'heating', optionIds: ['heat-poly', 'heat-iso'] },
      { slug: 'cooling', optionIds: ['cool-poly'] },
      { slug: 'dosingLine', optionIds: ['l-20'] },
    ];
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_PACKAGE_OPTION', subStepSlug: 'package', key: 'heating', missing: ['heat-iso'] },
      { code: 'DANGLING_PACKAGE_OPTION', key: 'cooling', missing: ['cool-poly'] },
      { code: 'DANGLING_PACKAGE_OPTION', key: 'dosingLine' },
    ]);
  });

  it('finds options no finished configuration shows, also through a chain of filters', () => {
    const model = soundModel();
    // mh-l needs a dosing line the machine does not offer, so the boom that needs mh-l is gone too.
    option(model, 'mixhead', 'mh-l').filter = { dosingLine: ['l-99'] };
    const findings = checkConfiguratorModel(model);
    expect(codes(findings)).toEqual(['DANGLING_FILTER_VALUE', 'UNREACHABLE_OPTION', 'UNREACHABLE_OPTION']);
    expect(findings.slice(1)).toMatchObject([
      { subStepSlug: 'mixhead', value: 'mh-l' },
      { subStepSlug: 'boom', value: 'boom-2m' },
    ]);
  });

  it('treats an empty checkbox sub-step as a finished choice, so filtering on it hides nothing for good', () => {
    const model = soundModel();
    // heating is a checkbox sub-step that may stay empty; level-digital can always be shown then.
    option(model, 'level', 'level-digital').filter = { heating: ['heat-poly'] };
    option(model, 'heating', 'heat-poly').filter = { dayTank: ['dt-999'] };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_FILTER_VALUE', value: 'heat-poly' },
      { code: 'UNREACHABLE_OPTION', value: 'heat-poly' },
    ]);
  });

  it('finds two radio options that can only be shown with each other', () => {
    const model = soundModel();
    option(model, 'mixhead', 'mh-s').filter = { level: ['level-digital'] };
    option(model, 'mixhead', 'mh-l').filter = { level: ['level-digital'] };
    option(model, 'level', 'level-digital').filter = { mixhead: ['mh-x-never'] };
    option(model, 'level', 'level-analog').filter = { mixhead: ['mh-x-never'] };
    const unreachable = checkConfiguratorModel(model).filter((f) => f.code === 'UNREACHABLE_OPTION');
    expect(unreachable.map((f) => `${f.subStepSlug}/${f.value}`)).toEqual([
      'mixhead/mh-s',
      'mixhead/mh-l',
      'boom/boom-2m',
      'level/level-analog',
      'level/level-digital',
    ]);
  });

  it('finds dosing lines without a base price or an agency price', () => {
    const model = soundModel();
    model.data.basePrices = model.data.basePrices.filter(
      (p) => !(p.machineVersionId === 'l-40' && p.pedId === 'ped-uk' && p.dayTankId === 'dt-250'),
    );
    model.data.agencyBasePrices = model.data.agencyBasePrices.filter((p) => p.machineVersionId !== 'l-20');
    expect(checkConfiguratorModel(model)).toEqual([
      {
        code: 'MISSING_AGENCY_PRICE',
        message: 'demo: dosing line l-20 has no agency price for day tank dt-60, dt-250.',
        dosingLine: 'l-20',
        missing: ['dt-60', 'dt-250'],
      },
      {
        code: 'MISSING_BASE_PRICE',
        message: 'demo: dosing line l-40 has no base price for PED × day tank ped-uk × dt-250.',
        dosingLine: 'l-40',
        missing: ['ped-uk × dt-250'],
      },
    ]);
  });

  it('finds a non-agency country without a PED, and needs no agency prices without agency countries', () => {
    const model = soundModel();
    model.choices = { ...model.choices, country: ['DE', 'GB', 'FR'] };
    model.data.agencyBasePrices = [];
    expect(checkConfiguratorModel(model)).toMatchObject([{ code: 'UNMAPPED_COUNTRY', value: 'FR' }]);
  });

  it('finds prices that depend on nothing or miss a value', () => {
    const model = soundModel();
    option(model, 'mixhead', 'mh-s').price = { dependsOn: 'frame', prices: { a: 1 } };
    option(model, 'heating', 'heat-poly').price = { dependsOn: 'dayTank', prices: { 'dt-60': 1200 } };
    expect(checkConfiguratorModel(model)).toMatchObject([
      { code: 'DANGLING_DEPENDS_ON', value: 'mh-s', key: 'frame' },
      { code: 'INCOMPLETE_PRICE', value: 'heat-poly', key: 'dayTank', missing: ['dt-250'] },
    ]);
  });

  it('finds missing and blank translations per locale', () => {
    const model = soundModel();
    model.texts = [
      { key: 'step.mixing', where: 'step mixing', translations: { de: 'Mischen', ja: '  ' } },
      { key: 'option.mh-s', where: 'option mixhead/mh-s', translations: {} },
    ];
    expect(checkConfiguratorModel(model)).toEqual([
      {
        code: 'MISSING_TRANSLATION',
        message: 'demo: step mixing has no ja translation (key step.mixing).',
        key: 'step.mixing',
        locale: 'ja',
      },
      expect.objectContaining({ key: 'option.mh-s', locale: 'de' }),
      expect.objectContaining({ key: 'option.mh-s', locale: 'ja' }),
    ]);
  });

  it('warns about the options of a visual sub-step that no part model shows, and only of those', () => {
    const model = soundModel();
    const findingsWith = (partLinks: string[]) => checkConfiguratorModel({ ...model, partLinks });
    // Frames, base choices and links to what the model lacks make no sub-step visual.
    expect(
      findingsWith(['always', 'dosingLine=l-20', 'dayTank=dt-60', 'level=level-gone', 'notes=x']),
    ).toEqual([]);
    // One option of "mixhead" shows a part: the other is warned about; "heating" has one option only.
    const findings = findingsWith(['always', 'mixhead=mh-s', 'heating=heat-poly']);
    expect(findings).toEqual([
      {
        code: 'OPTION_WITHOUT_PART',
        message:
          'demo: option "mh-l" of "mixhead" shows no part model, though other options of "mixhead" do: the 3D preview does not change when it is chosen. Give it a part, or name it on an always-shown part if it rightly adds nothing.',
        subStepSlug: 'mixhead',
        value: 'mh-l',
      },
    ]);
    expect(severityOf(findings[0] as ModelFinding)).toBe('warning');
    expect(findingsWith(['mixhead=mh-s', 'mixhead=mh-l', 'level=level-digital']).map((f) => f.value)).toEqual(
      ['level-analog'],
    );
  });
});
