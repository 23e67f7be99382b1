// Configuration codes: save a configuration under a short code (open-configuration.ts reopens it). A user
// who keeps a list on the server (docs/product.md#saved-configurations) finds the code on it at once.
import { TRPCError } from '@trpc/server';
import { livePrice } from '../../../../domain/configurator/live-price.ts';
import { selectionLabels } from '../../../../domain/configurator/restore.ts';
import { can } from '../../../../domain/permissions.ts';
import { keptTotal } from '../../../../domain/saved-configurations.ts';
import type { Db } from '../../../db/client.ts';
import { saveConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import { findIdempotentAnswer, writeOnce } from '../../../db/queries/idempotency.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { keepSavedConfiguration } from '../../../db/queries/saved-configurations.ts';
import { cachedMachineModel } from '../../../services/model-cache/model-cache.ts';
import { assertValidSelection } from '../../configurator-checks.ts';
import { audienceOf } from '../../model-audience.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { enforceIpLimit } from './ip-limit.ts';
import {
  type SaveConfigurationOutput,
  saveConfigurationInput,
  saveConfigurationOutput,
} from './save-configuration.types.ts';

/** A booth tablet saves a few codes an hour; a script saving thousands is not a customer. */
export const CONFIGURATION_SAVE_LIMIT: RateLimit = {
  name: 'code-save-ip',
  max: 30,
  windowMs: 10 * 60 * 1000,
};

const CUSTOMER_REFUSED =
  'Only a signed-in sales user can note a customer on a saved configuration. Leave the customer out.';

/**
 * Validates strictly and stores an immutable configuration; answers its code (8 Crockford symbols). For a
 * user who keeps a list on the server, the code goes on it in the same transaction, with the name and the
 * total the page showed (priced here again, by the domain's livePrice, never taken from the browser). With
 * an idempotency key the save is made once: a repeat answers the stored answer (db/queries/idempotency.ts).
 */
export const saveConfiguration = publicProcedure
  .input(saveConfigurationInput)
  .output(saveConfigurationOutput)
  .mutation(async ({ ctx, input }) => {
    const once = input.idempotencyKey && { key: input.idempotencyKey, scope: 'saveConfiguration' as const };
    // A repeat of a save already stored is the same request: answered, not counted again.
    const stored = once && (await findIdempotentAnswer<SaveConfigurationOutput>(ctx.db, once));
    if (stored) return stored.answer;
    await enforceIpLimit(ctx, CONFIGURATION_SAVE_LIMIT, 'configurations saved');
    const user = await sessionUser(ctx);
    const keeps = can(user?.role, 'savedConfigurations.keep');
    if (input.customer && !keeps) throw new TRPCError({ code: 'FORBIDDEN', message: CUSTOMER_REFUSED });
    const audience = await audienceOf(ctx);
    const model = await cachedMachineModel(ctx.db, { slug: input.slug, locale: input.locale, audience });
    assertValidSelection(model, input.selection);
    const configuration = {
      machineId: model.machine.id,
      modelVersion: model.modelVersion,
      selection: input.selection,
      units: input.units,
      locale: input.locale,
      labels: selectionLabels(model, input.selection),
      createdBy: user?.id ?? null,
      customer: input.customer ?? null,
    };
    const listed = user && keeps ? user : undefined;
    const write = async (db: Db): Promise<SaveConfigurationOutput> => {
      const code = await saveConfigurationCode(db, configuration);
      if (!listed) return { code, listed: false };
      const total = keptTotal(
        livePrice(model, input.selection, { salesMode: audience.salesMode, discount: false }),
      );
      await keepSavedConfiguration(db, { userId: listed.id, code, name: input.name ?? null, total });
      return { code, listed: true };
    };
    if (once) return (await writeOnce(ctx.db, { ...once, write })).answer;
    return listed ? ctx.db.transaction(write) : write(ctx.db);
  });
