// Random configurator models for property tests (used by tests only): steps, field types, prices
// (fixed, unpriced, dependsOn base choices), filters on sub-steps and base choices, and packages.
import fc from 'fast-check';
import type { ChoiceOffers } from '../choices.ts';
import type { ConfiguratorData, FieldType, Option, Price, Selection } from '../types.ts';

const DOSING_LINES = ['dl-a', 'dl-b'];
const DAY_TANKS = ['dt-1', 'dt-2'];
const COUNTRIES = ['DE', 'GB', 'MX'];
const BASE_VALUES: Record<string, string[]> = {
  dosingLine: DOSING_LINES,
  dayTank: DAY_TANKS,
  country: COUNTRIES,
};
const FIELD_TYPES: FieldType[] = ['select', 'radio', 'checkbox', 'checkbox', 'text'];

type Gen = fc.GeneratorValue;
export type Case = { model: ConfiguratorData; selection: Selection };

const eur = (g: Gen) => g(fc.integer, { min: -50_000, max: 5_000_000 }) / 100;

function price(g: Gen): Price {
  const kind = g(fc.integer, { min: 0, max: 3 });
  if (kind === 0) return null;
  if (kind === 3) {
    const dependsOn = g(fc.constantFrom, 'dosingLine', 'dayTank', 'country');
    const keys = BASE_VALUES[dependsOn] ?? [];
    return { dependsOn, prices: Object.fromEntries(keys.map((key) => [key, eur(g)])) };
  }
  return eur(g);
}

function subset<T>(g: Gen, items: readonly T[]): T[] {
  return items.length === 0 ? [] : g(fc.subarray, [...items]);
}

export function buildCase(g: Gen, withFilters: boolean): Case {
  // Structure first, so that filters and packages can point anywhere in it.
  const shape = Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, (_, s) => ({
    slug: `step-${s}`,
    subSteps: Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, (_, u) => ({
      slug: `sub-${s}-${u}`,
      fieldType: g(fc.constantFrom, ...FIELD_TYPES),
      values: Array.from({ length: g(fc.integer, { min: 1, max: 4 }) }, (_, o) => `o-${s}-${u}-${o}`),
    })),
  }));
  const choiceSubSteps = shape.flatMap((step) => step.subSteps).filter((sub) => sub.fieldType !== 'text');
  const filterKeys = [
    ...choiceSubSteps.map((sub) => ({ key: sub.slug, values: sub.values })),
    ...['dosingLine', 'dayTank'].map((key) => ({ key, values: BASE_VALUES[key] ?? [] })),
  ];

  const option = (value: string): Option => {
    const result: Option = { value, label: value.toUpperCase(), price: price(g) };
    if (withFilters && g(fc.boolean)) {
      const keys = subset(g, filterKeys);
      result.filter = Object.fromEntries(keys.map(({ key, values }) => [key, subset(g, values)]));
    }
    return result;
  };

  const steps: ConfiguratorData['steps'] = shape.map((step) => ({
    slug: step.slug,
    title: `Step ${step.slug}`,
    subSteps: step.subSteps.map((sub) => ({
      slug: sub.slug,
      title: `Sub-step ${sub.slug}`,
      options: { fieldType: sub.fieldType, data: sub.fieldType === 'text' ? [] : sub.values.map(option) },
    })),
  }));

  const packageValues: string[] = [];
  if (choiceSubSteps.length > 0 && g(fc.boolean)) {
    const packages: Option[] = Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, (_, p) => {
      const targets = subset(g, choiceSubSteps);
      packageValues.push(`pkg-${p}`);
      return {
        ...option(`pkg-${p}`),
        packageOptions: targets.map((target) => ({ slug: target.slug, optionIds: subset(g, target.values) })),
      };
    });
    steps.push({
      slug: 'packages',
      title: 'Packages',
      subSteps: [{ slug: 'pkg', title: 'Packages', options: { fieldType: 'checkbox', data: packages } }],
    });
  }

  const model: ConfiguratorData = {
    steps,
    basePrices: DOSING_LINES.flatMap((machineVersionId) =>
      ['ped-1', 'ped-2'].flatMap((pedId) =>
        DAY_TANKS.map((dayTankId) => ({
          machineVersionId,
          pedId,
          dayTankId,
          price: g(fc.integer, { min: 1, max: 200_000 }),
        })),
      ),
    ),
    agencyBasePrices: DOSING_LINES.flatMap((machineVersionId) =>
      DAY_TANKS.map((dayTankId) => ({
        machineVersionId,
        dayTankId,
        price: g(fc.integer, { min: 1, max: 200_000 }),
      })),
    ),
    agencyIsos: ['MX'],
    pedOverride: 'ped-2',
    countryPeds: { DE: 'ped-1', GB: 'ped-2' },
  };

  const values: Record<string, string[]> = {};
  for (const sub of choiceSubSteps) {
    const chosen = subset(g, sub.values);
    if (chosen.length > 0) values[sub.slug] = chosen;
  }
  const packagesChosen = subset(g, packageValues);
  if (packagesChosen.length > 0) values.pkg = packagesChosen;
  const selection: Selection = {
    values,
    dosingLine: g(fc.constantFrom, ...DOSING_LINES),
    dayTank: g(fc.constantFrom, ...DAY_TANKS),
    country: g(fc.constantFrom, ...COUNTRIES),
  };
  return { model, selection };
}

/** The base choices the generated models offer (every generated price table covers them). */
export const GENERATED_CHOICES: ChoiceOffers = {
  dosingLines: DOSING_LINES.map((id) => ({ id, name: id.toUpperCase() })),
  countries: COUNTRIES.map((iso) => ({ iso, name: iso, agency: iso === 'MX' })),
  dayTanks: DAY_TANKS.map((id, i) => ({ id, name: id, volumeL: (i + 1) * 60 })),
};
