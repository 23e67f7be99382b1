import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { MachineCatalogue } from '../../../db/queries/public-site.ts';
import { sameObjectIf } from '../output.ts';

export const machineCatalogueInput = z.object({ locale: z.enum(INTERFACE_LOCALES) });

/**
 * What the homepage cards and the finder read: the machines with the fields they link and filter by,
 * and the fitted mixheads. The finder's inner shapes are the domain's (finder.ts); the answer is the
 * cached object itself.
 */
const machineCatalogueShape = z.object({
  locale: z.enum(INTERFACE_LOCALES),
  machines: z.array(
    z.looseObject({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      comingSoon: z.boolean(),
      pressureClass: z.enum(['low', 'high']),
      components: z.number().int(),
      applications: z.array(z.string()),
      versions: z.array(z.looseObject({ id: z.string(), name: z.string(), mixheadIds: z.array(z.string()) })),
    }),
  ),
  mixheads: z.array(
    z.object({ id: z.string(), name: z.string(), minGPerS: z.number(), maxGPerS: z.number() }),
  ),
});
export const machineCatalogueOutput = sameObjectIf<MachineCatalogue>(machineCatalogueShape);
