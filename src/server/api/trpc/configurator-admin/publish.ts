import { publishDraft } from '../../../db/queries/model-versions.ts';
import { actorOf } from '../../admin/request.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { publishInput, publishOutput } from './publish.types.ts';
import { syncSources } from './sync-sources.ts';

/**
 * Publishes the draft as the next model version. While the model check finds an error it answers
 * PRECONDITION_FAILED listing them, and nothing changes; warnings do not block.
 */
export const publish = permissionProcedure('configuratorModel.edit')
  .input(publishInput)
  .output(publishOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await publishDraft(ctx.db, {
      slug: input.slug,
      expectedDraftVersion: input.expectedDraftVersion,
      note: input.note,
      actor: actorOf(ctx),
    });
    if (!result.published) {
      const count = result.findings.length;
      throw new ApiError(
        'PRECONDITION_FAILED',
        `The draft cannot be published while the model check finds ${count === 1 ? 'an error' : `${count} errors`}. Fix ${count === 1 ? 'it' : 'them'} first.`,
        {
          problems: result.findings.map((finding) => ({
            message: finding.message,
            ...(finding.subStepSlug
              ? { column: finding.value ? `${finding.subStepSlug}/${finding.value}` : finding.subStepSlug }
              : {}),
          })),
        },
      );
    }
    await syncSources(ctx, input.slug);
    ctx.log.info({ slug: input.slug, modelVersion: result.modelVersion }, 'configurator model published');
    return { modelVersion: result.modelVersion };
  });
