// Part model files (docs/product.md#part-models): stored once per content, named by the SHA-256 of their
// bytes, after services/part-model-check.ts accepted them; a file no part model names is deleted a day
// after its last upload (purge-expired.ts).
import { createHash } from 'node:crypto';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { partModelFileUrl } from '../../../../domain/resources/part-models.ts';
import type { Db } from '../../client.ts';
import { partModelFiles, partModels } from '../../schema/index.ts';
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
      // The same bytes again: the upload time starts anew, so the purge of files no part names leaves
      // them the day the form they were uploaded from may stay open.
      .onConflictDoUpdate({ target: partModelFiles.sha256, set: { createdAt: sql`now()` } });
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

/** How long an uploaded file may wait for a part model to name it: an open form, a break, the next day. */
const UNNAMED_FILE_HOURS = 24;

/**
 * Deletes the files no part model names, uploaded more than a day ago (one uploaded for a form that was
 * never saved, or replaced in a part since); returns how many. Idempotent, so any instance may.
 */
export async function purgeUnnamedPartModelFiles(db: Db): Promise<number> {
  const rows = await db
    .delete(partModelFiles)
    .where(
      and(
        lt(partModelFiles.createdAt, sql`now() - make_interval(hours => ${UNNAMED_FILE_HOURS})`),
        notExists(
          db.select({ one: sql`1` }).from(partModels).where(eq(partModels.file, partModelFiles.sha256)),
        ),
      ),
    )
    .returning({ sha256: partModelFiles.sha256 });
  return rows.length;
}
