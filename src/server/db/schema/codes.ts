import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Selection } from '../../../domain/configurator/types.ts';
import type { UnitsConfig } from '../../../domain/flow.ts';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
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
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('configuration_codes_code_check', sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{8}$'`),
    check('configuration_codes_model_version_check', sql`${t.modelVersion} >= 1`),
    index('configuration_codes_machine_idx').on(t.machineId),
  ],
);
