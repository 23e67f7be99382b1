import type { Db } from '../client.ts';
import { type DataArea, dataRevisions } from '../schema/index.ts';

export type Revisions = Partial<Record<DataArea, number>>;

/** The one cheap query that tells whether cached responses are still current. */
export async function readRevisions(db: Db): Promise<Revisions> {
  const rows = await db
    .select({ area: dataRevisions.area, revision: dataRevisions.revision })
    .from(dataRevisions);
  const revisions: Revisions = {};
  for (const row of rows) revisions[row.area] = row.revision;
  return revisions;
}
