// Public configurator reads (no sign-in). Served from per-revision caches like the REST data GETs.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import {
  type EnabledLocale,
  loadEnabledLocales,
  loadNavigation,
  loadPublicMachineModel,
  type NavigationData,
  type PublicMachineModel,
} from '../../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';
import { publicProcedure, router } from '../init.ts';
import { publicSiteProcedures } from './public-site.ts';

class MachineNotOffered extends Error {}

const navigation = new RevisionCache<NavigationData>(['catalogue', 'i18n'], (db, _variant, now) =>
  loadNavigation(db, { now }),
);
const locales = new RevisionCache<EnabledLocale[]>(['i18n'], (db) => loadEnabledLocales(db));
// Variants are only ever stored for machines that exist (a miss throws), so the cache stays small.
const models = new RevisionCache<PublicMachineModel>(
  ['catalogue', 'configurator', 'i18n', 'settings'],
  async (db, variant, now) => {
    const [slug = '', locale = 'en', signedIn] = variant.split('|');
    const model = await loadPublicMachineModel(db, {
      slug,
      locale: z.enum(INTERFACE_LOCALES).parse(locale),
      now,
      signedIn: signedIn === '1',
    });
    if (!model) throw new MachineNotOffered();
    return model;
  },
);

const machineModelInput = z.object({
  slug: z.string().max(100).regex(new RegExp(SLUG_PATTERN)),
  locale: z.enum(INTERFACE_LOCALES),
});

export const publicConfiguratorRouter = router({
  ...publicSiteProcedures,
  /** SPEC §3 navigation data: configurator machines and language names keyed by upper-case locale. */
  navigation: publicProcedure.query(({ ctx }) => navigation.get(ctx.db)),

  /** The interface locales switched on by an admin, English always among them. */
  locales: publicProcedure.query(({ ctx }) => locales.get(ctx.db)),

  /** One machine's configurator, translated into the locale with English for any missing text. */
  machineModel: publicProcedure.input(machineModelInput).query(async ({ ctx, input }) => {
    try {
      return await models.get(ctx.db, { variant: `${input.slug}|${input.locale}|${ctx.user ? 1 : 0}` });
    } catch (error) {
      if (!(error instanceof MachineNotOffered)) throw error;
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no configurator for "${input.slug}". It may be coming soon or no longer offered.`,
      });
    }
  }),

  // validateTradeFairModePin (SPEC §7: mutation, payload { pin }, answer { valid }) belongs here; the
  // trade-fair mode issue adds it with its rate limit.
});
