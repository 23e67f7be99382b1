import { diffVersions } from '../../../db/queries/model-versions.ts';
import { permissionProcedure } from '../init.ts';
import { diffInput, diffOutput } from './diff.types.ts';

/** What changed from one version (or the draft) to another, in sentences with old and new amounts. */
export const diff = permissionProcedure('configuratorModel.edit')
  .input(diffInput)
  .output(diffOutput)
  .query(({ ctx, input }) => diffVersions(ctx.db, input));
