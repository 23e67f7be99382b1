import { describe, expect, it } from 'vitest';
import type { ConfiguratorError } from './errors.ts';
import { priceConfiguration } from './pricing.ts';
import { restoreSelection, selectionLabels } from './restore.ts';
import {
  checkSelection,
  describeConfiguratorError,
  describeSelectionProblem,
  explainHidden,
  hiddenSentence,
} from './selection-check.ts';
import { EXAMPLE_CONFIGURATOR, EXAMPLE_SELECTION } from './testing/example-model.ts';
import type { Selection } from './types.ts';

const model = EXAMPLE_CONFIGURATOR;
const select = (values: Record<string, string[]>, changes: Partial<Selection> = {}): Selection => ({
  ...EXAMPLE_SELECTION,
  values,
  ...changes,
});
const sentences = (selection: Selection) =>
  checkSelection(model, selection).map((problem) => describeSelectionProblem(model, selection, problem));

describe('checkSelection: what the server refuses, in words', () => {
  it('accepts example A', () => {
    expect(checkSelection(model, EXAMPLE_SELECTION)).toEqual([]);
  });

  it.each<{ name: string; selection: Selection; expected: string[] }>([
    {
      name: 'an option a filter hides, with what would show it',
      selection: select({ mixhead: ['mh-12'], boom: ['boom-2m'] }),
      expected: [
        '"Boom 2 m" in Boom (step Mixing) is not available with the current choices. Needs MH 18 or MH 24 (Mixhead, step Mixing).',
      ],
    },
    {
      name: 'an option hidden by a base choice',
      selection: select({ mixhead: ['mh-24'] }),
      expected: [
        '"MH 24" in Mixhead (step Mixing) is not available with the current choices. Needs ML 40 (Dosing line, step Dosing line, country and day tank).',
      ],
    },
    {
      name: 'values and sub-steps the model lacks',
      selection: select({ boom: ['boom-9m'], turbo: ['on'] }),
      expected: [
        '"boom-9m" is not an option of Boom (step Mixing).',
        '"on" is not an option of "turbo", which this configurator does not have.',
      ],
    },
    {
      name: 'unknown base choices',
      selection: select({}, { dosingLine: 'ml-99', country: 'US', dayTank: 'dt-1' }),
      expected: [
        'Dosing line "ml-99" is not offered for this machine.',
        'Country "US" is not offered for this machine.',
        'Day tank "dt-1" is not offered for this machine.',
      ],
    },
    {
      name: 'two values in a radio',
      selection: select({ level: ['level-analog', 'level-digital'] }),
      expected: ['Level sensing (step Material supply) takes one value, not 2.'],
    },
  ])('$name', ({ selection, expected }) => {
    expect(sentences(selection)).toEqual(expected);
  });

  it('explains a hidden option with the values it needs and what is chosen there', () => {
    const selection = select({ mixhead: ['mh-12'] });
    const boom = model.steps[0]?.subSteps[1]?.options.data[1];
    if (!boom) throw new Error('example model changed');
    const explanation = explainHidden(model, selection, boom, {
      stepSlug: 'mixing',
      stepTitle: 'Mixing',
      subStepSlug: 'mixhead',
    });
    expect(explanation).toEqual({
      stepSlug: 'mixing',
      stepTitle: 'Mixing',
      subStepSlug: 'mixhead',
      subStepTitle: 'Mixhead',
      needs: [
        { value: 'mh-18', label: 'MH 18' },
        { value: 'mh-24', label: 'MH 24' },
      ],
      chosen: [{ value: 'mh-12', label: 'MH 12' }],
    });
    expect(hiddenSentence(explanation)).toBe('Needs MH 18 or MH 24 (Mixhead, step Mixing)');
  });

  it('describes pricing errors with titles and labels', () => {
    const selection = select({ cleaning: ['solvent-flush'] });
    try {
      priceConfiguration(model, selection);
      throw new Error('expected a pricing error');
    } catch (error) {
      expect(describeConfiguratorError(model, selection, error as ConfiguratorError)).toBe(
        'The price of "Solvent flush" in Cleaning (step Mixing) depends on Mixhead, where nothing is chosen yet.',
      );
    }
  });
});

describe('restoreSelection: reopening a saved configuration', () => {
  it('keeps what is offered and reports, with the saved labels, what is not', () => {
    const saved = select(
      { mixhead: ['mh-18'], boom: ['boom-2m', 'boom-9m'], level: ['level-digital'] },
      { dosingLine: 'ml-15' },
    );
    const restored = restoreSelection(model, saved, {
      labels: { 'boom/boom-9m': 'Boom 9 m (old)', 'dosingLine/ml-15': 'ML 15' },
    });
    expect(restored.selection).toEqual({
      dosingLine: 'ml-20',
      country: 'DE',
      dayTank: 'dt-60',
      values: { mixhead: ['mh-18'], boom: ['boom-2m'], level: ['level-digital'] },
    });
    expect(restored.notOffered).toEqual([
      { subStepSlug: 'dosingLine', value: 'ml-15', label: 'ML 15', reason: 'notOffered' },
      { subStepSlug: 'boom', value: 'boom-9m', label: 'Boom 9 m (old)', reason: 'notOffered' },
    ]);
  });

  it('reports values a filter hides now under the current label', () => {
    const restored = restoreSelection(model, select({ mixhead: ['mh-24'] }));
    expect(restored.notOffered).toEqual([
      { subStepSlug: 'mixhead', value: 'mh-24', label: 'MH 24', reason: 'hiddenByFilter' },
    ]);
    expect(restored.selection.values).toEqual({});
  });

  it('saves labels of base choices and of options chosen by hand or through packages', () => {
    expect(selectionLabels(model, EXAMPLE_SELECTION)).toEqual({
      'dosingLine/ml-20': 'ML 20',
      'country/DE': 'Germany',
      'dayTank/dt-60': 'Day tank 60 l',
      'mixhead/mh-18': 'MH 18',
      'boom/boom-2m': 'Boom 2 m',
      'agitator/agitator-poly': 'Agitator poly',
      'agitator/agitator-iso': 'Agitator iso',
      'heating/heat-poly': 'Heating poly',
      'level/level-digital': 'Digital',
      'package/comfort': 'Comfort package',
    });
  });
});
