import { checkDocument, saveDraft as saveDraftQuery } from '../../../db/queries/model-versions.ts';
import { actorOf } from '../../admin/request.ts';
import { permissionProcedure } from '../init.ts';
import { saveDraftInput, saveDraftOutput } from './save-draft.types.ts';
import { withSeverity } from './shared.types.ts';
import { syncSources } from './sync-sources.ts';

/** Replaces the draft (the published model and its prices stay as they are); 409 when it is stale. */
export const saveDraft = permissionProcedure('configuratorModel.edit')
  .input(saveDraftInput)
  .output(saveDraftOutput)
  .mutation(async ({ ctx, input }) => {
    const state = await saveDraftQuery(ctx.db, {
      slug: input.slug,
      expectedDraftVersion: input.expectedDraftVersion,
      model: input.model,
      actor: actorOf(ctx),
    });
    await syncSources(ctx, input.slug);
    return {
      draftVersion: state.draftVersion,
      findings: withSeverity(await checkDocument(ctx.db, state.loaded, state.model)),
    };
  });
