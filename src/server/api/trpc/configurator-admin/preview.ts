import { withTextKeys } from '../../../../domain/configurator/model-document.ts';
import { loadedFromDocument } from '../../../db/queries/configurator-model.ts';
import { readDraft } from '../../../db/queries/model-versions.ts';
import { servedMachineModel } from '../../../db/queries/public-configurator.ts';
import { permissionProcedure } from '../init.ts';
import { previewInput, previewOutput } from './preview.types.ts';

/**
 * The draft served as the public configurator serves a published model, in any enabled locale (texts
 * not yet translated show in English), for the one configurator component to show it.
 */
export const preview = permissionProcedure('configuratorModel.edit')
  .input(previewInput)
  .output(previewOutput)
  .query(async ({ ctx, input }) => {
    const state = await readDraft(ctx.db, { slug: input.slug });
    const loaded = loadedFromDocument(state.loaded.around, withTextKeys(state.model, input.slug));
    const model = await servedMachineModel(ctx.db, loaded, { locale: input.locale, internalRead: true });
    return { ...model, modelVersion: state.basedOnModelVersion };
  });
