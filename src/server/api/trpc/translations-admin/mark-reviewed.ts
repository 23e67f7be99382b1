import { markReviewed as markTranslationsReviewed } from '../../../db/queries/translation-jobs.ts';
import { actorOf } from '../../admin/request.ts';
import { permissionProcedure } from '../init.ts';
import { markReviewedInput, markReviewedOutput } from './mark-reviewed.types.ts';

/** Marks the chosen machine translations reviewed, all or none (CONFLICT when one changed meanwhile). */
export const markReviewed = permissionProcedure('configuratorModel.edit')
  .input(markReviewedInput)
  .output(markReviewedOutput)
  .mutation(async ({ ctx, input }) =>
    markTranslationsReviewed(ctx.db, { items: input.items, actor: actorOf(ctx) }),
  );
