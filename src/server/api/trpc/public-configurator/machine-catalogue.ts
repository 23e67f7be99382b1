import { loadMachineCatalogue, type MachineCatalogue } from '../../../db/queries/public-site.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';
import { machineCatalogueInput, machineCatalogueOutput } from './machine-catalogue.types.ts';

// Variants are only ever stored for the nine locales, so the cache stays small.
const catalogues = new RevisionCache<MachineCatalogue>(['catalogue', 'i18n'], (db, variant, now) =>
  loadMachineCatalogue(db, { locale: machineCatalogueInput.shape.locale.parse(variant), now }),
);

/** Machines for the homepage cards and the customer's finder: versions, pumps, fitted mixheads. */
export const machineCatalogue = publicProcedure
  .meta({ cache: { areas: ['catalogue', 'i18n'] } })
  .input(machineCatalogueInput)
  .output(machineCatalogueOutput)
  .query(({ ctx, input }) => catalogues.get(ctx.db, { variant: input.locale }));
