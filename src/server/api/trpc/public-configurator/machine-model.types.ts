import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { PublicMachineModel } from '../../../db/queries/public-configurator.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';
import { sameObjectIf } from '../output.ts';

export const machineModelInput = z.object({
  slug: z.string().max(100).regex(new RegExp(SLUG_PATTERN)),
  locale: z.enum(INTERFACE_LOCALES),
});

/**
 * What the configurator page reads before anything else: the machine, the locale served, the version
 * its codes are saved against, whether prices show, and the steps and price tables it prices with (the
 * same domain pricing function as the server). Their inner shape is the domain's (configurator/types.ts),
 * checked where the model is built; the answer is the cached object itself.
 */
const machineModelShape = z.looseObject({
  machine: z.looseObject({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
  }),
  locale: z.enum(INTERFACE_LOCALES),
  modelVersion: z.number().int().nonnegative(),
  pricesVisible: z.boolean(),
  discountRatePerOption: z.number().nonnegative(),
  salesContact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  choices: z.looseObject({}),
  steps: z.array(z.looseObject({})),
  starters: z
    .array(z.looseObject({ slug: z.string(), title: z.string(), selection: z.looseObject({}) }))
    .optional(),
  leadTimeWeeks: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).optional(),
  basePrices: z.array(z.looseObject({ price: z.number() })),
  agencyBasePrices: z.array(z.looseObject({ price: z.number() })),
  agencyIsos: z.array(z.string()),
  pedOverride: z.string(),
  countryPeds: z.record(z.string(), z.string()),
  articleNumbers: z.record(z.string(), z.string()).optional(),
});
export const machineModelOutput = sameObjectIf<PublicMachineModel>(machineModelShape);
