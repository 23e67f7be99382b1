// Uploaded images: checked by their first bytes (PNG, JPEG, WebP; SVG is refused, it can carry
// scripts), at most 2 MB, stored once per content.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { type ImageType, images } from '../../schema/index.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { DataError } from '../errors.ts';
import { isUuid } from './read.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes really are, or undefined. */
function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).toLowerCase();
  return head.includes('<svg') || head.trimStart().startsWith('<?xml');
}

export async function storeImage(
  db: Db,
  options: { bytes: Uint8Array; actor: Actor },
): Promise<{ id: string; url: string; contentType: ImageType; byteSize: number }> {
  const { bytes, actor } = options;
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new DataError(
      'INVALID',
      'The image is larger than 2 MB. Save it smaller and upload it again.',
      undefined,
      { field: 'file' },
    );
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    const why = looksLikeSvg(bytes)
      ? 'SVG images are not accepted, since they can carry scripts.'
      : 'The file is not an image.';
    throw new DataError('INVALID', `${why} Upload a PNG, JPEG or WebP picture.`, undefined, {
      field: 'file',
    });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: images.id }).from(images).where(eq(images.sha256, sha256));
    let id = existing?.id;
    if (!id) {
      const [row] = await tx
        .insert(images)
        .values({ contentType, sha256, byteSize: bytes.byteLength, bytes, createdBy: actor.id })
        .returning({ id: images.id });
      id = (row as { id: string }).id;
    }
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'images',
      entityId: id,
      summary: `Uploaded an image (${contentType}, ${bytes.byteLength} bytes)`,
      after: { contentType, sha256, byteSize: bytes.byteLength },
    });
    return { id, url: `/api/images/${id}`, contentType, byteSize: bytes.byteLength };
  });
}

export async function findImage(db: Db, options: { id: string }) {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .select({ contentType: images.contentType, sha256: images.sha256, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, options.id));
  return row;
}
