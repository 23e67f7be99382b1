// A generated configurator model of the size the issue asks for: 40 sub-steps, 400 options, with
// filters, dependsOn prices and packages. Seeded, so every run measures the same work.
import type { ConfiguratorData, FieldType, Option, Selection } from '../../src/domain/configurator/types.ts';

const SUB_STEPS = 40;
const OPTIONS_PER_SUB_STEP = 10;
const REGULAR_STEPS = 7;
const PACKAGE_SUB_STEPS = 2;
const DOSING_LINES = ['ml-10', 'ml-20', 'ml-40', 'ml-80', 'ml-120', 'ml-200'];
const DAY_TANKS = ['dt-60', 'dt-250', 'dt-500'];
const PEDS = ['ped-eu', 'ped-ukca', 'ped-none'];
const COUNTRIES = ['DE', 'FR', 'GB', 'US', 'MX'];
const FIELD_TYPES: FieldType[] = ['radio', 'select', 'checkbox'];

/** mulberry32: small, fast and good enough for test data */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Slot = { slug: string; fieldType: FieldType; values: string[] };

export function generateModel(seed = 1): ConfiguratorData {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const some = <T>(items: readonly T[], share: number): T[] => items.filter(() => rnd() < share);

  const regular = SUB_STEPS - PACKAGE_SUB_STEPS;
  const slots: Slot[] = Array.from({ length: regular }, (_, index) => ({
    slug: `sub-${index}`,
    fieldType: FIELD_TYPES[index % FIELD_TYPES.length] as FieldType,
    values: Array.from({ length: OPTIONS_PER_SUB_STEP }, (_, o) => `sub-${index}-opt-${o}`),
  }));

  const option = (slotIndex: number, value: string): Option => {
    const roll = rnd();
    const earlier = slots.slice(0, slotIndex);
    const earlierRadio = earlier.filter((slot) => slot.fieldType === 'radio');
    let price: Option['price'];
    if (roll < 0.3) {
      price = {
        dependsOn: 'dosingLine',
        prices: Object.fromEntries(
          DOSING_LINES.map((line) => [line, 100 + Math.round(rnd() * 900_000) / 100]),
        ),
      };
    } else if (roll < 0.4 && earlierRadio.length > 0) {
      const on = pick(earlierRadio);
      price = {
        dependsOn: on.slug,
        prices: Object.fromEntries(on.values.map((v) => [v, Math.round(rnd() * 500_000) / 100])),
      };
    } else if (roll < 0.5) {
      price = null;
    } else {
      price = Math.round(rnd() * 1_000_000) / 100;
    }
    const result: Option = { value, label: value.toUpperCase(), price };
    if (rnd() < 0.4) {
      const filter: Record<string, string[]> = {};
      if (earlier.length > 0) {
        const on = pick(earlier);
        filter[on.slug] = some(on.values, 0.6);
      }
      if (rnd() < 0.3) filter.dosingLine = some(DOSING_LINES, 0.7);
      result.filter = filter;
    }
    return result;
  };

  const perStep = Math.ceil(regular / REGULAR_STEPS);
  const steps: ConfiguratorData['steps'] = Array.from({ length: REGULAR_STEPS }, (_, s) => ({
    slug: `step-${s}`,
    title: `Step ${s}`,
    subSteps: slots.slice(s * perStep, (s + 1) * perStep).map((slot, i) => ({
      slug: slot.slug,
      title: `Sub-step ${slot.slug}`,
      options: {
        fieldType: slot.fieldType,
        data: slot.values.map((value) => option(s * perStep + i, value)),
      },
    })),
  }));

  const checkboxSlots = slots.filter((slot) => slot.fieldType === 'checkbox');
  steps.push({
    slug: 'packages',
    title: 'Packages',
    subSteps: Array.from({ length: PACKAGE_SUB_STEPS }, (_, p) => ({
      slug: `packages-${p}`,
      title: `Packages ${p}`,
      options: {
        fieldType: 'checkbox',
        data: Array.from({ length: OPTIONS_PER_SUB_STEP }, (_, o) => {
          const targets = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(checkboxSlots));
          return {
            value: `package-${p}-${o}`,
            label: `Package ${p}-${o}`,
            price:
              rnd() < 0.2
                ? {
                    dependsOn: 'dosingLine',
                    prices: Object.fromEntries(DOSING_LINES.map((line) => [line, 2000 + o * 10])),
                  }
                : 1500 + o * 25,
            packageOptions: targets.map((target) => ({
              slug: target.slug,
              optionIds: some(target.values, 0.2),
            })),
          };
        }),
      },
    })),
  });

  return {
    steps,
    basePrices: DOSING_LINES.flatMap((machineVersionId, l) =>
      PEDS.flatMap((pedId, p) =>
        DAY_TANKS.map((dayTankId, d) => ({
          machineVersionId,
          pedId,
          dayTankId,
          price: 40_000 + l * 9000 + p * 700 + d * 1200,
        })),
      ),
    ),
    agencyBasePrices: DOSING_LINES.flatMap((machineVersionId, l) =>
      DAY_TANKS.map((dayTankId, d) => ({ machineVersionId, dayTankId, price: 45_000 + l * 9000 + d * 1200 })),
    ),
    agencyIsos: ['MX'],
    pedOverride: 'ped-none',
    countryPeds: { DE: 'ped-eu', FR: 'ped-eu', GB: 'ped-ukca', US: 'ped-none' },
  };
}

/** A customer's way through the model: one value per radio and select, a few boxes ticked, packages. */
export function generateSelections(model: ConfiguratorData, count: number, seed = 2): Selection[] {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const values: Record<string, string[]> = {};
    for (const step of model.steps) {
      for (const subStep of step.subSteps) {
        const optionValues = subStep.options.data.map((option) => option.value);
        if (subStep.options.fieldType === 'checkbox') {
          const chosen = optionValues.filter(() => rnd() < (step.slug === 'packages' ? 0.15 : 0.25));
          if (chosen.length > 0) values[subStep.slug] = chosen;
        } else {
          values[subStep.slug] = [pick(optionValues)];
        }
      }
    }
    return { values, dosingLine: pick(DOSING_LINES), dayTank: pick(DAY_TANKS), country: pick(COUNTRIES) };
  });
}
