import { syncTranslationSources } from '../../../db/queries/translation-sources.ts';
import type { RequestContext } from '../../context.ts';

/**
 * After a draft's save, a publication or a rollback: the model's texts get their rows on the translations
 * page (a new option is missing in every language at once). The model change has committed by then; if
 * this fails, the next start brings the rows up to date, so it is logged rather than answered.
 */
export async function syncSources(ctx: Pick<RequestContext, 'db' | 'log'>, slug: string): Promise<void> {
  await syncTranslationSources(ctx.db, { slug }).catch((error) =>
    ctx.log.warn({ err: error, slug }, 'the translations of the model could not be brought up to date'),
  );
}
