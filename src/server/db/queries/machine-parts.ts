// The 3D parts of a machine's configurator preview (docs/product.md#part-models), as the browser assembles
// them: each part's file address, what shows it (parsed once here) and its placement.
import { asc, eq } from 'drizzle-orm';
import { type PartLink, parsePartLinks } from '../../../domain/configurator/part-links.ts';
import { partModelFileUrl } from '../../../domain/resources/part-models.ts';
import type { Db } from '../client.ts';
import { machines, partModelFiles, partModels } from '../schema/index.ts';

export type MachinePart = {
  id: string;
  name: string;
  /** where its `.glb` is served: by content, cached for good */
  url: string;
  byteSize: number;
  links: PartLink[];
  /** a named node of the parts already placed (e.g. the frame's), or null for the scene */
  anchor: string | null;
  /** metres */
  position: [number, number, number];
  /** degrees about X, Y and Z */
  rotation: [number, number, number];
  scale: number;
};

/**
 * Every machine's parts by machine slug, each in its list order (a machine without parts is absent). One
 * read for all: a few dozen rows, cached as one value per revision whatever slugs are asked for.
 */
export async function loadPartsByMachine(db: Db): Promise<Map<string, MachinePart[]>> {
  const rows = await db
    .select({
      slug: machines.slug,
      id: partModels.id,
      name: partModels.name,
      file: partModels.file,
      byteSize: partModelFiles.byteSize,
      shownBy: partModels.shownBy,
      anchor: partModels.anchor,
      positionX: partModels.positionX,
      positionY: partModels.positionY,
      positionZ: partModels.positionZ,
      rotationX: partModels.rotationX,
      rotationY: partModels.rotationY,
      rotationZ: partModels.rotationZ,
      scale: partModels.scale,
    })
    .from(partModels)
    .innerJoin(machines, eq(machines.id, partModels.machineId))
    .innerJoin(partModelFiles, eq(partModelFiles.sha256, partModels.file))
    .orderBy(asc(machines.slug), asc(partModels.sortOrder), asc(partModels.name), asc(partModels.id));
  const bySlug = new Map<string, MachinePart[]>();
  for (const row of rows) {
    const part: MachinePart = {
      id: row.id,
      name: row.name,
      url: partModelFileUrl(row.file),
      byteSize: row.byteSize,
      links: parsePartLinks(row.shownBy),
      anchor: row.anchor?.trim() ? row.anchor.trim() : null,
      position: [row.positionX, row.positionY, row.positionZ],
      rotation: [row.rotationX, row.rotationY, row.rotationZ],
      scale: row.scale,
    };
    const list = bySlug.get(row.slug);
    if (list) list.push(part);
    else bySlug.set(row.slug, [part]);
  }
  return bySlug;
}
