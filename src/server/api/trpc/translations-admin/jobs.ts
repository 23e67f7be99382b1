import { recentJobs } from '../../../db/queries/translation-jobs.ts';
import { permissionProcedure } from '../init.ts';
import { jobsOutput } from './jobs.types.ts';
import { jobAnswer } from './shared.types.ts';

/** The running jobs first, then the last ones: what a reloaded page picks up. */
export const jobs = permissionProcedure('configuratorModel.edit')
  .output(jobsOutput)
  .query(async ({ ctx }) => (await recentJobs(ctx.db)).map(jobAnswer));
