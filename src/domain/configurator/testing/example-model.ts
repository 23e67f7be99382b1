// The small machine model that docs/domain.md works through by hand; the tests check the same numbers.
import type { ChoiceOffers, ConfiguratorModel } from '../choices.ts';
import type { ConfiguratorData, Selection } from '../types.ts';

export const EXAMPLE_MODEL: ConfiguratorData = {
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
              { value: 'mh-12', label: 'MH 12', price: 4200 },
              {
                value: 'mh-18',
                label: 'MH 18',
                price: { dependsOn: 'dosingLine', prices: { 'ml-20': 5100, 'ml-40': 5600 } },
              },
              { value: 'mh-24', label: 'MH 24', price: 7400, filter: { dosingLine: ['ml-40'] } },
            ],
          },
        },
        {
          slug: 'boom',
          title: 'Boom',
          options: {
            fieldType: 'select',
            data: [
              { value: 'boom-none', label: 'No boom', price: null },
              { value: 'boom-2m', label: 'Boom 2 m', price: 1850.5, filter: { mixhead: ['mh-18', 'mh-24'] } },
            ],
          },
        },
        {
          slug: 'cleaning',
          title: 'Cleaning',
          options: {
            fieldType: 'checkbox',
            data: [
              {
                value: 'solvent-flush',
                label: 'Solvent flush',
                price: { dependsOn: 'mixhead', prices: { 'mh-12': 450, 'mh-18': 520, 'mh-24': 610 } },
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'supply',
      title: 'Material supply',
      subSteps: [
        {
          slug: 'agitator',
          title: 'Agitators',
          options: {
            fieldType: 'checkbox',
            data: [
              { value: 'agitator-poly', label: 'Agitator poly', price: 980 },
              { value: 'agitator-iso', label: 'Agitator iso', price: 980 },
            ],
          },
        },
        {
          slug: 'heating',
          title: 'Heating',
          options: {
            fieldType: 'checkbox',
            data: [
              {
                value: 'heat-poly',
                label: 'Heating poly',
                price: { dependsOn: 'dayTank', prices: { 'dt-60': 1200, 'dt-250': 1750 } },
              },
              {
                value: 'heat-iso',
                label: 'Heating iso',
                price: { dependsOn: 'dayTank', prices: { 'dt-60': 1200, 'dt-250': 1750 } },
              },
            ],
          },
        },
        {
          slug: 'level',
          title: 'Level sensing',
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
          title: 'Packages',
          options: {
            fieldType: 'checkbox',
            data: [
              {
                value: 'comfort',
                label: 'Comfort package',
                price: 2900,
                packageOptions: [
                  { slug: 'agitator', optionIds: ['agitator-poly', 'agitator-iso'] },
                  { slug: 'heating', optionIds: ['heat-poly'] },
                ],
              },
              {
                value: 'starter',
                label: 'Starter bundle',
                price: null,
                packageOptions: [{ slug: 'level', optionIds: ['level-digital'] }],
              },
            ],
          },
        },
      ],
    },
  ],
  basePrices: [
    { machineVersionId: 'ml-20', pedId: 'ped-eu', dayTankId: 'dt-60', price: 48500 },
    { machineVersionId: 'ml-20', pedId: 'ped-eu', dayTankId: 'dt-250', price: 51200 },
    { machineVersionId: 'ml-20', pedId: 'ped-ukca', dayTankId: 'dt-60', price: 49900 },
    { machineVersionId: 'ml-40', pedId: 'ped-eu', dayTankId: 'dt-60', price: 61800 },
    { machineVersionId: 'ml-40', pedId: 'ped-eu', dayTankId: 'dt-250', price: 64500 },
  ],
  agencyBasePrices: [
    { machineVersionId: 'ml-20', dayTankId: 'dt-60', price: 52900 },
    { machineVersionId: 'ml-40', dayTankId: 'dt-60', price: 66400 },
  ],
  agencyIsos: ['MX', 'BR'],
  pedOverride: 'ped-none',
  // MX is mapped too, to show that an agency country's mapping is not used.
  countryPeds: { DE: 'ped-eu', FR: 'ped-eu', GB: 'ped-ukca', MX: 'ped-eu' },
};

/** Worked example A of docs/domain.md: ML-20 for Germany with the comfort package. */
export const EXAMPLE_SELECTION: Selection = {
  dosingLine: 'ml-20',
  country: 'DE',
  dayTank: 'dt-60',
  values: { mixhead: ['mh-18'], boom: ['boom-2m'], level: ['level-digital'], package: ['comfort'] },
};

/** The base choices the example machine offers (ids as in its price tables). */
export const EXAMPLE_CHOICES: ChoiceOffers = {
  dosingLines: [
    {
      id: 'ml-20',
      name: 'ML 20',
      output: { poly: { minCm3PerS: 60, maxCm3PerS: 300 }, iso: { minCm3PerS: 30, maxCm3PerS: 150 } },
    },
    {
      id: 'ml-40',
      name: 'ML 40',
      output: { poly: { minCm3PerS: 125, maxCm3PerS: 625 }, iso: { minCm3PerS: 60, maxCm3PerS: 300 } },
    },
  ],
  countries: [
    { iso: 'DE', name: 'Germany', agency: false },
    { iso: 'FR', name: 'France', agency: false },
    { iso: 'GB', name: 'United Kingdom', agency: false },
    { iso: 'MX', name: 'Mexico', agency: true },
    { iso: 'BR', name: 'Brazil', agency: true },
  ],
  dayTanks: [
    { id: 'dt-250', name: 'Day tank 250 l', volumeL: 250 },
    { id: 'dt-60', name: 'Day tank 60 l', volumeL: 60 },
  ],
};

/** The example model with its choices: what the session engine and the server work on. */
export const EXAMPLE_CONFIGURATOR: ConfiguratorModel = { ...EXAMPLE_MODEL, choices: EXAMPLE_CHOICES };
