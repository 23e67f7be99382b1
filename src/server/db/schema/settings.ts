import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-editable settings (publicPrices, discountRatePerOption, …) and generated secrets. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
