import { z } from 'zod';
import { CURRENCY, type PriceBreakdown } from '../../../../domain/configurator/price-breakdown.ts';
import { machineSlug, selectionInput } from './inputs.ts';

export const priceInput = z.object({
  slug: machineSlug,
  selection: selectionInput,
  discount: z.boolean().optional(),
});

const cents = z.number().int();

/** The breakdown the browser compares with its own price, exactly: every amount in integer cents. */
export const priceOutput = z.object({
  currency: z.literal(CURRENCY),
  base: cents,
  options: z.array(
    z.object({
      subStepSlug: z.string(),
      value: z.string(),
      price: cents.nullable(),
      waitsFor: z.string().optional(),
    }),
  ),
  packageEffect: cents,
  discount: cents,
  total: cents,
  /** always empty here: the server prices strictly, and a waiting price is refused */
  pending: z.array(
    z.object({ subStepSlug: z.string(), value: z.string(), dependsOn: z.string(), from: cents.nullable() }),
  ),
}) satisfies z.ZodType<PriceBreakdown>;
