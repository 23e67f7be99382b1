// The price a page shows (docs/product.md#pricing): priceConfiguration, the one pricing function, applied
// as the configurator applies it while the visitor chooses, leniently: an option waiting for another
// choice leaves the rest priced. The machine page prices every click with it in the browser, the saved
// configurations' comparison prices both sides with it, and the server keeps a saved total with it
// (domain/saved-configurations.ts `keptTotal`).
import { breakdownInCents, type PriceBreakdown, priceVisibility } from './price-breakdown.ts';
import { priceConfiguration } from './pricing.ts';
import type { ConfiguratorData, Selection } from './types.ts';

/** What pricing reads of a machine's model besides its data: whether list prices show, the discount rate. */
export type PricedModel = ConfiguratorData & { pricesVisible: boolean; discountRatePerOption: number };

export type LivePrice =
  | { kind: 'visible'; breakdown: PriceBreakdown }
  /** the price cannot be computed yet (a price depends on a choice not made, a missing base price) */
  | { kind: 'error'; error: unknown }
  /** publicPrices is off for this visitor: prices are given on request */
  | { kind: 'onRequest' }
  /** an agency country outside sales mode: the local agency quotes the price */
  | { kind: 'agency' };

export function livePrice(
  model: PricedModel,
  selection: Selection,
  options: { salesMode: boolean; discount: boolean },
): LivePrice {
  const visibility = priceVisibility(model, selection.country, { salesMode: options.salesMode });
  if (visibility !== 'visible') return { kind: visibility };
  try {
    const result = priceConfiguration(model, selection, {
      discount: options.salesMode && options.discount,
      // An option waiting for another choice leaves the rest priced: the total says "from".
      allowPending: true,
      discountRatePerOption: model.discountRatePerOption,
    });
    return { kind: 'visible', breakdown: breakdownInCents(result) };
  } catch (error) {
    return { kind: 'error', error };
  }
}
