// The public configurator's machine models, cached per data revision and per audience. Every public
// procedure that needs a model (machineModel, price, codes, quotes) reads it from here, so a hot call
// costs no model load.
import { TRPCError } from '@trpc/server';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { isInterfaceLocale } from '../../../../domain/interface-locales.ts';
import { can } from '../../../../domain/permissions.ts';
import type { Db } from '../../../db/client.ts';
import { loadPublicMachineModel, type PublicMachineModel } from '../../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import type { RequestContext, SessionUser } from '../../context.ts';
import { peekSalesMode, salesModeAuthorised, sessionUser } from '../../sales-mode.ts';
import type { AnswerCache } from '../cached-answers.ts';

class MachineNotOffered extends Error {}

/**
 * Who the model is for. `internalRead`: a user who may read internal data (the `internal.read`
 * permission: not backoffice) sees list prices whatever publicPrices says; anyone else sees them only
 * while publicPrices is on. Agency prices need sales mode.
 */
export type ModelAudience = { internalRead: boolean; salesMode: boolean };

function audienceOfUser(user: SessionUser | null, salesMode: boolean): ModelAudience {
  return { internalRead: can(user?.role, 'internal.read'), salesMode };
}

export async function audienceOf(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<ModelAudience> {
  return audienceOfUser(await sessionUser(ctx), await salesModeAuthorised(ctx));
}

/** The part of a cache key that tells audiences apart (backoffice shares the visitors' answers). */
export function audienceKey(audience: ModelAudience): string {
  return `${audience.internalRead ? 1 : 0}|${audience.salesMode ? 1 : 0}`;
}

/** The audience as the cache key of an answer (trpc/cached-answers.ts): read, or told from memory. */
export const audienceVariant: NonNullable<AnswerCache['variant']> = {
  read: async (ctx) => audienceKey(await audienceOf(ctx)),
  peek(request, db) {
    const user = request.user();
    if (user === undefined) return undefined;
    const salesMode = peekSalesMode(db, user);
    return salesMode === undefined ? undefined : audienceKey(audienceOfUser(user, salesMode));
  },
};

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
