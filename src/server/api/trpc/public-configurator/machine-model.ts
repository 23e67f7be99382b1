import { cachedMachineModel, MODEL_AREAS } from '../../../services/model-cache/model-cache.ts';
import { audienceOf, audienceVariant } from '../../model-audience.ts';
import { publicProcedure } from '../init.ts';
import { machineModelInput, machineModelOutput } from './machine-model.types.ts';

/** One machine's configurator, translated into the locale with English for any missing text. */
export const machineModel = publicProcedure
  // Users who may read internal data see prices whatever publicPrices says (not backoffice);
  // agency prices need sales mode. One cached answer per audience (audienceVariant).
  .meta({ cache: { areas: MODEL_AREAS, variant: audienceVariant } })
  .input(machineModelInput)
  .output(machineModelOutput)
  .query(async ({ ctx, input }) => cachedMachineModel(ctx.db, { ...input, audience: await audienceOf(ctx) }));
