// Machines (platforms), machine versions (dosing lines) and the availability matrices between them
// and their components. A relation row means "available as relationType"; no row means Not Available.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  catalogueChecks,
  catalogueColumns,
  inConfiguratorColumn,
  inList,
  PRESSURE_CLASSES,
  relationTypeCheck,
  relationTypeColumn,
  slugCheck,
} from './columns.ts';
import { injectors, mixheads, peripheralEquipment, pumps, tankFarmCapacities } from './equipment.ts';
import { FOAM_APPLICATIONS } from './formulations.ts';
import { controlPlatforms, fuses } from './reference.ts';

export const machines = pgTable(
  'machines',
  {
    ...catalogueColumns(),
    slug: text('slug').notNull(),
    comingSoon: boolean('coming_soon').notNull().default(false),
    useInConfigurator: inConfiguratorColumn(),
    /** path of the product picture under the web root */
    image: text('image'),
    /** translation key of the description shown in the public configurator */
    textKey: text('text_key').notNull(),
    pressureClass: text('pressure_class', { enum: PRESSURE_CLASSES }).notNull(),
    components: integer('components').notNull().default(2),
    /** foam applications the platform finder offers the machine for */
    applications: text('applications').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    ...catalogueChecks('machines', t),
    uniqueIndex('machines_slug_idx').on(t.slug),
    uniqueIndex('machines_text_key_idx').on(t.textKey),
    slugCheck('machines_slug_check', t.slug),
    check('machines_pressure_class_check', inList(t.pressureClass, PRESSURE_CLASSES)),
    check('machines_components_check', sql`${t.components} between 2 and 6`),
    check(
      'machines_applications_check',
      sql`${t.applications} <@ array[${sql.raw(FOAM_APPLICATIONS.map((a) => `'${a}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** A dosing line: a sized version with one poly and one iso pump, which give its output range. */
export const machineVersions = pgTable(
  'machine_versions',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    polyPumpId: uuid('poly_pump_id')
      .notNull()
      .references(() => pumps.id, { onDelete: 'no action' }),
    isoPumpId: uuid('iso_pump_id')
      .notNull()
      .references(() => pumps.id, { onDelete: 'no action' }),
    controlPlatformId: uuid('control_platform_id').references(() => controlPlatforms.id, {
      onDelete: 'no action',
    }),
    fuseId: uuid('fuse_id').references(() => fuses.id, { onDelete: 'no action' }),
  },
  (t) => [...catalogueChecks('machine_versions', t)],
);

export const machineMachineVersions = pgTable(
  'machine_machine_versions',
  {
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.machineVersionId] }),
    relationTypeCheck('machine_machine_versions', t.relationType),
  ],
);

// A version owns its matrix rows (they go with it); a component still offered on a version is in use.

export const machineVersionPumps = pgTable(
  'machine_version_pumps',
  {
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    pumpId: uuid('pump_id')
      .notNull()
      .references(() => pumps.id, { onDelete: 'no action' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineVersionId, t.pumpId] }),
    relationTypeCheck('machine_version_pumps', t.relationType),
  ],
);

export const machineVersionMixheads = pgTable(
  'machine_version_mixheads',
  {
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    mixheadId: uuid('mixhead_id')
      .notNull()
      .references(() => mixheads.id, { onDelete: 'no action' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineVersionId, t.mixheadId] }),
    relationTypeCheck('machine_version_mixheads', t.relationType),
  ],
);

export const machineVersionPeripheralEquipment = pgTable(
  'machine_version_peripheral_equipment',
  {
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    peripheralEquipmentId: uuid('peripheral_equipment_id')
      .notNull()
      .references(() => peripheralEquipment.id, { onDelete: 'no action' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineVersionId, t.peripheralEquipmentId] }),
    relationTypeCheck('machine_version_peripheral_equipment', t.relationType),
  ],
);

export const machineVersionTankFarmCapacities = pgTable(
  'machine_version_tank_farm_capacities',
  {
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    tankFarmCapacityId: uuid('tank_farm_capacity_id')
      .notNull()
      .references(() => tankFarmCapacities.id, { onDelete: 'no action' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineVersionId, t.tankFarmCapacityId] }),
    relationTypeCheck('machine_version_tank_farm_capacities', t.relationType),
  ],
);

export const machineVersionInjectors = pgTable(
  'machine_version_injectors',
  {
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'cascade' }),
    injectorId: uuid('injector_id')
      .notNull()
      .references(() => injectors.id, { onDelete: 'no action' }),
    relationType: relationTypeColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.machineVersionId, t.injectorId] }),
    relationTypeCheck('machine_version_injectors', t.relationType),
  ],
);
