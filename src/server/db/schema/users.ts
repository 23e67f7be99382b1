import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OfflinePinVerifier } from '../../../domain/offline-pin.ts';
import { ROLES } from '../../../domain/roles.ts';

const roleList = ROLES.map((r) => `'${r}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id; null for a user who signs in only by e-mail link. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    tradeFairModeEnabled: boolean('trade_fair_mode_enabled').notNull().default(false),
    tradeFairPinHash: text('trade_fair_pin_hash'),
    /**
     * The same PIN as a PBKDF2 verifier the browser can check offline (auth/offline-pin.ts); written with
     * the argon2 hash, cleared with it, and sent only in the trade-fair user's own offline kit.
     */
    tradeFairPinOffline: jsonb('trade_fair_pin_offline').$type<OfflinePinVerifier>(),
    disabled: boolean('disabled').notNull().default(false),
    /** Raised on disable, role change and password change: older sessions stop working. */
    sessionVersion: integer('session_version').notNull().default(1),
    emailVerified: timestamp('email_verified', { withTimezone: true }),
    /** Set at each sign-in (password or e-mail link); not an edit: version and updatedAt stay. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

/** Auth.js e-mail sign-in links (the token is stored hashed by Auth.js). */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/**
 * Sessions ended by sign-out before their JWT expires. Checked in the query that re-reads the user on
 * every request, so a captured token is refused on every instance; rows past `expiresAt` are purged.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: uuid('sid').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

export const SALES_MODE_VIA = ['role', 'pin'] as const;

/**
 * Sales mode authorised for one session (docs/product.md#sales-mode): the authorisation lives here, tied to
 * the session id of the JWT, so a client cannot fake it. `via: 'pin'` (trade-fair mode) expires after
 * 300000 ms without a request (`last_active_at`); the change feed tells every instance about changes.
 */
export const salesModeSessions = pgTable(
  'sales_mode_sessions',
  {
    sid: uuid('sid').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via', { enum: SALES_MODE_VIA }).notNull(),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sales_mode_sessions_via_check', sql`${t.via} in ('role', 'pin')`),
    index('sales_mode_sessions_user_idx').on(t.userId),
  ],
);
