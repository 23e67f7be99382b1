import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { OfflinePinVerifier } from '../../../domain/offline-pin.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Db } from '../client.ts';
import { revokedSessions, users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Db, options: { email: string }): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(byEmail(options.email)).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, options: { id: string }): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(options.id)) return undefined;
  const rows = await db.select().from(users).where(eq(users.id, options.id)).limit(1);
  return rows[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a signed-in request re-checks, in one statement: the account's state and whether this session
 * was signed out (`revoked`).
 */
export async function findSessionState(db: Db, options: { id: string; sid: string }) {
  if (!UUID.test(options.id) || !UUID.test(options.sid)) return undefined;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tradeFairModeEnabled: users.tradeFairModeEnabled,
      disabled: users.disabled,
      sessionVersion: users.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${options.sid})`,
    })
    .from(users)
    .where(eq(users.id, options.id))
    .limit(1);
  return rows[0];
}

/**
 * Sign-out: the session stays refused until its token would have expired anyway. Revocations past
 * their expiry are purged in the same transaction, so the table holds only live ones.
 */
export async function revokeSession(
  db: Db,
  options: { sid: string; userId: string | undefined; expiresAt: Date },
): Promise<void> {
  if (!UUID.test(options.sid)) return;
  await db.transaction(async (tx) => {
    await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
    await tx
      .insert(revokedSessions)
      .values({
        sid: options.sid,
        userId: options.userId && UUID.test(options.userId) ? options.userId : null,
        expiresAt: options.expiresAt,
      })
      .onConflictDoNothing();
  });
}

class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

export async function insertUser(
  db: Db,
  options: {
    name: string;
    email: string;
    role: Role;
    passwordHash: string | null;
    tradeFairModeEnabled?: boolean;
    tradeFairPinHash?: string | null;
    /** the same PIN's offline verifier (auth/offline-pin.ts) */
    tradeFairPinOffline?: OfflinePinVerifier | null;
  },
): Promise<UserRow> {
  try {
    const rows = await db
      .insert(users)
      .values({
        name: options.name.trim(),
        email: options.email.trim(),
        role: options.role,
        passwordHash: options.passwordHash,
        tradeFairModeEnabled: options.tradeFairModeEnabled ?? false,
        tradeFairPinHash: options.tradeFairPinHash ?? null,
        tradeFairPinOffline: options.tradeFairPinOffline ?? null,
      })
      .returning();
    return rows[0] as UserRow;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new EmailTakenError(`A user with the e-mail ${options.email} already exists.`);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** With `endSessions` every session of the user ends on its next request. */
export async function setPasswordHash(
  db: Db,
  options: { id: string; passwordHash: string; endSessions?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: options.passwordHash,
      ...(options.endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, options.id));
}

/** A trade-fair user's own PIN (argon2 hash and its offline verifier); sessions go on. */
export async function setTradeFairPinHash(
  db: Db,
  options: { id: string; pinHash: string; offline: OfflinePinVerifier },
): Promise<void> {
  await db
    .update(users)
    .set({
      tradeFairPinHash: options.pinHash,
      tradeFairPinOffline: options.offline,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, options.id));
}

/**
 * The offline verifier of an account that has none yet, made from a PIN just checked against
 * `pinHash`: written only while that is still the account's PIN (a change in the meantime wrote its
 * own). Not an edit of the account: its version and updatedAt stay, so no open form conflicts.
 */
export async function addOfflinePinVerifier(
  db: Db,
  options: { id: string; pinHash: string; offline: OfflinePinVerifier },
): Promise<void> {
  await db
    .update(users)
    .set({ tradeFairPinOffline: options.offline })
    .where(
      and(
        eq(users.id, options.id),
        eq(users.tradeFairPinHash, options.pinHash),
        eq(users.tradeFairModeEnabled, true),
        isNull(users.tradeFairPinOffline),
      ),
    );
}

/** The offline verifier of a trade-fair account's PIN; null without one (or when trade-fair mode is off). */
export async function findOfflinePinVerifier(
  db: Db,
  options: { id: string },
): Promise<OfflinePinVerifier | null> {
  const [row] = await db
    .select({ offline: users.tradeFairPinOffline })
    .from(users)
    .where(and(eq(users.id, options.id), eq(users.tradeFairModeEnabled, true)));
  return row?.offline ?? null;
}

export async function setDisabled(db: Db, options: { id: string; disabled: boolean }): Promise<void> {
  await db
    .update(users)
    .set({
      disabled: options.disabled,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, options.id));
}

/**
 * A sign-in: the account as it is now, with its last sign-in set to now; undefined when it is missing
 * or disabled. Not an edit of the account: its version and updatedAt stay, so no open form conflicts.
 */
export async function recordSignIn(db: Db, options: { id: string }): Promise<UserRow | undefined> {
  if (!UUID.test(options.id)) return undefined;
  const rows = await db
    .update(users)
    .set({ lastSignedInAt: sql`now()` })
    .where(and(eq(users.id, options.id), eq(users.disabled, false)))
    .returning();
  return rows[0];
}

export async function markEmailVerified(db: Db, options: { id: string }): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ emailVerified: sql`now()` })
    .where(eq(users.id, options.id))
    .returning();
  return rows[0];
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}

/**
 * The enabled development users other than `exceptId`, locked until the transaction ends, so that two
 * admins cannot each demote one of the last two at the same time.
 */
export async function lockOtherActiveDevelopers(db: Db, options: { exceptId: string }): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.role} = 'development' and not ${users.disabled} and ${users.id} <> ${options.exceptId}`,
    )
    .for('update');
  return rows.map((row) => row.id);
}
