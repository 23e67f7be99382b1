import { renameSavedConfiguration } from '../../../db/queries/saved-configurations.ts';
import { permissionProcedure } from '../init.ts';
import { renameInput, renameOutput } from './rename.types.ts';

/** A new name for an entry of the user's list; 404 when it is not on it, 409 when it changed meanwhile. */
export const rename = permissionProcedure('savedConfigurations.keep')
  .input(renameInput)
  .output(renameOutput)
  .mutation(async ({ ctx, input }) => {
    const entry = await renameSavedConfiguration(ctx.db, {
      userId: ctx.user.id,
      code: input.code,
      name: input.name ?? null,
      expectedVersion: input.version,
    });
    return { ...entry, savedAt: entry.savedAt.toISOString() };
  });
