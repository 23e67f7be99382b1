import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { configurationCodes } from './codes.ts';
import { inList, versionColumns } from './columns.ts';
import { interfaceLanguages } from './i18n.ts';
import { users } from './users.ts';

/** docs/product.md#quotes: how far sales got with a lead. */
export const QUOTE_REQUEST_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

/**
 * The e-mail to sales: pending (waiting for its first or next attempt), sending (claimed by an
 * instance until mail_claimed_until), sent, logged (no SMTP_URL: written to the log), failed (gave up
 * after the last attempt; the request itself stays).
 */
export const QUOTE_MAIL_STATUSES = ['pending', 'sending', 'sent', 'logged', 'failed'] as const;
export type QuoteMailStatus = (typeof QUOTE_MAIL_STATUSES)[number];

/** A customer's quote request for a saved configuration (docs/product.md#quotes). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => configurationCodes.code, { onDelete: 'no action' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    /** ISO 3166-1 alpha-2 of the customer's country */
    country: text('country').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** the language the customer wrote in; the attached PDF is in it */
    locale: text('locale', { enum: INTERFACE_LOCALES })
      .notNull()
      .references(() => interfaceLanguages.code, { onDelete: 'no action' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** set when a signed-in user (a sales person at a booth) sent it */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: QUOTE_REQUEST_STATUSES }).notNull().default('new'),
    mailStatus: text('mail_status', { enum: QUOTE_MAIL_STATUSES }).notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailLastError: text('mail_last_error'),
    mailNextAttemptAt: timestamp('mail_next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    mailClaimedUntil: timestamp('mail_claimed_until', { withTimezone: true }),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    ...versionColumns(),
  },
  (t) => [
    check('quote_requests_status_check', inList(t.status, QUOTE_REQUEST_STATUSES)),
    check('quote_requests_mail_status_check', inList(t.mailStatus, QUOTE_MAIL_STATUSES)),
    check('quote_requests_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('quote_requests_name_check', sql`length(trim(${t.name})) > 0`),
    check('quote_requests_email_check', sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check('quote_requests_attempts_check', sql`${t.mailAttempts} >= 0`),
    index('quote_requests_mail_due_idx').on(t.mailStatus, t.mailNextAttemptAt),
    index('quote_requests_code_idx').on(t.code),
    index('quote_requests_created_idx').on(t.createdAt),
  ],
);
