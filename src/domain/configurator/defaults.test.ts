import { describe, expect, it } from 'vitest';
import type { ConfiguratorModel } from './choices.ts';
import {
  countryForLocale,
  type DefaultOptions,
  defaultBaseChoices,
  defaultSelection,
  languageRegions,
  repairBaseChoices,
} from './defaults.ts';
import { initialSession, sessionReducer } from './session.ts';
import { EXAMPLE_CHOICES, EXAMPLE_CONFIGURATOR } from './testing/example-model.ts';

describe('smart defaults (docs/product.md#ux-errors)', () => {
  it.each([
    ['de', 'DE'],
    ['ja', 'JP'],
    ['zh', 'CN'],
    ['ko', 'KR'],
    ['cs', 'CZ'],
    ['de-AT', 'AT'],
    ['pt-BR', 'BR'],
    ['pt_br', 'BR'],
    ['en', undefined],
    ['', undefined],
  ])('the country of locale %s is %s', (locale, country) => {
    expect(countryForLocale(locale)).toBe(country);
  });

  it.each<{
    name: string;
    options: Parameters<typeof defaultBaseChoices>[1];
    expected: Record<string, string>;
  }>([
    {
      name: 'first dosing line, the locale country, the smallest tank',
      options: { locale: 'de' },
      expected: { dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60' },
    },
    {
      name: 'a locale whose country is not offered: the first non-agency country',
      options: { locale: 'ja' },
      expected: { dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60' },
    },
    {
      name: 'English says nothing about the country',
      options: { locale: 'en' },
      expected: { dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60' },
    },
    {
      name: 'an agency country from the locale is still the visitor’s country',
      options: { locale: 'pt-BR' },
      expected: { dosingLine: 'ml-20', country: 'BR', dayTank: 'dt-60' },
    },
    {
      name: 'a dosingLine URL parameter',
      options: { dosingLine: 'ml-40', locale: 'de' },
      expected: { dosingLine: 'ml-40', country: 'DE', dayTank: 'dt-60' },
    },
    {
      name: 'an unknown dosingLine parameter falls back',
      options: { dosingLine: 'ml-99' },
      expected: { dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60' },
    },
    {
      name: 'an explicit country wins over the locale',
      options: { country: 'gb', locale: 'de' },
      expected: { dosingLine: 'ml-20', country: 'GB', dayTank: 'dt-60' },
    },
  ])('$name', ({ options, expected }) => {
    expect(defaultBaseChoices(EXAMPLE_CHOICES, options)).toEqual(expected);
  });

  it('leaves options unselected unless the model marks a default a filter allows', () => {
    expect(defaultSelection(EXAMPLE_CONFIGURATOR, { locale: 'de' }).values).toEqual({});
    const marked: ConfiguratorModel = structuredClone(EXAMPLE_CONFIGURATOR);
    for (const step of marked.steps) {
      for (const subStep of step.subSteps) {
        for (const option of subStep.options.data) {
          if (['mh-24', 'mh-12', 'level-analog', 'agitator-poly', 'agitator-iso'].includes(option.value))
            option.default = true;
        }
      }
    }
    // mh-24 is hidden on ML 20, so the first allowed default, mh-12, is chosen.
    expect(defaultSelection(marked).values).toEqual({
      mixhead: ['mh-12'],
      agitator: ['agitator-poly', 'agitator-iso'],
      level: ['level-analog'],
    });
    expect(defaultSelection(marked, { dosingLine: 'ml-40' }).values.mixhead).toEqual(['mh-12']);
  });

  it('repairs base choices a machine no longer offers and says which', () => {
    const repaired = repairBaseChoices(EXAMPLE_CHOICES, {
      dosingLine: 'ml-15',
      country: 'DE',
      dayTank: 'dt-30',
      values: {},
    });
    expect(repaired.selection).toMatchObject({ dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60' });
    expect(repaired.replaced).toEqual([
      { key: 'dosingLine', value: 'ml-15', replacedBy: 'ml-20' },
      { key: 'dayTank', value: 'dt-30', replacedBy: 'dt-60' },
    ]);
  });
});

describe("the visitor's country from the browser's languages", () => {
  it('reads the regions of the languages in order', () => {
    expect(languageRegions(['en-US', 'fr_CA', 'de', 'zh-Hant-TW', 'en-us'])).toEqual(['US', 'CA', 'TW']);
    expect(languageRegions(undefined)).toEqual([]);
  });

  it.each<{ name: string; options: DefaultOptions; country: string }>([
    {
      name: 'en-GB in English: the browser region',
      options: { locale: 'en', languages: ['en-GB'] },
      country: 'GB',
    },
    {
      name: 'fr-FR with an English interface',
      options: { locale: 'en', languages: ['fr-FR', 'en'] },
      country: 'FR',
    },
    {
      name: 'pt-BR in Portuguese: Brazil, not Portugal',
      options: { locale: 'pt', languages: ['pt-BR'] },
      country: 'BR',
    },
    {
      name: 'a region not offered: the next one',
      options: { locale: 'en', languages: ['es-AR', 'en-GB'] },
      country: 'GB',
    },
    {
      name: "no offered region: the locale's country",
      options: { locale: 'de', languages: ['es-AR', 'de'] },
      country: 'DE',
    },
    {
      name: 'nothing known: the first country sold directly',
      options: { locale: 'en', languages: ['en'] },
      country: 'DE',
    },
    {
      name: 'an explicit country still wins',
      options: { country: 'GB', locale: 'en', languages: ['en-US'] },
      country: 'GB',
    },
  ])('$name', ({ options, country }) => {
    expect(defaultBaseChoices(EXAMPLE_CONFIGURATOR.choices, options).country).toBe(country);
  });
});

describe('defaults keyed on a choice (defaultWhen): the mains of a 60 Hz country', () => {
  // GB stands for a 60 Hz country here: the example model offers no US.
  const model = structuredClone(EXAMPLE_CONFIGURATOR);
  model.steps[0]?.subSteps.push({
    slug: 'mains',
    title: 'Mains',
    options: {
      fieldType: 'radio',
      data: [
        { value: 'mains-50', label: '400 V / 50 Hz', price: 0, default: true },
        { value: 'mains-60', label: '480 V / 60 Hz', price: 1900, defaultWhen: { country: ['GB'] } },
      ],
    },
  });

  it('preselects the keyed default for its country, the plain one elsewhere', () => {
    expect(defaultSelection(model, { country: 'GB' }).values.mains).toEqual(['mains-60']);
    expect(defaultSelection(model, { country: 'DE' }).values.mains).toEqual(['mains-50']);
  });

  it('follows a change of country while the default is kept, and leaves a choice made by hand', () => {
    const start = initialSession(model, { country: 'DE' });
    const gb = sessionReducer(model, start, { type: 'chooseBase', key: 'country', value: 'GB' });
    expect(gb.selection.values.mains).toEqual(['mains-60']);
    const back = sessionReducer(model, gb, { type: 'chooseBase', key: 'country', value: 'FR' });
    expect(back.selection.values.mains).toEqual(['mains-50']);
    const byHand = sessionReducer(model, back, {
      type: 'toggleOption',
      subStepSlug: 'mains',
      value: 'mains-60',
    });
    const fr = sessionReducer(model, byHand, { type: 'chooseBase', key: 'country', value: 'DE' });
    expect(fr.selection.values.mains).toEqual(['mains-60']);
  });
});

describe("defaults keyed on the visitor's language: the documentation", () => {
  const model = structuredClone(EXAMPLE_CONFIGURATOR);
  model.steps[0]?.subSteps.push({
    slug: 'documentation',
    title: 'Documentation',
    options: {
      fieldType: 'select',
      data: [
        { value: 'doc-en', label: 'English', price: 0, default: true },
        { value: 'doc-de', label: 'German', price: 0, defaultWhen: { language: ['de'] } },
        { value: 'doc-pt', label: 'Portuguese', price: 450, defaultWhen: { language: ['pt'] } },
      ],
    },
  });

  it('preselects the documentation in the interface language, English otherwise', () => {
    expect(defaultSelection(model, { locale: 'de' }).values.documentation).toEqual(['doc-de']);
    expect(defaultSelection(model, { locale: 'pt-BR' }).values.documentation).toEqual(['doc-pt']);
    expect(defaultSelection(model, { locale: 'ja' }).values.documentation).toEqual(['doc-en']);
    expect(defaultSelection(model).values.documentation).toEqual(['doc-en']);
  });

  it('keeps it when the country changes', () => {
    const start = initialSession(model, { locale: 'de', country: 'DE' });
    const gb = sessionReducer(model, start, { type: 'chooseBase', key: 'country', value: 'GB' });
    expect(gb.selection.values.documentation).toEqual(['doc-de']);
  });
});
