// Public site reads (docs/product.md#public-configurator): spread into the publicConfigurator router. Served
// from per-revision caches like the other public reads.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import {
  LEGAL_PAGES,
  type LegalPage,
  loadLegalPage,
  loadMachineCatalogue,
  type MachineCatalogue,
} from '../../../db/queries/public-site.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';

class NotWritten extends Error {}

const localeSchema = z.enum(INTERFACE_LOCALES);

// Variants are only ever stored for the nine locales (and two pages), so the caches stay small.
const catalogues = new RevisionCache<MachineCatalogue>(['catalogue', 'i18n'], (db, variant, now) =>
  loadMachineCatalogue(db, { locale: localeSchema.parse(variant), now }),
);
const legalPages = new RevisionCache<LegalPage>(['i18n'], async (db, variant) => {
  const [slug, locale] = variant.split('|');
  const page = await loadLegalPage(db, {
    slug: z.enum(LEGAL_PAGES).parse(slug),
    locale: localeSchema.parse(locale),
  });
  if (!page) throw new NotWritten();
  return page;
});

export const publicSiteProcedures = {
  /** Machines for the homepage cards and the customer's finder: versions, pumps, fitted mixheads. */
  machineCatalogue: publicProcedure
    .meta({ cache: { areas: ['catalogue', 'i18n'] } })
    .input(z.object({ locale: localeSchema }))
    .query(({ ctx, input }) => catalogues.get(ctx.db, { variant: input.locale })),

  /** The imprint or the privacy notice in the locale, English where a translation is missing. */
  legalPage: publicProcedure
    .meta({ cache: { areas: ['i18n'] } })
    .input(z.object({ slug: z.enum(LEGAL_PAGES), locale: localeSchema }))
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
    }),
};
