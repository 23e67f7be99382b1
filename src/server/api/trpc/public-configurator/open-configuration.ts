import { TRPCError } from '@trpc/server';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { restoreSelection } from '../../../../domain/configurator/restore.ts';
import { findConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import { cachedMachineModel } from '../../../services/model-cache/model-cache.ts';
import { audienceOf } from '../../model-audience.ts';
import { publicProcedure } from '../init.ts';
import { openConfigurationInput, openConfigurationOutput } from './open-configuration.types.ts';

/**
 * A saved configuration as the current model allows it: `selection` keeps what is still offered,
 * `notOffered` lists what is not (removed options, or values a filter now hides).
 */
export const openConfiguration = publicProcedure
  .input(openConfigurationInput)
  .output(openConfigurationOutput)
  .query(async ({ ctx, input }) => {
    const stored = await findConfigurationCode(ctx.db, { code: input.code });
    if (!stored) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no saved configuration with the code ${formatCode(input.code)}.`,
      });
    }
    const model = await cachedMachineModel(ctx.db, {
      slug: stored.slug,
      locale: input.locale ?? stored.locale,
      audience: await audienceOf(ctx),
    });
    const { selection, notOffered } = restoreSelection(model, stored.selection, {
      locale: stored.locale,
      labels: stored.labels,
    });
    return {
      code: stored.code,
      slug: stored.slug,
      selection,
      units: stored.units,
      locale: stored.locale,
      modelVersion: stored.modelVersion,
      currentModelVersion: model.modelVersion,
      createdAt: stored.createdAt.toISOString(),
      notOffered,
    };
  });
