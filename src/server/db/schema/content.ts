// Internal-area texts: general-information pages and news. `text` is rich text, sanitised on write.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, slugCheck, versionColumns } from './columns.ts';

export const generalInformationPages = pgTable(
  'general_information_pages',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** only published entries are served to the internal area */
    published: boolean('published').notNull().default(false),
    /** the date shown with the entry; set when it is first published */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('general_information_pages_slug_idx').on(t.slug),
    slugCheck('general_information_pages_slug_check', t.slug),
    check('general_information_pages_title_check', sql`length(trim(${t.title})) > 0`),
    check(
      'general_information_pages_published_check',
      sql`not ${t.published} or ${t.publishedAt} is not null`,
    ),
  ],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** only published entries are served to the internal area */
    published: boolean('published').notNull().default(false),
    /** the date shown with the entry; set when it is first published */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_idx').on(t.slug),
    slugCheck('news_articles_slug_check', t.slug),
    check('news_articles_title_check', sql`length(trim(${t.title})) > 0`),
    check('news_articles_published_check', sql`not ${t.published} or ${t.publishedAt} is not null`),
  ],
);
