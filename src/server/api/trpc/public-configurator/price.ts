// The server's price of a configuration, computed strictly by the one domain pricing function from
// the same cached model the browser prices with.
import { TRPCError } from '@trpc/server';
import { choiceLabel } from '../../../../domain/configurator/choices.ts';
import { breakdownInCents, priceVisibility } from '../../../../domain/configurator/price-breakdown.ts';
import { cachedMachineModel } from '../../../services/model-cache/model-cache.ts';
import { assertValidSelection, strictPrice } from '../../configurator-checks.ts';
import { audienceOf } from '../../model-audience.ts';
import { publicProcedure } from '../init.ts';
import { priceInput, priceOutput } from './price.types.ts';

const PRICE_MESSAGES = {
  discount: 'The discount is available only in sales mode.',
  onRequest: 'Prices are given on request. Please ask for a quote.',
  agency: (country: string) =>
    `Prices for ${country} are quoted by our local agency. Please ask for a quote and the agency will contact you.`,
};

/**
 * The full breakdown in cents (base, each option line, package effect, discount, total) with its
 * currency. FORBIDDEN for the discount outside sales mode, while prices are on request, and for an
 * agency country outside sales mode; BAD_REQUEST in words for an invalid selection.
 */
export const price = publicProcedure
  .input(priceInput)
  .output(priceOutput)
  .query(async ({ ctx, input }) => {
    const audience = await audienceOf(ctx);
    if (input.discount && !audience.salesMode) {
      throw new TRPCError({ code: 'FORBIDDEN', message: PRICE_MESSAGES.discount });
    }
    const model = await cachedMachineModel(ctx.db, { slug: input.slug, locale: 'en', audience });
    if (!model.pricesVisible) throw new TRPCError({ code: 'FORBIDDEN', message: PRICE_MESSAGES.onRequest });
    assertValidSelection(model, input.selection);
    if (priceVisibility(model, input.selection.country, audience) === 'agency') {
      const country = choiceLabel(model.choices, 'country', input.selection.country);
      throw new TRPCError({ code: 'FORBIDDEN', message: PRICE_MESSAGES.agency(country) });
    }
    const result = strictPrice(model, input.selection, { discount: input.discount === true });
    return breakdownInCents(result);
  });
