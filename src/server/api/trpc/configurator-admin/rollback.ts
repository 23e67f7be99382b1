import { rollBack } from '../../../db/queries/model-versions.ts';
import { actorOf } from '../../admin/request.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { rollbackInput, rollbackOutput } from './rollback.types.ts';
import { syncSources } from './sync-sources.ts';

/** Publishes a copy of an earlier version as the next one; the version number only grows. */
export const rollback = permissionProcedure('configuratorModel.edit')
  .input(rollbackInput)
  .output(rollbackOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await rollBack(ctx.db, { ...input, actor: actorOf(ctx) });
    if (!result.rolledBack) {
      throw new ApiError(
        'PRECONDITION_FAILED',
        `Version ${input.toModelVersion} is the published version already; choose an earlier one.`,
      );
    }
    await syncSources(ctx, input.slug);
    ctx.log.info({ slug: input.slug, modelVersion: result.modelVersion }, 'configurator model rolled back');
    return { modelVersion: result.modelVersion };
  });
