import { listEditableMachines } from '../../../db/queries/model-versions.ts';
import { permissionProcedure } from '../init.ts';
import { machinesOutput } from './machines.types.ts';

/** The machines that have a configurator model, offered to the public or not yet. */
export const machines = permissionProcedure('configuratorModel.edit')
  .output(machinesOutput)
  .query(({ ctx }) => listEditableMachines(ctx.db));
