// The live price (docs/product.md#pricing): computed in the browser by the same priceConfiguration the server
// uses, from the model the page holds, so an option click never waits for the network. The function is the
// domain's (domain/configurator/live-price.ts), which also prices saved configurations side by side.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/api/types.ts';

export { type LivePrice, livePrice } from '../../../../domain/configurator/live-price.ts';

/** A machine's model as publicConfigurator.machineModel answers it, translated into one locale. */
export type MachineModel = inferRouterOutputs<AppRouter>['publicConfigurator']['machineModel'];
