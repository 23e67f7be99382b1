// A demo machine's 3D parts (demo-parts.ts), read from their committed files and stored as uploads are:
// the same check first (services/part-model-check.ts), then a file row named by its hash and a part model
// linked to the options that show it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../config/project-root.ts';
import { checkPartModel } from '../../../services/part-model-check.ts';
import type { Db } from '../../client.ts';
import { partModelFiles, partModels } from '../../schema/index.ts';
import { demoPartPath, demoPartsOf, shownByOf } from './demo-parts.ts';

export async function insertDemoParts(tx: Db, machine: { slug: string }, machineId: string): Promise<void> {
  for (const [i, part] of demoPartsOf(machine).entries()) {
    const bytes = new Uint8Array(readFileSync(join(projectRoot(), demoPartPath(machine.slug, part.key))));
    const check = await checkPartModel(bytes);
    if (!check.ok)
      throw new Error(`demo part ${machine.slug}/${part.key}: ${check.message} ${check.problems.join(' ')}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await tx
      .insert(partModelFiles)
      .values({ sha256, byteSize: bytes.byteLength, triangleCount: check.triangleCount, bytes })
      .onConflictDoNothing();
    await tx.insert(partModels).values({
      machineId,
      name: part.name,
      file: sha256,
      shownBy: shownByOf(part),
      sortOrder: (i + 1) * 10,
    });
  }
}
