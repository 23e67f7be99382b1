// A small machine for the model editor's tests: two dosing lines, two countries (one an agency's), one
// day tank, two mixheads, and a draft with a mixing step (mixhead, cleaning) and a hoses step; and a
// generated draft of any size for timing.
import type { ModelDocument } from '../../../../../domain/configurator/model-document.ts';
import type { DraftAnswer, EditorCatalogue } from '../editor-contract.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  lineSmall: uuid(1),
  lineLarge: uuid(2),
  pedEu: uuid(10),
  tank30: uuid(20),
  mixheadA: uuid(30),
  mixheadB: uuid(31),
  machine: uuid(40),
};

export function editorCatalogue(): EditorCatalogue {
  return {
    machine: { id: IDS.machine, slug: 'hx', name: 'HX', modelVersion: 3 },
    dosingLines: [
      { id: IDS.lineSmall, name: 'HX 12' },
      { id: IDS.lineLarge, name: 'HX 40' },
    ],
    dayTanks: [{ id: IDS.tank30, name: 'Day tank 30 l' }],
    peds: [{ id: IDS.pedEu, name: 'PED EU' }],
    countries: [
      { iso: 'DE', name: 'Germany', pedId: IDS.pedEu },
      { iso: 'BR', name: 'Brazil', pedId: IDS.pedEu },
    ],
    mixheads: [
      { id: IDS.mixheadA, name: 'MHL 12' },
      { id: IDS.mixheadB, name: 'MHL 18' },
    ],
    locales: [],
    translated: {},
    partLinks: [],
  };
}

export function editorDocument(): ModelDocument {
  return {
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
                { value: 'mhl-12', label: 'MHL 12', price: 4000, mixheadId: IDS.mixheadA, default: true },
                { value: 'mhl-18', label: 'MHL 18', price: 5200, mixheadId: IDS.mixheadB },
              ],
            },
          },
          {
            slug: 'cleaning',
            title: 'Cleaning',
            options: {
              fieldType: 'checkbox',
              data: [{ value: 'flush', label: 'Solvent flush', price: null }],
            },
          },
        ],
      },
      {
        slug: 'hoses',
        title: 'Hoses',
        subSteps: [
          {
            slug: 'hose-length',
            title: 'Hose length',
            options: {
              fieldType: 'radio',
              data: [
                { value: '3m', label: '3 m', price: 0, default: true },
                {
                  value: '5m',
                  label: '5 m',
                  price: { dependsOn: 'dosingLine', prices: { [IDS.lineSmall]: 300, [IDS.lineLarge]: 450 } },
                },
              ],
            },
          },
        ],
      },
    ],
    basePrices: [
      { machineVersionId: IDS.lineSmall, pedId: IDS.pedEu, dayTankId: IDS.tank30, price: 50000 },
      { machineVersionId: IDS.lineLarge, pedId: IDS.pedEu, dayTankId: IDS.tank30, price: 70000 },
    ],
    agencyBasePrices: [
      { machineVersionId: IDS.lineSmall, dayTankId: IDS.tank30, price: 55000 },
      { machineVersionId: IDS.lineLarge, dayTankId: IDS.tank30, price: 76000 },
    ],
    agencyIsos: ['BR'],
    pedOverride: IDS.pedEu,
    discountRatePerOption: 0.005,
    publicPrices: true,
  };
}

export function draftAnswer(model: ModelDocument = editorDocument(), draftVersion = 4): DraftAnswer {
  return {
    draftVersion,
    basedOnModelVersion: 3,
    updatedAt: '2026-11-27T10:00:00.000Z',
    updatedBy: 'Dev User',
    model,
    findings: [],
    catalogue: editorCatalogue(),
  };
}

/**
 * A draft of `steps` steps × `subSteps` sub-steps × `options` options, every option priced by dosing
 * line, filtered by the sub-step before it and translated into nothing (a warning per text and locale).
 */
export function largeDocument(steps: number, subSteps: number, options: number): ModelDocument {
  const doc = editorDocument();
  let previous: { slug: string; values: string[] } | undefined;
  return {
    ...doc,
    steps: Array.from({ length: steps }, (_, i) => ({
      slug: `step-${i}`,
      title: `Step ${i}`,
      subSteps: Array.from({ length: subSteps }, (_, j) => {
        const slug = `sub-${i}-${j}`;
        const values = Array.from({ length: options }, (_, k) => `o${k}`);
        const filterOn = previous;
        previous = { slug, values };
        return {
          slug,
          title: `Sub-step ${i}.${j}`,
          options: {
            fieldType: 'radio' as const,
            data: values.map((value, k) => ({
              value,
              label: `Option ${i}.${j}.${k}`,
              price: {
                dependsOn: 'dosingLine',
                prices: { [IDS.lineSmall]: 100 + k, [IDS.lineLarge]: 200 + k },
              },
              ...(filterOn ? { filter: { [filterOn.slug]: filterOn.values.slice(0, 2) } } : {}),
            })),
          },
        };
      }),
    })),
  };
}
