// Reference lists named by the admin pages of docs/product.md#routes (languages … cleaning).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { catalogueChecks, catalogueColumns, inConfiguratorColumn } from './columns.ts';

/** Languages a machine's HMI and documentation come in (not the interface locales of the configurator). */
export const languages = pgTable(
  'languages',
  { ...catalogueColumns(), code: text('code').notNull() },
  (t) => [
    ...catalogueChecks('languages', t),
    uniqueIndex('languages_code_idx').on(t.code),
    check('languages_code_check', sql`${t.code} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`),
  ],
);

/** Pressure equipment directive variants a machine is built to; countries map onto one. */
export const pressureEquipmentDirectives = pgTable(
  'pressure_equipment_directives',
  { ...catalogueColumns(), code: text('code').notNull() },
  (t) => [
    ...catalogueChecks('pressure_equipment_directives', t),
    uniqueIndex('pressure_equipment_directives_code_idx').on(t.code),
  ],
);

export const countries = pgTable(
  'countries',
  {
    ...catalogueColumns(),
    /** ISO 3166-1 alpha-2, upper case */
    iso: text('iso').notNull(),
    pedId: uuid('ped_id')
      .notNull()
      .references(() => pressureEquipmentDirectives.id, { onDelete: 'no action' }),
    /** sold through an agency: agency base prices and the configurator's pedOverride apply */
    agency: boolean('agency').notNull().default(false),
  },
  (t) => [
    ...catalogueChecks('countries', t),
    uniqueIndex('countries_iso_idx').on(t.iso),
    check('countries_iso_check', sql`${t.iso} ~ '^[A-Z]{2}$'`),
  ],
);

export const fuses = pgTable(
  'fuses',
  { ...catalogueColumns(), amperes: integer('amperes').notNull() },
  (t) => [...catalogueChecks('fuses', t), check('fuses_amperes_check', sql`${t.amperes} between 1 and 2000`)],
);

export const controlPlatforms = pgTable(
  'control_platforms',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    screenInches: numeric('screen_inches', { precision: 4, scale: 1, mode: 'number' }),
  },
  (t) => [
    ...catalogueChecks('control_platforms', t),
    check('control_platforms_screen_check', sql`${t.screenInches} is null or ${t.screenInches} > 0`),
  ],
);

export const dayTanks = pgTable(
  'day_tanks',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    volumeL: integer('volume_l').notNull(),
    /** translation key of the name shown in the public configurator */
    textKey: text('text_key').notNull(),
  },
  (t) => [
    ...catalogueChecks('day_tanks', t),
    check('day_tanks_volume_check', sql`${t.volumeL} between 1 and 100000`),
    uniqueIndex('day_tanks_text_key_idx').on(t.textKey),
  ],
);

export const hoseLines = pgTable(
  'hose_lines',
  {
    ...catalogueColumns(),
    useInConfigurator: inConfiguratorColumn(),
    lengthM: numeric('length_m', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    heated: boolean('heated').notNull().default(false),
  },
  (t) => [
    ...catalogueChecks('hose_lines', t),
    check('hose_lines_length_check', sql`${t.lengthM} > 0 and ${t.lengthM} <= 100`),
  ],
);

export const filters = pgTable(
  'filters',
  { ...catalogueColumns(), meshMicrons: integer('mesh_microns').notNull() },
  (t) => [
    ...catalogueChecks('filters', t),
    check('filters_mesh_check', sql`${t.meshMicrons} between 1 and 5000`),
  ],
);

/** Mixhead and line cleaning methods. */
export const cleaningMethods = pgTable('cleaning_methods', { ...catalogueColumns() }, (t) => [
  ...catalogueChecks('cleaning_methods', t),
]);
