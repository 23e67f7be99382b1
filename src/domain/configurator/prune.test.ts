import { describe, expect, it } from 'vitest';
import { pruneSelection } from './prune.ts';
import type { ConfiguratorData, Option, Selection } from './types.ts';

const option = (value: string, price: Option['price'], extra: Partial<Option> = {}): Option => ({
  value,
  label: value.toUpperCase(),
  price,
  ...extra,
});

/** Temperature control decides whether heated hoses are offered; three hose groups fall back differently. */
const model: ConfiguratorData = {
  steps: [
    {
      slug: 'supply',
      title: 'Supply',
      subSteps: [
        {
          slug: 'temperature',
          title: 'Temperature',
          options: {
            fieldType: 'radio',
            data: [option('tc-none', 0, { default: true }), option('tc-heating', 900)],
          },
        },
      ],
    },
    {
      slug: 'hoses',
      title: 'Hoses',
      subSteps: [
        {
          slug: 'hose-heating',
          title: 'Hose heating',
          options: {
            fieldType: 'radio',
            data: [
              option('hose-heated', 1500, { filter: { temperature: ['tc-heating'] } }),
              option('hose-unheated', 200, { default: true }),
            ],
          },
        },
        {
          slug: 'hose-cover',
          title: 'Hose cover',
          options: {
            fieldType: 'radio',
            data: [
              option('cover-insulated', 300, { filter: { temperature: ['tc-heating'] } }),
              option('cover-plain', 0),
            ],
          },
        },
        {
          slug: 'hose-sensor',
          title: 'Hose sensor',
          options: {
            fieldType: 'radio',
            data: [
              option('sensor-pt100', 250, { filter: { temperature: ['tc-heating'] } }),
              option('sensor-none', null),
            ],
          },
        },
      ],
    },
  ],
  basePrices: [],
  agencyBasePrices: [],
  agencyIsos: [],
  pedOverride: '',
  countryPeds: {},
};

const selection = (values: Record<string, string[]>): Selection => ({
  dosingLine: 'line',
  country: 'DE',
  dayTank: 'tank',
  values,
});

describe('pruneSelection: radio groups a removal empties', () => {
  const heated = {
    temperature: ['tc-none'],
    'hose-heating': ['hose-heated'],
    'hose-cover': ['cover-insulated'],
    'hose-sensor': ['sensor-pt100'],
  };

  it('selects the default, else the included (0 €) option, and says so in the removal', () => {
    const { selection: pruned, removed } = pruneSelection(model, selection(heated));
    expect(pruned.values).toEqual({
      temperature: ['tc-none'],
      'hose-heating': ['hose-unheated'],
      'hose-cover': ['cover-plain'],
    });
    expect(removed.map((item) => [item.value, item.replacedBy])).toEqual([
      ['hose-heated', { value: 'hose-unheated', label: 'HOSE-UNHEATED' }],
      ['cover-insulated', { value: 'cover-plain', label: 'COVER-PLAIN' }],
      // neither a default nor an included option: the group needs a choice, as before
      ['sensor-pt100', undefined],
    ]);
  });

  it('leaves a group the user never chose in empty', () => {
    const { selection: pruned, removed } = pruneSelection(model, selection({ temperature: ['tc-none'] }));
    expect(pruned.values).toEqual({ temperature: ['tc-none'] });
    expect(removed).toEqual([]);
  });
});
