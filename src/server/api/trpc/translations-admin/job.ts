import { readJob } from '../../../db/queries/translation-jobs.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { jobInput } from './job.types.ts';
import { jobAnswer, jobOutput } from './shared.types.ts';

/** How far a machine-translation job got: the page polls it, and finds it again after a reload. */
export const job = permissionProcedure('configuratorModel.edit')
  .input(jobInput)
  .output(jobOutput)
  .query(async ({ ctx, input }) => {
    const found = await readJob(ctx.db, input.jobId);
    if (!found) throw new ApiError('NOT_FOUND', 'There is no translation job with this id.');
    return jobAnswer(found);
  });
