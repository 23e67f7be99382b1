// What a trade-fair tablet's offline kit is made of besides the models (docs/product.md#offline): the
// machines the public configurator offers and when the data behind the models last changed.
import { and, eq, inArray, max, not } from 'drizzle-orm';
import { isAvailable } from '../../../domain/availability.ts';
import type { Db } from '../client.ts';
import {
  configuratorModelVersions,
  configurators,
  type DataArea,
  dataRevisions,
  machines,
} from '../schema/index.ts';
import { machineOrder } from './machine-columns.ts';

/**
 * The slugs of the machines whose configurator is offered now, in the catalogue's order: the machines
 * `loadConfigurators` serves (flagged for the configurator, not coming soon, still available).
 */
export async function offeredMachineSlugs(db: Db, options: { now?: Date } = {}): Promise<string[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ slug: machines.slug, availableTo: machines.availableTo })
    .from(machines)
    .innerJoin(configurators, eq(configurators.machineId, machines.id))
    .where(and(eq(machines.useInConfigurator, true), not(machines.comingSoon)))
    .orderBy(...machineOrder);
  return rows.filter((row) => isAvailable(row.availableTo, now)).map((row) => row.slug);
}

/**
 * When data of these areas last changed (the revision triggers stamp every raise); without any
 * raise yet, when the newest model version was published; null for an empty database.
 */
export async function lastChangedAt(db: Db, options: { areas: readonly DataArea[] }): Promise<Date | null> {
  const [changed] = await db
    .select({ at: max(dataRevisions.updatedAt) })
    .from(dataRevisions)
    .where(inArray(dataRevisions.area, [...options.areas]));
  if (changed?.at) return changed.at;
  const [published] = await db
    .select({ at: max(configuratorModelVersions.publishedAt) })
    .from(configuratorModelVersions);
  return published?.at ?? null;
}
