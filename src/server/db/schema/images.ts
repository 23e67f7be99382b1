// Uploaded pictures (machine images), kept in the database so that every instance sharing it serves
// them. Content-addressed: the same bytes uploaded twice are one row.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, inList } from './columns.ts';
import { users } from './users.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type', { enum: IMAGE_TYPES }).notNull(),
    /** hex SHA-256 of the bytes: the ETag, and what makes a second upload of the same file reuse the row */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('images_sha256_idx').on(t.sha256),
    check('images_content_type_check', inList(t.contentType, IMAGE_TYPES)),
    check('images_size_check', sql`${t.byteSize} = octet_length(${t.bytes}) and ${t.byteSize} > 0`),
  ],
);
