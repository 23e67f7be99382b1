import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './columns.ts';

/**
 * Data areas whose serialised responses app instances cache. Statement triggers (migration
 * 0003_revision_triggers) raise an area's revision in the transaction of every write to its tables,
 * so any instance sharing the database sees the change on its next request.
 */
export const DATA_AREAS = [
  'catalogue',
  'configurator',
  'i18n',
  'generalInformation',
  'news',
  'settings',
] as const;
export type DataArea = (typeof DATA_AREAS)[number];

export const dataRevisions = pgTable(
  'data_revisions',
  {
    area: text('area', { enum: DATA_AREAS }).primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_revisions_area_check', inList(t.area, DATA_AREAS))],
);
