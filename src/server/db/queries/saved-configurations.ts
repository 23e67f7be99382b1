// A signed-in user's saved configurations (docs/product.md#saved-configurations): the codes they saved, under
// names they may change, the same on every device. Each entry belongs to one user: every query is scoped by
// the user's id, so another user's entry is as if it did not exist (NOT_FOUND, never FORBIDDEN).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { KeptTotal } from '../../../domain/saved-configurations.ts';
import type { Db } from '../client.ts';
import { configurationCodes, machines, savedConfigurations } from '../schema/index.ts';
import { DataError, staleVersionError } from './errors.ts';

export type SavedConfigurationEntry = {
  code: string;
  name: string | null;
  /** the customer the code was saved for (the code's, docs/product.md#saved-configurations) */
  customer: string | null;
  machine: { slug: string; name: string };
  total: KeptTotal | null;
  savedAt: Date;
  version: number;
};

const SUBJECT = 'this saved configuration';

function entryColumns() {
  return {
    code: savedConfigurations.code,
    name: savedConfigurations.name,
    customer: configurationCodes.customer,
    slug: machines.slug,
    machineName: machines.name,
    totalCents: savedConfigurations.totalCents,
    totalFrom: savedConfigurations.totalFrom,
    savedAt: savedConfigurations.savedAt,
    version: savedConfigurations.version,
  };
}

type EntryRow = {
  code: string;
  name: string | null;
  customer: string | null;
  slug: string;
  machineName: string;
  totalCents: number | null;
  totalFrom: boolean;
  savedAt: Date;
  version: number;
};

function toEntry(row: EntryRow): SavedConfigurationEntry {
  return {
    code: row.code,
    name: row.name,
    customer: row.customer,
    machine: { slug: row.slug, name: row.machineName },
    total: row.totalCents === null ? null : { cents: row.totalCents, from: row.totalFrom },
    savedAt: row.savedAt,
    version: row.version,
  };
}

function entries(db: Db, userId: string) {
  return db
    .select(entryColumns())
    .from(savedConfigurations)
    .innerJoin(configurationCodes, eq(configurationCodes.code, savedConfigurations.code))
    .innerJoin(machines, eq(machines.id, configurationCodes.machineId))
    .where(eq(savedConfigurations.userId, userId))
    .$dynamic();
}

/** The user's list, last saved first. */
export async function listSavedConfigurations(
  db: Db,
  options: { userId: string },
): Promise<SavedConfigurationEntry[]> {
  const rows = await entries(db, options.userId).orderBy(
    desc(savedConfigurations.savedAt),
    savedConfigurations.code,
  );
  return rows.map(toEntry);
}

/** One entry of the user's list, or undefined. */
async function findSavedConfiguration(
  db: Db,
  options: { userId: string; code: string },
): Promise<SavedConfigurationEntry | undefined> {
  const [row] = await entries(db, options.userId).where(
    and(eq(savedConfigurations.userId, options.userId), eq(savedConfigurations.code, options.code)),
  );
  return row && toEntry(row);
}

/**
 * Puts a code the user just saved on their list, or moves it to the top when it is there: a save of the
 * same configuration again answers the same code. A name given replaces the entry's; none keeps it.
 */
export async function keepSavedConfiguration(
  db: Db,
  options: { userId: string; code: string; name: string | null; total: KeptTotal | null },
): Promise<void> {
  const { userId, code, name, total } = options;
  await db
    .insert(savedConfigurations)
    .values({
      userId,
      code,
      name,
      totalCents: total?.cents ?? null,
      totalFrom: total?.from ?? false,
    })
    .onConflictDoUpdate({
      target: [savedConfigurations.userId, savedConfigurations.code],
      set: {
        name: sql`coalesce(excluded.name, ${savedConfigurations.name})`,
        totalCents: sql`excluded.total_cents`,
        totalFrom: sql`excluded.total_from`,
        savedAt: sql`now()`,
        version: sql`${savedConfigurations.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

/** Why a write guarded by the version touched no entry: it is not on the list, or it changed meanwhile. */
async function staleOrGone(db: Db, userId: string, code: string): Promise<DataError> {
  const current = await findSavedConfiguration(db, { userId, code });
  if (!current) return new DataError('NOT_FOUND', 'This configuration is not on your list (any more).');
  return staleVersionError(SUBJECT, {
    current: { ...current, savedAt: current.savedAt.toISOString() },
    advice: 'Look at its name now and rename it again if you still want to.',
  });
}

/**
 * Gives the entry a new name (null: none). NOT_FOUND when the code is not on the user's list, CONFLICT
 * when it changed since `expectedVersion` (renamed or saved again on another device).
 */
export async function renameSavedConfiguration(
  db: Db,
  options: { userId: string; code: string; name: string | null; expectedVersion: number },
): Promise<SavedConfigurationEntry> {
  const { userId, code } = options;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(savedConfigurations)
      .set({
        name: options.name,
        version: sql`${savedConfigurations.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(savedConfigurations.userId, userId),
          eq(savedConfigurations.code, code),
          eq(savedConfigurations.version, options.expectedVersion),
        ),
      )
      .returning({ code: savedConfigurations.code });
    if (updated.length === 0) throw await staleOrGone(tx, userId, code);
    const entry = await findSavedConfiguration(tx, { userId, code });
    if (!entry) throw await staleOrGone(tx, userId, code);
    return entry;
  });
}

/** Takes the code off the user's list (the code itself stays valid); NOT_FOUND when it is not on it. */
export async function removeSavedConfiguration(
  db: Db,
  options: { userId: string; code: string },
): Promise<void> {
  const removed = await db
    .delete(savedConfigurations)
    .where(and(eq(savedConfigurations.userId, options.userId), eq(savedConfigurations.code, options.code)))
    .returning({ code: savedConfigurations.code });
  if (removed.length === 0) {
    throw new DataError('NOT_FOUND', 'This configuration is not on your list (any more).');
  }
}
