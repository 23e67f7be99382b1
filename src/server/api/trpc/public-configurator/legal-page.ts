import { TRPCError } from '@trpc/server';
import { type LegalPage, loadLegalPage } from '../../../db/queries/public-site.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';
import { legalPageInput, legalPageOutput } from './legal-page.types.ts';

class NotWritten extends Error {}

// Variants are only ever stored for two pages in nine locales, so the cache stays small.
const legalPages = new RevisionCache<LegalPage>(['i18n'], async (db, variant) => {
  const [slug, locale] = variant.split('|');
  const page = await loadLegalPage(db, legalPageInput.parse({ slug, locale }));
  if (!page) throw new NotWritten();
  return page;
});

/** The imprint or the privacy notice in the locale, English where a translation is missing. */
export const legalPage = publicProcedure
  .meta({ cache: { areas: ['i18n'] } })
  .input(legalPageInput)
  .output(legalPageOutput)
  .query(async ({ ctx, input }) => {
    try {
      return await legalPages.get(ctx.db, { variant: `${input.slug}|${input.locale}` });
    } catch (error) {
      if (!(error instanceof NotWritten)) throw error;
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `The page "${input.slug}" has not been written yet. Add its texts under Translations.`,
      });
    }
  });
