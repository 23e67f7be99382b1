import { cancelJob } from '../../../db/queries/translation-jobs.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { jobInput } from './job.types.ts';
import { jobAnswer, jobOutput } from './shared.types.ts';

/** Stops a running job; the batch with the model is not written. A job that has ended is left as it is. */
export const cancel = permissionProcedure('configuratorModel.edit')
  .input(jobInput)
  .output(jobOutput)
  .mutation(async ({ ctx, input }) => {
    const found = await cancelJob(ctx.db, input.jobId);
    if (!found) throw new ApiError('NOT_FOUND', 'There is no translation job with this id.');
    return jobAnswer(found);
  });
