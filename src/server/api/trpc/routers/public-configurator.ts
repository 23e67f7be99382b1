// Public configurator reads (no sign-in). Served from per-revision caches like the REST data GETs.
import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import {
  type EnabledLocale,
  loadEnabledLocales,
  loadNavigation,
  type NavigationData,
} from '../../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';
import { cachedMachineModel, MODEL_AREAS } from '../../../services/model-cache/model-cache.ts';
import { audienceOf, audienceVariant } from '../../model-audience.ts';
import { publicProcedure, router } from '../init.ts';
import { validateTradeFairModePin } from '../sales-mode/validate-trade-fair-mode-pin.ts';
import { publicConfiguratorCodes } from './public-configurator-codes.ts';
import { publicConfiguratorPricing } from './public-configurator-pricing.ts';
import { publicConfiguratorQuotes } from './public-configurator-quotes.ts';
import { publicSiteProcedures } from './public-site.ts';

const navigation = new RevisionCache<NavigationData>(['catalogue', 'i18n'], (db, _variant, now) =>
  loadNavigation(db, { now }),
);
const locales = new RevisionCache<EnabledLocale[]>(['i18n'], (db) => loadEnabledLocales(db));

const machineModelInput = z.object({
  slug: z.string().max(100).regex(new RegExp(SLUG_PATTERN)),
  locale: z.enum(INTERFACE_LOCALES),
});

export const publicConfiguratorRouter = router({
  ...publicSiteProcedures,
  /** SPEC §3 navigation data: configurator machines and language names keyed by upper-case locale. */
  navigation: publicProcedure
    .meta({ cache: { areas: ['catalogue', 'i18n'] } })
    .query(({ ctx }) => navigation.get(ctx.db)),

  /** The interface locales switched on by an admin, English always among them. */
  locales: publicProcedure.meta({ cache: { areas: ['i18n'] } }).query(({ ctx }) => locales.get(ctx.db)),

  /** One machine's configurator, translated into the locale with English for any missing text. */
  machineModel: publicProcedure
    // Users who may read internal data see prices whatever publicPrices says (not backoffice);
    // agency prices need sales mode. One cached answer per audience (audienceVariant).
    .meta({ cache: { areas: MODEL_AREAS, variant: audienceVariant } })
    .input(machineModelInput)
    .query(async ({ ctx, input }) =>
      cachedMachineModel(ctx.db, { ...input, audience: await audienceOf(ctx) }),
    ),

  ...publicConfiguratorPricing,
  ...publicConfiguratorCodes,
  ...publicConfiguratorQuotes,

  /** SPEC §7: `{ pin }` → `{ valid }`; a right PIN authorises sales mode for this session. */
  validateTradeFairModePin,
});
