// Components of a metering machine: pumps, mixheads, injectors, peripheral equipment, tank farms.
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  catalogueChecks,
  catalogueColumns,
  inConfiguratorColumn,
  inList,
  PRESSURE_CLASSES,
} from './columns.ts';

export const PERIPHERAL_CATEGORIES = ['machineComponents', 'preConditioning'] as const;
export type PeripheralCategory = (typeof PERIPHERAL_CATEGORIES)[number];

export const pumpTypes = pgTable('pump_types', { ...catalogueColumns() }, (t) => [
  ...catalogueChecks('pump_types', t),
]);

export const pumps = pgTable(
  'pumps',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    pumpTypeId: uuid('pump_type_id')
      .notNull()
      .references(() => pumpTypes.id, { onDelete: 'no action' }),
    pressureClass: text('pressure_class', { enum: PRESSURE_CLASSES }).notNull(),
    displacementCm3PerRev: numeric('displacement_cm3_per_rev', {
      precision: 8,
      scale: 3,
      mode: 'number',
    }).notNull(),
    /** speeds at 50 Hz */
    minRpm: integer('min_rpm').notNull(),
    maxRpm: integer('max_rpm').notNull(),
    maxPressureBar: integer('max_pressure_bar').notNull(),
  },
  (t) => [
    ...catalogueChecks('pumps', t),
    check('pumps_pressure_class_check', inList(t.pressureClass, PRESSURE_CLASSES)),
    check('pumps_displacement_check', sql`${t.displacementCm3PerRev} > 0`),
    check('pumps_rpm_check', sql`${t.minRpm} > 0 and ${t.maxRpm} >= ${t.minRpm} and ${t.maxRpm} <= 6000`),
    check('pumps_pressure_check', sql`${t.maxPressureBar} between 1 and 1000`),
  ],
);

export const mixheadSeries = pgTable(
  'mixhead_series',
  {
    ...catalogueColumns(),
    pressureClass: text('pressure_class', { enum: PRESSURE_CLASSES }).notNull(),
  },
  (t) => [
    ...catalogueChecks('mixhead_series', t),
    check('mixhead_series_pressure_class_check', inList(t.pressureClass, PRESSURE_CLASSES)),
  ],
);

export const mixheads = pgTable(
  'mixheads',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => mixheadSeries.id, { onDelete: 'no action' }),
    /** total output of all components */
    minGPerS: numeric('min_g_per_s', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    maxGPerS: numeric('max_g_per_s', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    components: integer('components').notNull().default(2),
    pressureClass: text('pressure_class', { enum: PRESSURE_CLASSES }).notNull(),
  },
  (t) => [
    ...catalogueChecks('mixheads', t),
    check('mixheads_output_check', sql`${t.minGPerS} > 0 and ${t.maxGPerS} >= ${t.minGPerS}`),
    check('mixheads_components_check', sql`${t.components} between 2 and 6`),
    check('mixheads_pressure_class_check', inList(t.pressureClass, PRESSURE_CLASSES)),
  ],
);

export const injectorTypes = pgTable('injector_types', { ...catalogueColumns() }, (t) => [
  ...catalogueChecks('injector_types', t),
]);

export const injectorMaterials = pgTable('injector_materials', { ...catalogueColumns() }, (t) => [
  ...catalogueChecks('injector_materials', t),
]);

export const injectors = pgTable(
  'injectors',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => injectorTypes.id, { onDelete: 'no action' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => injectorMaterials.id, { onDelete: 'no action' }),
    nozzleDiameterMm: numeric('nozzle_diameter_mm', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    ...catalogueChecks('injectors', t),
    check('injectors_nozzle_check', sql`${t.nozzleDiameterMm} is null or ${t.nozzleDiameterMm} > 0`),
  ],
);

export const peripheralEquipmentTypes = pgTable(
  'peripheral_equipment_types',
  {
    ...catalogueColumns(),
    category: text('category', { enum: PERIPHERAL_CATEGORIES }).notNull(),
  },
  (t) => [
    ...catalogueChecks('peripheral_equipment_types', t),
    check('peripheral_equipment_types_category_check', inList(t.category, PERIPHERAL_CATEGORIES)),
  ],
);

export const peripheralEquipment = pgTable(
  'peripheral_equipment',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => peripheralEquipmentTypes.id, { onDelete: 'no action' }),
  },
  (t) => [...catalogueChecks('peripheral_equipment', t)],
);

export const tankFarmCapacities = pgTable(
  'tank_farm_capacities',
  {
    ...catalogueColumns(),
    tanks: integer('tanks').notNull(),
    tankVolumeL: integer('tank_volume_l').notNull(),
  },
  (t) => [
    ...catalogueChecks('tank_farm_capacities', t),
    check('tank_farm_capacities_size_check', sql`${t.tanks} between 1 and 50 and ${t.tankVolumeL} > 0`),
  ],
);

export const tankFarmEquipment = pgTable('tank_farm_equipment', { ...catalogueColumns() }, (t) => [
  ...catalogueChecks('tank_farm_equipment', t),
]);
