// /admin/product-portfolio and /admin/configurator: the catalogue entities, in the order a
// workbook lists them, every entity after those it refers to (docs/product.md#routes, #catalogue).
import { FORMULATION_LIMITS } from '../formulation.ts';
import { FOAM_APPLICATION_OPTIONS, PERIPHERAL_CATEGORY_OPTIONS, PRESSURE_CLASS_OPTIONS } from './enums.ts';
import { catalogueFields, defineResource, f, rangeRule } from './fields.ts';
import type { ResourceDeclaration } from './types.ts';

const portfolio = { group: 'productPortfolio', permission: 'catalogue.edit' } as const;
/** docs/product.md#routes: filter and cleaning are development only. */
const technical = { group: 'productPortfolio', permission: 'catalogue.editTechnical' } as const;

/** A catalogue list with nothing but the common fields. */
const plain = (key: string, title: string, singular: string) =>
  defineResource({ key, title, singular, ...portfolio, fields: catalogueFields() });

const pressureClass = () => f.enumOf('pressureClass', 'Pressure class', PRESSURE_CLASS_OPTIONS);

export const CATALOGUE_RESOURCES: ResourceDeclaration[] = [
  defineResource({
    key: 'languages',
    title: 'Languages',
    singular: 'language',
    ...portfolio,
    fields: [
      ...catalogueFields(),
      f.text('code', 'Code', {
        maxLength: 6,
        pattern: {
          source: '^[a-z]{2,3}(-[A-Z]{2})?$',
          message: 'Use an ISO language code such as de or pt-BR.',
        },
      }),
    ],
  }),
  defineResource({
    key: 'pressure-equipment-directives',
    title: 'Pressure equipment directives',
    singular: 'pressure equipment directive',
    ...portfolio,
    fields: [...catalogueFields(), f.text('code', 'Code', { maxLength: 40 })],
  }),
  defineResource({
    key: 'countries',
    title: 'Countries',
    singular: 'country',
    ...portfolio,
    fields: [
      ...catalogueFields(),
      f.text('iso', 'ISO code', {
        maxLength: 2,
        pattern: { source: '^[A-Z]{2}$', message: 'Use the two capital letters of ISO 3166-1, e.g. DE.' },
      }),
      f.reference('pedId', 'Pressure equipment directive', 'pressure-equipment-directives'),
      f.boolean('agency', 'Agency country', { help: 'Sold through an agency: agency base prices apply.' }),
    ],
  }),
  defineResource({
    key: 'fuses',
    title: 'Fuses',
    singular: 'fuse',
    ...portfolio,
    fields: [...catalogueFields(), f.integer('amperes', 'Current', { min: 1, max: 2000, unit: 'A' })],
  }),
  defineResource({
    key: 'control-platforms',
    title: 'Control platforms',
    singular: 'control platform',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.decimal('screenInches', 'Screen size', {
        optional: true,
        greaterThan: 0,
        max: 999.9,
        scale: 1,
        unit: 'in',
      }),
    ],
  }),
  defineResource({
    key: 'day-tanks',
    title: 'Day tanks',
    singular: 'day tank',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.integer('volumeL', 'Volume', { min: 1, max: 100_000, unit: 'l' }),
    ],
    generated: [{ name: 'textKey', from: 'volumeL', make: (v) => `day-tank.${String(v.volumeL)}` }],
  }),
  defineResource({
    key: 'hose-lines',
    title: 'Hose lines',
    singular: 'hose line',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.decimal('lengthM', 'Length', { greaterThan: 0, max: 100, scale: 1, unit: 'm' }),
      f.boolean('heated', 'Heated'),
    ],
  }),
  defineResource({
    key: 'filter',
    title: 'Filter',
    singular: 'filter',
    ...technical,
    fields: [...catalogueFields(), f.integer('meshMicrons', 'Mesh', { min: 1, max: 5000, unit: 'µm' })],
  }),
  defineResource({
    key: 'cleaning',
    title: 'Cleaning',
    singular: 'cleaning method',
    ...technical,
    fields: catalogueFields(),
  }),
  plain('pump-types', 'Pump types', 'pump type'),
  defineResource({
    key: 'pumps',
    title: 'Pumps',
    singular: 'pump',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.reference('pumpTypeId', 'Pump type', 'pump-types'),
      pressureClass(),
      f.decimal('displacementCm3PerRev', 'Displacement', {
        greaterThan: 0,
        max: 99_999,
        scale: 3,
        unit: 'cm³/rev',
      }),
      f.integer('minRpm', 'Minimum speed at 50 Hz', { min: 1, max: 6000, unit: 'rpm' }),
      f.integer('maxRpm', 'Maximum speed at 50 Hz', { min: 1, max: 6000, unit: 'rpm' }),
      f.integer('maxPressureBar', 'Maximum pressure', { min: 1, max: 1000, unit: 'bar' }),
    ],
    rules: [rangeRule('minRpm', 'maxRpm', 'The maximum speed must not be below the minimum speed.')],
  }),
  defineResource({
    key: 'mixhead-series',
    title: 'Mixhead series',
    singular: 'mixhead series',
    ...portfolio,
    fields: [...catalogueFields(), pressureClass()],
  }),
  defineResource({
    key: 'mixheads',
    title: 'Mixheads',
    singular: 'mixhead',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.reference('seriesId', 'Series', 'mixhead-series'),
      f.decimal('minGPerS', 'Minimum output', { greaterThan: 0, max: 9_999_999, scale: 1, unit: 'g/s' }),
      f.decimal('maxGPerS', 'Maximum output', { greaterThan: 0, max: 9_999_999, scale: 1, unit: 'g/s' }),
      f.integer('components', 'Components', { min: 2, max: 6, defaultValue: 2 }),
      pressureClass(),
    ],
    rules: [rangeRule('minGPerS', 'maxGPerS', 'The maximum output must not be below the minimum output.')],
  }),
  plain('injector-types', 'Injector types', 'injector type'),
  plain('injector-materials', 'Injector materials', 'injector material'),
  defineResource({
    key: 'injectors',
    title: 'Injectors',
    singular: 'injector',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.reference('typeId', 'Type', 'injector-types'),
      f.reference('materialId', 'Material', 'injector-materials'),
      f.decimal('nozzleDiameterMm', 'Nozzle bore', {
        optional: true,
        greaterThan: 0,
        max: 999.99,
        scale: 2,
        unit: 'mm',
      }),
    ],
  }),
  defineResource({
    key: 'peripheral-equipment-types',
    title: 'Peripheral equipment types',
    singular: 'peripheral equipment type',
    ...portfolio,
    fields: [...catalogueFields(), f.enumOf('category', 'Category', PERIPHERAL_CATEGORY_OPTIONS)],
  }),
  defineResource({
    key: 'peripheral-equipment',
    title: 'Peripheral equipment',
    singular: 'peripheral equipment item',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.reference('typeId', 'Type', 'peripheral-equipment-types'),
    ],
  }),
  defineResource({
    key: 'tank-farm-capacities',
    title: 'Tank farm capacities',
    singular: 'tank farm capacity',
    ...portfolio,
    fields: [
      ...catalogueFields(),
      f.integer('tanks', 'Tanks', { min: 1, max: 50 }),
      f.integer('tankVolumeL', 'Volume per tank', { min: 1, max: 10_000_000, unit: 'l' }),
    ],
  }),
  plain('tank-farm-equipment', 'Tank farm equipment', 'tank farm equipment item'),
  defineResource({
    key: 'machine-versions',
    title: 'Machine versions',
    singular: 'machine version',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.reference('polyPumpId', 'Poly pump', 'pumps'),
      f.reference('isoPumpId', 'Iso pump', 'pumps'),
      f.reference('controlPlatformId', 'Control platform', 'control-platforms', { optional: true }),
      f.reference('fuseId', 'Fuse', 'fuses', { optional: true }),
    ],
  }),
  defineResource({
    key: 'machines',
    title: 'Machines',
    singular: 'machine',
    ...portfolio,
    fields: [
      ...catalogueFields({ inConfigurator: true }),
      f.slug('slug', 'Slug', { help: 'The address of its public configurator: /configurator/<slug>.' }),
      f.boolean('comingSoon', 'Coming soon', { help: 'Shown greyed out and not linked.' }),
      f.image('image', 'Picture'),
      pressureClass(),
      f.integer('components', 'Components', { min: 2, max: 6, defaultValue: 2 }),
      f.enumList('applications', 'Applications', FOAM_APPLICATION_OPTIONS),
    ],
    generated: [{ name: 'textKey', from: 'slug', make: (v) => `machine.${String(v.slug)}.description` }],
  }),
  defineResource({
    key: 'foam-formulations',
    title: 'Foam formulations',
    singular: 'foam formulation',
    group: 'configurator',
    permission: 'configuratorModel.edit',
    fields: [
      ...catalogueFields(),
      f.enumOf('application', 'Application', FOAM_APPLICATION_OPTIONS),
      f.decimal('isoPartsPer100Poly', 'Mix ratio (iso parts per 100 poly)', {
        greaterThan: 0,
        max: FORMULATION_LIMITS.isoPartsPer100Poly.max,
        scale: 2,
      }),
      f.decimal('densityPoly', 'Density poly', { ...FORMULATION_LIMITS.density, scale: 3, unit: 'g/cm³' }),
      f.decimal('densityIso', 'Density iso', { ...FORMULATION_LIMITS.density, scale: 3, unit: 'g/cm³' }),
      f.decimal('viscosityPolyMPas', 'Viscosity poly', {
        greaterThan: 0,
        max: 99_999_999,
        scale: 0,
        unit: 'mPa·s',
      }),
      f.decimal('viscosityIsoMPas', 'Viscosity iso', {
        greaterThan: 0,
        max: 99_999_999,
        scale: 0,
        unit: 'mPa·s',
      }),
      f.decimal('processingTemperatureC', 'Processing temperature', {
        min: -20,
        max: 200,
        scale: 1,
        unit: '°C',
      }),
    ],
  }),
];
