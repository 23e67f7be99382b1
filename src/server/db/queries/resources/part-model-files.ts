// Part model files (docs/product.md#part-models): stored once per content, named by the SHA-256 of their
// bytes, after services/part-model-check.ts accepted them.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { partModelFileUrl } from '../../../../domain/resources/part-models.ts';
import type { Db } from '../../client.ts';
import { partModelFiles } from '../../schema/index.ts';
import { type Actor, recordAudit } from '../audit.ts';

export async function storePartModelFile(
  db: Db,
  options: { bytes: Uint8Array; triangleCount: number; actor: Actor },
): Promise<{ sha256: string; url: string; byteSize: number; triangleCount: number }> {
  const { bytes, triangleCount, actor } = options;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    await tx
      .insert(partModelFiles)
      .values({ sha256, byteSize: bytes.byteLength, triangleCount, bytes, createdBy: actor.id })
      .onConflictDoNothing();
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'part-model-files',
      entityId: sha256,
      summary: `Uploaded a part model (${bytes.byteLength} bytes, ${triangleCount} triangles)`,
      after: { sha256, byteSize: bytes.byteLength, triangleCount },
    });
    return { sha256, url: partModelFileUrl(sha256), byteSize: bytes.byteLength, triangleCount };
  });
}

export async function findPartModelFile(db: Db, options: { sha256: string }) {
  if (!/^[0-9a-f]{64}$/.test(options.sha256)) return undefined;
  const [row] = await db
    .select({ bytes: partModelFiles.bytes })
    .from(partModelFiles)
    .where(eq(partModelFiles.sha256, options.sha256));
  return row;
}
