import { describe, expect, it } from 'vitest';
import { describePrice, diffModels } from './model-diff.ts';
import type { ModelDocument } from './model-document.ts';

const LINE_10 = '00000000-0000-4000-8000-000000000010';
const LINE_25 = '00000000-0000-4000-8000-000000000025';
const PED = '00000000-0000-4000-8000-0000000000e1';
const TANK = '00000000-0000-4000-8000-000000000030';

const doc = (
  options: ModelDocument['steps'][number]['subSteps'][number]['options']['data'],
): ModelDocument => ({
  steps: [
    {
      slug: 'control',
      title: 'Control',
      subSteps: [
        { slug: 'interfaces', title: 'Interfaces', options: { fieldType: 'checkbox', data: options } },
      ],
    },
  ],
  basePrices: [{ machineVersionId: LINE_10, pedId: PED, dayTankId: TANK, price: 40_000 }],
  agencyBasePrices: [],
  agencyIsos: [],
  pedOverride: PED,
  discountRatePerOption: 0.005,
  publicPrices: true,
});

const names = {
  dosingLine: (id: string) => ({ [LINE_10]: 'HX Compact 10', [LINE_25]: 'HX Compact 25' })[id] ?? id,
  dayTank: (id: string) => (id === TANK ? 'Day tank 30 l' : id),
};

describe('describePrice', () => {
  it('names the dosing lines and day tanks a price depends on, in words people use', () => {
    expect(
      describePrice({ dependsOn: 'dosingLine', prices: { [LINE_10]: 1100, [LINE_25]: 1300 } }, names),
    ).toBe('by dosing line: HX Compact 10 1.100,00 €, HX Compact 25 1.300,00 €');
    expect(describePrice({ dependsOn: 'dayTank', prices: { [TANK]: 900 } }, names)).toBe(
      'by day tank: Day tank 30 l 900,00 €',
    );
    // A sub-step's values are the model's own names already.
    expect(describePrice({ dependsOn: 'hose-length', prices: { 'hose-3': 2100 } }, names)).toBe(
      'by hose-length: hose-3 2.100,00 €',
    );
    // Without names, the ids as they are.
    expect(describePrice({ dependsOn: 'dosingLine', prices: { [LINE_10]: 1100 } })).toBe(
      `by dosing line: ${LINE_10} 1.100,00 €`,
    );
  });
});

describe('diffModels', () => {
  it('says an added option’s and a changed price’s amounts with the names of the dosing lines', () => {
    const before = doc([
      { value: 'opc-ua', label: 'OPC UA', price: { dependsOn: 'dosingLine', prices: { [LINE_10]: 1900 } } },
    ]);
    const after = doc([
      { value: 'opc-ua', label: 'OPC UA', price: { dependsOn: 'dosingLine', prices: { [LINE_10]: 2350 } } },
      {
        value: 'ethercat',
        label: 'EtherCAT',
        price: { dependsOn: 'dosingLine', prices: { [LINE_25]: 1300 } },
      },
    ]);
    expect(diffModels(before, after, names).map((change) => change.text)).toEqual([
      'Option "EtherCAT" added to "Interfaces" (by dosing line: HX Compact 25 1.300,00 €).',
      'Price of "OPC UA": by dosing line: HX Compact 10 1.900,00 € → by dosing line: HX Compact 10 2.350,00 €.',
    ]);
  });
});
