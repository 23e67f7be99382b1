// The public configurator's machine models, cached per data revision and per audience. Every reader
// of a model (the public procedures machineModel, price, codes and quotes, and the quote PDF) takes it
// from here, so a hot call costs no model load. It lives below the API so that the quote PDF can use
// it without importing the API.
import { TRPCError } from '@trpc/server';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { isInterfaceLocale } from '../../../domain/interface-locales.ts';
import { can } from '../../../domain/permissions.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { loadPublicMachineModel, type PublicMachineModel } from '../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../db/queries/revision-cache.ts';

class MachineNotOffered extends Error {}

/**
 * Who the model is for. `internalRead`: a user who may read internal data (the `internal.read`
 * permission: not backoffice) sees list prices whatever publicPrices says; anyone else sees them only
 * while publicPrices is on. Agency prices need sales mode.
 */
export type ModelAudience = { internalRead: boolean; salesMode: boolean };

/** The audience of a caller (null: nobody signed in) who is or is not in sales mode. */
export function modelAudience(user: { role: Role } | null, salesMode: boolean): ModelAudience {
  return { internalRead: can(user?.role, 'internal.read'), salesMode };
}

/** The part of a cache key that tells audiences apart (backoffice shares the visitors' answers). */
export function audienceKey(audience: ModelAudience): string {
  return `${audience.internalRead ? 1 : 0}|${audience.salesMode ? 1 : 0}`;
}

/** The data areas a model is made from. */
export const MODEL_AREAS = ['catalogue', 'configurator', 'i18n', 'settings'] as const;

// Variants are only ever stored for machines that exist (a miss throws), so the cache stays small.
const models = new RevisionCache<PublicMachineModel>(MODEL_AREAS, async (db, variant, now) => {
  const [slug = '', locale = 'en', internalRead, salesMode] = variant.split('|');
  const model = await loadPublicMachineModel(db, {
    slug,
    locale: isInterfaceLocale(locale) ? locale : 'en',
    now,
    internalRead: internalRead === '1',
    salesMode: salesMode === '1',
  });
  if (!model) throw new MachineNotOffered();
  return model;
});

/** The machine's model for this audience in a locale; NOT_FOUND when the machine is not offered. */
export async function cachedMachineModel(
  db: Db,
  options: { slug: string; locale: InterfaceLocale; audience: ModelAudience },
): Promise<PublicMachineModel> {
  const { slug, locale, audience } = options;
  try {
    return await models.get(db, {
      variant: `${slug}|${locale}|${audienceKey(audience)}`,
    });
  } catch (error) {
    if (!(error instanceof MachineNotOffered)) throw error;
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: `There is no configurator for "${slug}". It may be coming soon or no longer offered.`,
    });
  }
}
