// The configurator model (docs/product.md#configurator-model), per machine: steps → sub-steps → options,
// prices, filters, packages, base prices. Money is stored in integer cents; the API speaks EUR.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, idColumn, inList, SLUG_PATTERN, slugCheck, versionColumns } from './columns.ts';
import { mixheads } from './equipment.ts';
import { machines, machineVersions } from './machines.ts';
import { dayTanks, pressureEquipmentDirectives } from './reference.ts';
import { users } from './users.ts';

export const FIELD_TYPES = ['select', 'radio', 'checkbox', 'number', 'text', 'info'] as const;
export const PRICE_KINDS = ['none', 'fixed', 'dependent'] as const;
/** Base choices a price may depend on besides sub-step slugs (src/domain/configurator/model.ts). */
const BASE_CHOICE_KEYS = ['dosingLine', 'country', 'dayTank'];
const MAX_CENTS = 1_000_000_000;

const choiceKeyCheck = (column: unknown) =>
  sql`${column} ~ ${sql.raw(`'${SLUG_PATTERN}'`)} or ${column} in (${sql.raw(BASE_CHOICE_KEYS.map((k) => `'${k}'`).join(', '))})`;

/** One per machine that has a configurator; modelVersion is recorded in configuration codes. */
export const configurators = pgTable(
  'configurators',
  {
    machineId: uuid('machine_id')
      .primaryKey()
      .references(() => machines.id, { onDelete: 'no action' }),
    /** the PED agency countries are built to */
    pedOverrideId: uuid('ped_override_id')
      .notNull()
      .references(() => pressureEquipmentDirectives.id, { onDelete: 'no action' }),
    modelVersion: integer('model_version').notNull().default(1),
    /** the indicative lead time shown next to the total, in weeks from order to delivery; null: not shown */
    leadTimeMinWeeks: integer('lead_time_min_weeks'),
    leadTimeMaxWeeks: integer('lead_time_max_weeks'),
    /**
     * The machine's own settings, as its published model version holds them; null (a machine no version
     * was published for yet): the countries' agency flags and the app settings (docs/product.md#model-versions)
     */
    agencyIsos: text('agency_isos').array(),
    discountRatePerOption: numeric('discount_rate_per_option', { precision: 6, scale: 5, mode: 'number' }),
    publicPrices: boolean('public_prices'),
    ...versionColumns(),
  },
  (t) => [
    check(
      'configurators_discount_rate_check',
      sql`${t.discountRatePerOption} is null or ${t.discountRatePerOption} between 0 and 0.05`,
    ),
    check(
      'configurators_lead_time_check',
      sql`(${t.leadTimeMinWeeks} is null and ${t.leadTimeMaxWeeks} is null)
      or (${t.leadTimeMinWeeks} between 1 and 104 and ${t.leadTimeMaxWeeks} between ${t.leadTimeMinWeeks} and 104)`,
    ),
  ],
);

/** Day tanks offered with the machine, i.e. the third key of its base prices. */
export const configuratorDayTanks = pgTable(
  'configurator_day_tanks',
  {
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    dayTankId: uuid('day_tank_id')
      .notNull()
      .references(() => dayTanks.id, { onDelete: 'no action' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.dayTankId] })],
);

export const configuratorSteps = pgTable(
  'configurator_steps',
  {
    id: idColumn(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** English source text; translations are keyed by textKey */
    title: text('title').notNull(),
    textKey: text('text_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('configurator_steps_slug_idx').on(t.machineId, t.slug),
    uniqueIndex('configurator_steps_text_key_idx').on(t.textKey),
    // Target of the sub-steps' composite key, which keeps a sub-step in its step's machine.
    unique('configurator_steps_id_machine_unique').on(t.id, t.machineId),
    slugCheck('configurator_steps_slug_check', t.slug),
    check('configurator_steps_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const configuratorSubSteps = pgTable(
  'configurator_sub_steps',
  {
    id: idColumn(),
    stepId: uuid('step_id').notNull(),
    /** the step's machine, repeated so that sub-step slugs are unique per machine */
    machineId: uuid('machine_id').notNull(),
    // The slug pattern has no capitals, so a slug never collides with the base choices (dosingLine …).
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    textKey: text('text_key').notNull(),
    fieldType: text('field_type', { enum: FIELD_TYPES }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    foreignKey({
      name: 'configurator_sub_steps_step_fk',
      columns: [t.stepId, t.machineId],
      foreignColumns: [configuratorSteps.id, configuratorSteps.machineId],
    }).onDelete('cascade'),
    uniqueIndex('configurator_sub_steps_slug_idx').on(t.machineId, t.slug),
    uniqueIndex('configurator_sub_steps_text_key_idx').on(t.textKey),
    slugCheck('configurator_sub_steps_slug_check', t.slug),
    check('configurator_sub_steps_field_type_check', inList(t.fieldType, FIELD_TYPES)),
    check('configurator_sub_steps_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const configuratorOptions = pgTable(
  'configurator_options',
  {
    id: idColumn(),
    subStepId: uuid('sub_step_id')
      .notNull()
      .references(() => configuratorSubSteps.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    textKey: text('text_key').notNull(),
    /** none: not priced (null); fixed: priceCents; dependent: option_prices keyed by the dependsOn choice */
    priceKind: text('price_kind', { enum: PRICE_KINDS }).notNull(),
    priceCents: integer('price_cents'),
    priceDependsOn: text('price_depends_on'),
    /** internal article number, shown in sales mode only */
    articleNumber: text('article_number'),
    /** preselected in a new configuration (UX: options start unselected unless the model says so) */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * preselected instead of the plain default while each key (a base choice or sub-step slug) holds one
     * of its values, e.g. { country: ['US', 'CA'] } (docs/product.md#configurator-model)
     */
    defaultWhen: jsonb('default_when').$type<Record<string, string[]>>(),
    /** a short explanation of a jargon name (English; translated under `<text_key>.help`) */
    help: text('help'),
    /** marked "Recommended", with a one-line reason (English; translated under `<text_key>.reason`) */
    recommended: boolean('recommended').notNull().default(false),
    recommendedReason: text('recommended_reason'),
    /**
     * the catalogue mixhead the option stands for: the model serves its output range, so the option shows
     * it and the finder's target can be checked against it (src/domain/output-target.ts)
     */
    mixheadId: uuid('mixhead_id').references(() => mixheads.id, { onDelete: 'no action' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    check('configurator_options_help_check', sql`${t.help} is null or length(trim(${t.help})) > 0`),
    check('configurator_options_recommended_check', sql`${t.recommended} or ${t.recommendedReason} is null`),
    uniqueIndex('configurator_options_value_idx').on(t.subStepId, t.value),
    uniqueIndex('configurator_options_text_key_idx').on(t.textKey),
    check('configurator_options_value_check', sql`${t.value} ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'`),
    check('configurator_options_label_check', sql`length(trim(${t.label})) > 0`),
    check('configurator_options_price_kind_check', inList(t.priceKind, PRICE_KINDS)),
    check(
      'configurator_options_price_shape_check',
      sql`(${t.priceKind} = 'none' and ${t.priceCents} is null and ${t.priceDependsOn} is null)
        or (${t.priceKind} = 'fixed' and ${t.priceCents} is not null and ${t.priceDependsOn} is null)
        or (${t.priceKind} = 'dependent' and ${t.priceCents} is null and ${t.priceDependsOn} is not null)`,
    ),
    check(
      'configurator_options_price_range_check',
      sql`abs(${t.priceCents}) <= ${sql.raw(String(MAX_CENTS))}`,
    ),
    check('configurator_options_depends_on_check', choiceKeyCheck(t.priceDependsOn)),
  ],
);

/** Price of a dependent option for one value chosen in its dependsOn sub-step or base choice. */
export const configuratorOptionPrices = pgTable(
  'configurator_option_prices',
  {
    optionId: uuid('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.key] }),
    check(
      'configurator_option_prices_range_check',
      sql`abs(${t.priceCents}) <= ${sql.raw(String(MAX_CENTS))}`,
    ),
  ],
);

/**
 * One allowed value of an option's filter. Keys name sub-steps or base choices, values option values
 * or dosing line ids, ISO codes and day tank ids, so they cannot be foreign keys: the model check
 * (src/domain/configurator/model-check.ts) finds the dangling ones.
 */
export const configuratorOptionFilters = pgTable(
  'configurator_option_filters',
  {
    optionId: uuid('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    filterKey: text('filter_key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.filterKey, t.value] }),
    check('configurator_option_filters_key_check', choiceKeyCheck(t.filterKey)),
  ],
);

/** An option of another sub-step that selecting the package option selects. */
export const configuratorPackageOptions = pgTable(
  'configurator_package_options',
  {
    packageOptionId: uuid('package_option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'no action' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageOptionId, t.optionId] }),
    check('configurator_package_options_self_check', sql`${t.packageOptionId} <> ${t.optionId}`),
  ],
);

export const basePrices = pgTable(
  'base_prices',
  {
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'no action' }),
    pedId: uuid('ped_id')
      .notNull()
      .references(() => pressureEquipmentDirectives.id, { onDelete: 'no action' }),
    dayTankId: uuid('day_tank_id')
      .notNull()
      .references(() => dayTanks.id, { onDelete: 'no action' }),
    priceCents: integer('price_cents').notNull(),
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.machineVersionId, t.pedId, t.dayTankId] }),
    check('base_prices_range_check', sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_CENTS))}`),
  ],
);

export const agencyBasePrices = pgTable(
  'agency_base_prices',
  {
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    machineVersionId: uuid('machine_version_id')
      .notNull()
      .references(() => machineVersions.id, { onDelete: 'no action' }),
    dayTankId: uuid('day_tank_id')
      .notNull()
      .references(() => dayTanks.id, { onDelete: 'no action' }),
    priceCents: integer('price_cents').notNull(),
    ...versionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.machineVersionId, t.dayTankId] }),
    check('agency_base_prices_range_check', sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_CENTS))}`),
  ],
);

/**
 * A part model's file: a self-contained glTF binary, checked before it was stored (docs/product.md#part-models),
 * named by the SHA-256 of its bytes, so one file is stored once and its address never changes content.
 */
export const partModelFiles = pgTable(
  'part_model_files',
  {
    sha256: text('sha256').primaryKey(),
    byteSize: integer('byte_size').notNull(),
    triangleCount: integer('triangle_count').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('part_model_files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * 3D part of the configurator view. `shownBy` holds what shows it, a line each: `always`, an option as
 * `<sub-step slug>=<value>`, or a base choice as `dosingLine=<id>` or `dayTank=<id>`; kept by slug and
 * value rather than by option row, so a link outlives a publication that drops its option and is flagged.
 */
export const partModels = pgTable(
  'part_models',
  {
    id: idColumn(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the SHA-256 of the file in part_model_files */
    file: text('file')
      .notNull()
      .references(() => partModelFiles.sha256, { onDelete: 'no action' }),
    shownBy: text('shown_by').notNull().default('always'),
    /** a named node of the frame the part is placed at; position, rotation and scale are relative to it */
    anchor: text('anchor'),
    positionX: numeric('position_x', { precision: 9, scale: 3, mode: 'number' }).notNull().default(0),
    positionY: numeric('position_y', { precision: 9, scale: 3, mode: 'number' }).notNull().default(0),
    positionZ: numeric('position_z', { precision: 9, scale: 3, mode: 'number' }).notNull().default(0),
    rotationX: numeric('rotation_x', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    rotationY: numeric('rotation_y', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    rotationZ: numeric('rotation_z', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    scale: numeric('scale', { precision: 9, scale: 3, mode: 'number' }).notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    check('part_models_name_check', sql`length(trim(${t.name})) > 0`),
    check('part_models_shown_by_check', sql`length(trim(${t.shownBy})) > 0`),
    check('part_models_scale_check', sql`${t.scale} > 0`),
  ],
);

/**
 * A starting point for an application ("Panel line", "Laboratory"), chosen on the machine page before the
 * steps: a dosing line and option values that replace the defaults. Title and description are English,
 * translated under text_key and `<text_key>.description`.
 */
export const configuratorStarters = pgTable(
  'configurator_starters',
  {
    id: idColumn(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    textKey: text('text_key').notNull(),
    /** base choices and sub-step values, as a selection holds them: { dosingLine?, values } */
    selection: jsonb('selection')
      .$type<{ dosingLine?: string; values: Record<string, string[]> }>()
      .notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('configurator_starters_slug_idx').on(t.machineId, t.slug),
    uniqueIndex('configurator_starters_text_key_idx').on(t.textKey),
    slugCheck('configurator_starters_slug_check', t.slug),
    check('configurator_starters_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

/**
 * Every published version of a machine's configurator model (docs/decisions/015-model-versions-as-documents.md):
 * the whole model as one document (src/domain/configurator/model-document.ts), immutable once written. The
 * relational tables above hold the current one, written in the publication's transaction.
 */
export const configuratorModelVersions = pgTable(
  'configurator_model_versions',
  {
    machineId: uuid('machine_id')
      .notNull()
      .references(() => configurators.machineId, { onDelete: 'cascade' }),
    modelVersion: integer('model_version').notNull(),
    model: jsonb('model').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** the publisher's name as it was, so the list survives the account */
    publishedByLabel: text('published_by_label').notNull(),
    note: text('note'),
    /** the version this one copies, for a rollback */
    rolledBackFrom: integer('rolled_back_from'),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.modelVersion] }),
    check('configurator_model_versions_version_check', sql`${t.modelVersion} >= 1`),
    check('configurator_model_versions_note_check', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);

/** The one draft of a machine's model that the editor changes; publishing copies it into a version. */
export const configuratorDrafts = pgTable('configurator_drafts', {
  machineId: uuid('machine_id')
    .primaryKey()
    .references(() => configurators.machineId, { onDelete: 'cascade' }),
  /** raised by every save: a save naming an older one is a CONFLICT */
  draftVersion: integer('draft_version').notNull().default(1),
  /** the published version the draft started from */
  basedOnModelVersion: integer('based_on_model_version').notNull(),
  model: jsonb('model').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedByLabel: text('updated_by_label'),
});
