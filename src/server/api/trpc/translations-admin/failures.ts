import { jobFailures } from '../../../db/queries/translation-jobs.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { failuresOutput } from './failures.types.ts';
import { jobInput } from './job.types.ts';

/** A job's texts whose machine translation was refused, each with the reason: the page lists them. */
export const failures = permissionProcedure('configuratorModel.edit')
  .input(jobInput)
  .output(failuresOutput)
  .query(async ({ ctx, input }) => {
    const found = await jobFailures(ctx.db, { jobId: input.jobId });
    if (!found) throw new ApiError('NOT_FOUND', 'There is no translation job with this id.');
    return found;
  });
