import { listSavedConfigurations } from '../../../db/queries/saved-configurations.ts';
import { permissionProcedure } from '../init.ts';
import { listOutput } from './list.types.ts';

/** The signed-in user's saved configurations, last saved first. */
export const list = permissionProcedure('savedConfigurations.keep')
  .output(listOutput)
  .query(async ({ ctx }) =>
    (await listSavedConfigurations(ctx.db, { userId: ctx.user.id })).map((entry) => ({
      ...entry,
      savedAt: entry.savedAt.toISOString(),
    })),
  );
