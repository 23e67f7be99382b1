import { checkDocument, editorCatalogue, readDraft } from '../../../db/queries/model-versions.ts';
import { permissionProcedure } from '../init.ts';
import { draftInput, draftOutput } from './draft.types.ts';
import { withSeverity } from './shared.types.ts';

/** The machine's draft (made from the published version on the first read), its findings and catalogue. */
export const draft = permissionProcedure('configuratorModel.edit')
  .input(draftInput)
  .output(draftOutput)
  .query(async ({ ctx, input }) => {
    const state = await readDraft(ctx.db, { slug: input.slug });
    return {
      draftVersion: state.draftVersion,
      basedOnModelVersion: state.basedOnModelVersion,
      updatedAt: state.updatedAt.toISOString(),
      updatedBy: state.updatedBy,
      model: state.model,
      findings: withSeverity(await checkDocument(ctx.db, state.loaded, state.model)),
      catalogue: await editorCatalogue(ctx.db, state.loaded, state.model),
    };
  });
