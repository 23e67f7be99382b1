import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Selection } from '../../../domain/configurator/types.ts';
import type { UnitsConfig } from '../../../domain/flow.ts';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { CUSTOMER_MAX, SAVED_NAME_MAX } from '../../../domain/saved-configurations.ts';
import { idColumn, versionColumns } from './columns.ts';
import { interfaceLanguages } from './i18n.ts';
import { machines } from './machines.ts';
import { users } from './users.ts';

/** docs/product.md#codes: a saved configuration, immutable once written (so it has no version column). */
export const configurationCodes = pgTable(
  'configuration_codes',
  {
    /** 8 symbols Crockford base32 (src/domain/configuration-code.ts) */
    code: text('code').primaryKey(),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'no action' }),
    /** configurators.model_version at the time of saving */
    modelVersion: integer('model_version').notNull(),
    selection: jsonb('selection').$type<Selection>().notNull(),
    units: jsonb('units').$type<UnitsConfig>().notNull(),
    /**
     * Labels of the chosen values in the saved locale, keyed `subStepSlug/value` (base choices too,
     * e.g. `dosingLine/<id>`), so that an option removed from the model later can still be named.
     */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    locale: text('locale', { enum: INTERFACE_LOCALES })
      .notNull()
      .references(() => interfaceLanguages.code, { onDelete: 'no action' }),
    /** the signed-in user who saved it (a sales person at a booth); null for a visitor */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The customer a sales person saved it for (docs/product.md#saved-configurations), as typed, cleaned
     * (domain/saved-configurations.ts); part of what makes a code the same, so one selection saved for two
     * customers is two codes.
     */
    customer: text('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('configuration_codes_code_check', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{8}$'`),
    check('configuration_codes_model_version_check', sql`${t.modelVersion} >= 1`),
    check(
      'configuration_codes_customer_check',
      sql`${t.customer} is null or (length(trim(${t.customer})) > 0 and char_length(${t.customer}) <= ${sql.raw(String(CUSTOMER_MAX))})`,
    ),
    index('configuration_codes_machine_idx').on(t.machineId),
  ],
);

/**
 * A signed-in user's list of saved configurations (docs/product.md#saved-configurations), the same on every
 * device: a code once on it, under a name the user may change. Removing an entry leaves the code, which is
 * immutable and may be quoted. The total is the server's price when the code was saved (domain
 * `keptTotal`), in the saver's audience; null when none was shown (prices on request, an agency country).
 */
export const savedConfigurations = pgTable(
  'saved_configurations',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => configurationCodes.code, { onDelete: 'no action' }),
    name: text('name'),
    totalCents: bigint('total_cents', { mode: 'number' }),
    /** the total leaves out options whose price waits for another choice: the price is at least it */
    totalFrom: boolean('total_from').notNull().default(false),
    /** when the code was last saved by this user (a save of the same configuration again moves it up) */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('saved_configurations_user_code_idx').on(t.userId, t.code),
    index('saved_configurations_user_saved_idx').on(t.userId, t.savedAt),
    index('saved_configurations_code_idx').on(t.code),
    check(
      'saved_configurations_name_check',
      sql`${t.name} is null or (length(trim(${t.name})) > 0 and char_length(${t.name}) <= ${sql.raw(String(SAVED_NAME_MAX))})`,
    ),
  ],
);
