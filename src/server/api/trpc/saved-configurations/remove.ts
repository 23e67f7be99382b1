import { removeSavedConfiguration } from '../../../db/queries/saved-configurations.ts';
import { permissionProcedure } from '../init.ts';
import { removeInput, removeOutput } from './remove.types.ts';

/** Takes a code off the user's list; the code stays valid (it is immutable and may be quoted). */
export const remove = permissionProcedure('savedConfigurations.keep')
  .input(removeInput)
  .output(removeOutput)
  .mutation(async ({ ctx, input }) => {
    await removeSavedConfiguration(ctx.db, { userId: ctx.user.id, code: input.code });
    return { ok: true as const };
  });
