// The offline kit of a trade-fair tablet (docs/product.md#offline), fetched by the signed-in device and
// again whenever the models' revision moves. Per user, so never an answer of the public answer cache.
import { TRPCError } from '@trpc/server';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { lastChangedAt, offeredMachineSlugs } from '../../../db/queries/offline-kit.ts';
import { loadEnabledLocales } from '../../../db/queries/public-configurator.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { countAttempt, waitText } from '../../../db/queries/rate-limits.ts';
import { currentRevisions, revisionKey } from '../../../db/queries/revision-cache.ts';
import { findOfflinePinVerifier } from '../../../db/queries/users.ts';
import { cachedMachineModel, MODEL_AREAS, modelAudience } from '../../../services/model-cache/model-cache.ts';
import { permissionProcedure } from '../init.ts';
import { type OfflineKit, offlineKitInput, offlineKitOutput } from './offline-kit.types.ts';

/** A tablet fetches the kit at sign-in and when the data changes; a loop fetching it is a fault. */
const OFFLINE_KIT_LIMIT: RateLimit = { name: 'offline-kit-user', max: 30, windowMs: 10 * 60 * 1000 };

/**
 * The kit for the signed-in trade-fair user: the sales-mode models come from the model cache, built
 * once per revision, locale and audience and shared with `machineModel`. Sales-mode figures without
 * the PIN in this session: the device shows them only after the PIN, checked offline against `pin`.
 */
export const offlineKit = permissionProcedure('salesMode.use')
  // About 0.9 MB of JSON for the demo data, a tenth of it gzipped (docs/ARCHITECTURE.md).
  .meta({ compress: true })
  .input(offlineKitInput)
  .output(offlineKitOutput)
  .query(async ({ ctx, input }): Promise<OfflineKit> => {
    if (!ctx.user.tradeFairModeEnabled) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'The offline kit is for trade-fair accounts; trade-fair mode is not enabled for yours.',
      });
    }
    const decision = await countAttempt(ctx.db, [{ limit: OFFLINE_KIT_LIMIT, subject: ctx.user.id }]);
    if (!decision.allowed) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `The offline kit was fetched too often. Please wait ${waitText(decision.retryAfterS)}.`,
      });
    }
    const now = new Date();
    const revision = revisionKey(MODEL_AREAS, await currentRevisions(ctx.db), now);
    const [enabled, machines, pin, changedAt] = await Promise.all([
      loadEnabledLocales(ctx.db),
      offeredMachineSlugs(ctx.db, { now }),
      findOfflinePinVerifier(ctx.db, { id: ctx.user.id }),
      lastChangedAt(ctx.db, { areas: MODEL_AREAS }),
    ]);
    const locales: InterfaceLocale[] = enabled.map((locale) => locale.code);
    const audience = modelAudience(ctx.user, true);
    const salesModels: OfflineKit['salesModels'] = [];
    // One model at a time: a cold cache builds each in a transaction of its own, and a kit must not
    // take every pooled connection.
    // A tablet that holds this revision already needs none of them again.
    for (const slug of input?.known === revision ? [] : machines) {
      for (const locale of locales) {
        salesModels.push({
          slug,
          locale,
          model: await cachedMachineModel(ctx.db, { slug, locale, audience }),
        });
      }
    }
    return {
      revision,
      dataDate: (changedAt ?? now).toISOString(),
      locales,
      machines,
      pin,
      salesModels,
    };
  });
