// The live price (docs/product.md#pricing): computed in the browser by the same priceConfiguration the server
// uses, from the model the page holds, so an option click never waits for the network.
import type { inferRouterOutputs } from '@trpc/server';
import {
  breakdownInCents,
  type PriceBreakdown,
  priceVisibility,
} from '../../../../domain/configurator/price-breakdown.ts';
import { priceConfiguration } from '../../../../domain/configurator/pricing.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { AppRouter } from '../../../../server/api/types.ts';

/** A machine's model as publicConfigurator.machineModel answers it, translated into one locale. */
export type MachineModel = inferRouterOutputs<AppRouter>['publicConfigurator']['machineModel'];

export type LivePrice =
  | { kind: 'visible'; breakdown: PriceBreakdown }
  /** the price cannot be computed yet (a price depends on a choice not made, a missing base price) */
  | { kind: 'error'; error: unknown }
  /** publicPrices is off for this visitor: prices are given on request */
  | { kind: 'onRequest' }
  /** an agency country outside sales mode: the local agency quotes the price */
  | { kind: 'agency' };

export function livePrice(
  model: MachineModel,
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
