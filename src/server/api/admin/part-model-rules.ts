// Server-side rules of the part models (docs/product.md#part-models): the machine needs a configurator
// model and the file an accepted upload. The foreign keys hold both too, but their refusal says "does not
// exist", which is not true of a machine that merely has no model yet.
import { eq } from 'drizzle-orm';
import { DataError } from '../../db/queries/errors.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import { configurators, partModelFiles } from '../../db/schema/index.ts';

export const partModelHooks: ResourceHooks = {
  async prepare(tx, { values, columns }) {
    const machineId = values.machineId;
    if (typeof machineId === 'string') {
      const [model] = await tx
        .select({ id: configurators.machineId })
        .from(configurators)
        .where(eq(configurators.machineId, machineId));
      if (!model) {
        throw new DataError(
          'INVALID',
          'This machine has no configurator model yet. Create and publish one in the model editor first.',
          undefined,
          { field: 'machineId' },
        );
      }
    }
    const file = values.file;
    if (typeof file === 'string') {
      const [stored] = await tx
        .select({ sha256: partModelFiles.sha256 })
        .from(partModelFiles)
        .where(eq(partModelFiles.sha256, file));
      if (!stored) {
        throw new DataError(
          'INVALID',
          'No accepted upload has this file. Upload the .glb again.',
          undefined,
          {
            field: 'file',
          },
        );
      }
    }
    return columns;
  },
};
