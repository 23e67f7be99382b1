// Configuration codes: save a configuration under a short code (open-configuration.ts reopens it).
import { selectionLabels } from '../../../../domain/configurator/restore.ts';
import { saveConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { cachedMachineModel } from '../../../services/model-cache/model-cache.ts';
import { assertValidSelection } from '../../configurator-checks.ts';
import { audienceOf } from '../../model-audience.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { enforceIpLimit } from './ip-limit.ts';
import { saveConfigurationInput, saveConfigurationOutput } from './save-configuration.types.ts';

/** A booth tablet saves a few codes an hour; a script saving thousands is not a customer. */
export const CONFIGURATION_SAVE_LIMIT: RateLimit = {
  name: 'code-save-ip',
  max: 30,
  windowMs: 10 * 60 * 1000,
};

/** Validates strictly and stores an immutable configuration; answers its code (8 Crockford symbols). */
export const saveConfiguration = publicProcedure
  .input(saveConfigurationInput)
  .output(saveConfigurationOutput)
  .mutation(async ({ ctx, input }) => {
    await enforceIpLimit(ctx, CONFIGURATION_SAVE_LIMIT, 'configurations saved');
    const model = await cachedMachineModel(ctx.db, {
      slug: input.slug,
      locale: input.locale,
      audience: await audienceOf(ctx),
    });
    assertValidSelection(model, input.selection);
    const code = await saveConfigurationCode(ctx.db, {
      machineId: model.machine.id,
      modelVersion: model.modelVersion,
      selection: input.selection,
      units: input.units,
      locale: input.locale,
      labels: selectionLabels(model, input.selection),
      createdBy: (await sessionUser(ctx))?.id ?? null,
    });
    return { code };
  });
