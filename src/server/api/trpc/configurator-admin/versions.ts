import { listModelVersions } from '../../../db/queries/model-versions.ts';
import { permissionProcedure } from '../init.ts';
import { versionsInput, versionsOutput } from './versions.types.ts';

/** Every published version of the machine's model, newest first, the current one marked. */
export const versions = permissionProcedure('configuratorModel.edit')
  .input(versionsInput)
  .output(versionsOutput)
  .query(async ({ ctx, input }) =>
    (await listModelVersions(ctx.db, { slug: input.slug })).map((entry) => ({
      ...entry,
      publishedAt: entry.publishedAt.toISOString(),
    })),
  );
