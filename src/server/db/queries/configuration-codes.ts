// Configuration codes (docs/product.md#codes): immutable saved configurations under a random 8-symbol code.
import { and, eq, sql } from 'drizzle-orm';
import { newConfigurationCode } from '../../../domain/configuration-code.ts';
import type { Selection } from '../../../domain/configurator/types.ts';
import type { UnitsConfig } from '../../../domain/flow.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import type { Db } from '../client.ts';
import { configurationCodes, machines } from '../schema/index.ts';

/** 40 random bits: a collision is rare, so a few tries are plenty. */
export const MAX_CODE_ATTEMPTS = 5;

export type NewConfiguration = {
  machineId: string;
  modelVersion: number;
  selection: Selection;
  units: UnitsConfig;
  locale: InterfaceLocale;
  labels: Record<string, string>;
  createdBy: string | null;
  /** the customer a sales person saved it for (docs/product.md#saved-configurations) */
  customer?: string | null;
};

class NoFreeCodeError extends Error {
  override name = 'NoFreeCodeError';
}

/** Stores a configuration under a fresh random code; a code that is taken is drawn again. */
export async function insertConfigurationCode(
  db: Db,
  configuration: NewConfiguration,
  options: { draw?: () => string } = {},
): Promise<string> {
  const draw = options.draw ?? newConfigurationCode;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(configurationCodes)
      .values({ code: draw(), ...configuration })
      .onConflictDoNothing({ target: configurationCodes.code })
      .returning({ code: configurationCodes.code });
    if (row) return row.code;
  }
  throw new NoFreeCodeError(`No free configuration code after ${MAX_CODE_ATTEMPTS} attempts.`);
}

/**
 * The code of a configuration: the one already saved for the same selection of the same machine and
 * model version by the same saver for the same customer (so saving an unchanged configuration again gives
 * the same code, and one saved for another customer a code of its own), or a new one.
 */
export async function saveConfigurationCode(
  db: Db,
  configuration: NewConfiguration,
  options: { draw?: () => string } = {},
): Promise<string> {
  const [same] = await db
    .select({ code: configurationCodes.code })
    .from(configurationCodes)
    .where(
      and(
        eq(configurationCodes.machineId, configuration.machineId),
        eq(configurationCodes.modelVersion, configuration.modelVersion),
        sql`${configurationCodes.selection} = ${JSON.stringify(configuration.selection)}::jsonb`,
        sql`${configurationCodes.createdBy} is not distinct from ${configuration.createdBy}::uuid`,
        sql`${configurationCodes.customer} is not distinct from ${configuration.customer ?? null}::text`,
      ),
    )
    .orderBy(configurationCodes.createdAt)
    .limit(1);
  return same?.code ?? (await insertConfigurationCode(db, configuration, options));
}

export type StoredConfiguration = {
  code: string;
  machineId: string;
  slug: string;
  modelVersion: number;
  selection: Selection;
  units: UnitsConfig;
  locale: InterfaceLocale;
  labels: Record<string, string>;
  createdAt: Date;
};

/** A stored configuration by its canonical code, with its machine's slug. */
export async function findConfigurationCode(
  db: Db,
  options: { code: string },
): Promise<StoredConfiguration | undefined> {
  const [row] = await db
    .select({
      code: configurationCodes.code,
      machineId: configurationCodes.machineId,
      slug: machines.slug,
      modelVersion: configurationCodes.modelVersion,
      selection: configurationCodes.selection,
      units: configurationCodes.units,
      locale: configurationCodes.locale,
      labels: configurationCodes.labels,
      createdAt: configurationCodes.createdAt,
    })
    .from(configurationCodes)
    .innerJoin(machines, eq(machines.id, configurationCodes.machineId))
    .where(eq(configurationCodes.code, options.code));
  return row;
}
