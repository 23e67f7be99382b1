import { loadPartsByMachine, type MachinePart } from '../../../db/queries/machine-parts.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';
import { machinePartsInput, machinePartsOutput } from './machine-parts.types.ts';

// Part models are configurator data: their writes raise its revision (migration 0003's triggers).
// One value for every machine, so that no slug asked for (known or not) adds an entry.
const partsByMachine = new RevisionCache<Map<string, MachinePart[]>>(['configurator'], loadPartsByMachine);
const NONE: MachinePart[] = [];

/**
 * The 3D parts of a machine's preview (docs/product.md#part-models). Read by the preview once it loads,
 * never with the page: the parts' files are public, like the machine's configurator.
 */
export const machineParts = publicProcedure
  .meta({ cache: { areas: ['configurator'] } })
  .input(machinePartsInput)
  .output(machinePartsOutput)
  .query(async ({ ctx, input }) => (await partsByMachine.get(ctx.db)).get(input.slug) ?? NONE);
