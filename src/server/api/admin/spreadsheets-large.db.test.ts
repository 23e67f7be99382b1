// Large workbooks: refused beyond the row and cell caps (413, before ExcelJS loads them), one import at
// a time (429), read in the worker pool, and thousands of new rows written in batches, all or nothing.
import { count, eq, gte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dayTanks, fuses } from '../../db/schema/index.ts';
import { streamedWorkbook } from '../../services/xlsx/testing/streamed-workbook.ts';
import { IMPORT_RUNNING_MESSAGE } from './spreadsheet-routes.ts';
import { type AdminKit, adminKit, json, upload } from './testing/admin-test-kit.ts';

type Preview = {
  applied: boolean;
  sheets: { create: number; update: number; delete: number; rows: { row?: number; action: string }[] }[];
  problems: { sheet?: string; row?: number; column?: string; message: string }[];
};
type Refusal = { error: { code: string; message: string; problems?: Preview['problems'] } };

/** The exported sheet of an entity, as rows of values (headings first). */
async function exported(kit: AdminKit, key: string): Promise<unknown[][]> {
  const bytes = await (await kit.as('development').request(`/api/admin/export/${key}.xlsx`)).arrayBuffer();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const rowsOf = async (kit: AdminKit, table: typeof fuses | typeof dayTanks) =>
  Number((await kit.db.db.select({ n: count() }).from(table))[0]?.n);
const auditCount = async (kit: AdminKit) =>
  Number((await kit.db.db.select({ n: count() }).from(auditLog))[0]?.n);

/** Thousands of rows through the worker pool and the database, on a machine that may be busy. */
const LARGE = 180_000;

describe(`large workbooks (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit({ catalogue: true, env: { IMPORT_MAX_ROWS: '6000', IMPORT_MAX_CELLS: '40000' } });
  });
  afterAll(() => kit.close());
  const dev = () => kit.as('development');

  it(
    'refuses more rows or cells than an import reads (413), and reads the workbook in the worker pool',
    async () => {
      const heading = ['id', 'version', 'name', 'amperes', 'sortOrder'];
      const read = kit.app.workers.completed('readWorkbook');
      const tooLong = await streamedWorkbook('fuses', [
        heading,
        ...Array.from({ length: 6000 }, (_, i) => [null, null, `F${i}`, 16, i]),
      ]);
      const long = await upload(dev(), '/api/admin/import/fuses?dryRun=1', tooLong);
      expect(long.status).toBe(413);
      expect((await json<Refusal>(long)).error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'The workbook has more than 6,000 rows. Import at most 6,000 rows at a time: split it into smaller files.',
        problems: [],
      });
      const wide = Array.from({ length: 60 }, (_, i) => `extra${i}`);
      const tooWide = await streamedWorkbook('fuses', [
        [...heading, ...wide],
        ...Array.from({ length: 700 }, (_, i) => [null, null, `F${i}`, 16, i, ...wide]),
      ]);
      const cells = await upload(dev(), '/api/admin/import/fuses?dryRun=1', tooWide);
      expect(cells.status).toBe(413);
      expect((await json<Refusal>(cells)).error.message).toBe(
        'The workbook has more than 40,000 cells. Import at most 40,000 cells at a time: split it into smaller files, or remove unused columns.',
      );
      // Both were read (and refused) by a worker thread, not by the thread that answers requests.
      expect(kit.app.workers.completed('readWorkbook')).toBe(read + 2);
    },
    LARGE,
  );

  it(
    'runs one import at a time: a second one meanwhile gets 429, and the next one runs',
    async () => {
      const bytes = await streamedWorkbook('fuses', await exported(kit, 'fuses'));
      const answers = await Promise.all([
        upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes),
        upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
      const refusedOne = answers.find((a) => a.status === 429) as Response;
      expect(refusedOne.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await json<Refusal>(refusedOne)).error).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: IMPORT_RUNNING_MESSAGE,
      });
      expect((await upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes)).status).toBe(200);
    },
    LARGE,
  );

  it(
    'writes 5,000 new rows in batches: a dry run writes nothing, the import all of them with their audit rows',
    async () => {
      const [heading = [], ...current] = await exported(kit, 'fuses');
      const at = (name: string) => heading.indexOf(name);
      const added = Array.from({ length: 5000 }, (_, i) => {
        const row: unknown[] = heading.map(() => null);
        row[at('name')] = `Bulk fuse ${i}`;
        row[at('amperes')] = 1 + (i % 2000);
        row[at('sortOrder')] = i;
        return row;
      });
      const bytes = await streamedWorkbook('fuses', [heading, ...current, ...added]);
      const before = { fuses: await rowsOf(kit, fuses), audit: await auditCount(kit) };

      const dry = await upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes);
      expect(dry.status).toBe(200);
      const preview = (await json<{ data: Preview }>(dry)).data;
      expect(preview.sheets[0]).toMatchObject({ create: 5000, update: 0, delete: 0 });
      // The first 500 changes are listed, in sheet order.
      const listed = preview.sheets[0]?.rows.map((row) => row.row) ?? [];
      expect(listed).toEqual(Array.from({ length: 500 }, (_, i) => current.length + 2 + i));
      expect({ fuses: await rowsOf(kit, fuses), audit: await auditCount(kit) }).toEqual(before);

      const applied = (await json<{ data: Preview }>(await upload(dev(), '/api/admin/import/fuses', bytes)))
        .data;
      expect(applied).toMatchObject({ applied: true, problems: [] });
      expect({ fuses: await rowsOf(kit, fuses), audit: await auditCount(kit) }).toEqual({
        fuses: before.fuses + 5000,
        audit: before.audit + 5000,
      });
      const names = await kit.db.db.select({ name: fuses.name, amperes: fuses.amperes }).from(fuses);
      const bulk = new Map(names.map((row) => [row.name, row.amperes]));
      expect(bulk.get('Bulk fuse 0')).toBe(1);
      expect(bulk.get('Bulk fuse 4999')).toBe(1 + (4999 % 2000));
    },
    LARGE,
  );

  it(
    'updates 5,000 rows in batches: a row edited in the app meanwhile is named, then all are written',
    async () => {
      const [heading = [], ...rows] = await exported(kit, 'fuses');
      const at = (name: string) => heading.indexOf(name);
      const bulk = rows.filter((row) => String(row[at('name')]).startsWith('Bulk fuse '));
      expect(bulk.length).toBe(5000);
      const edited = rows.map((row) =>
        bulk.includes(row)
          ? row.map((value, i) => (i === at('sortOrder') ? 100_000 + Number(value) : value))
          : row,
      );
      // One of them is changed in the app after the export: its row, deep in a batch, is refused.
      const stale = bulk[2345] as unknown[];
      const staleId = String(stale[at('id')]);
      const newer = Number(stale[at('version')]) + 1;
      await kit.db.db.update(fuses).set({ version: newer }).where(eq(fuses.id, staleId));
      const before = await auditCount(kit);
      const refusal = await upload(
        dev(),
        '/api/admin/import/fuses',
        await streamedWorkbook('fuses', [heading, ...edited]),
      );
      expect(refusal.status).toBe(422);
      expect((await json<Refusal>(refusal)).error.problems).toEqual([
        expect.objectContaining({ row: rows.indexOf(stale) + 2, column: 'version' }),
      ]);
      expect(await auditCount(kit)).toBe(before);

      const current = edited.map((row) =>
        row[at('id')] === staleId ? row.map((value, i) => (i === at('version') ? newer : value)) : row,
      );
      const applied = await upload(
        dev(),
        '/api/admin/import/fuses',
        await streamedWorkbook('fuses', [heading, ...current]),
      );
      const preview = (await json<{ data: Preview }>(applied)).data;
      expect(preview).toMatchObject({ applied: true, problems: [] });
      expect(preview.sheets[0]).toMatchObject({ create: 0, update: 5000, delete: 0 });
      expect(await auditCount(kit)).toBe(before + 5000);
      const [moved] = await kit.db.db.select({ n: count() }).from(fuses).where(gte(fuses.sortOrder, 100_000));
      expect(moved?.n).toBe(5000);
    },
    LARGE,
  );

  it(
    'names the rows the database refuses within a batch, and writes nothing of it',
    async () => {
      const [heading = [], ...current] = await exported(kit, 'day-tanks');
      const at = (name: string) => heading.indexOf(name);
      const used = new Set(current.map((row) => Number(row[at('volumeL')])));
      const volumes = Array.from({ length: 1200 }, (_, i) => 50_000 + i).filter((v) => !used.has(v));
      // Row 700 of the new ones repeats the volume of the first: its generated text key is taken.
      volumes[700] = volumes[0] as number;
      const added = volumes.map((volume, i) => {
        const row: unknown[] = heading.map(() => null);
        row[at('name')] = `Bulk tank ${i}`;
        row[at('volumeL')] = volume;
        row[at('sortOrder')] = i;
        return row;
      });
      const bytes = await streamedWorkbook('day-tanks', [heading, ...current, ...added]);
      const before = { tanks: await rowsOf(kit, dayTanks), audit: await auditCount(kit) };
      const answer = await upload(dev(), '/api/admin/import/day-tanks', bytes);
      const body = await json<Refusal>(answer);
      expect(answer.status, JSON.stringify(body).slice(0, 500)).toBe(422);
      expect(body.error.problems).toEqual([
        expect.objectContaining({ sheet: 'day-tanks', row: current.length + 2 + 700 }),
      ]);
      expect({ tanks: await rowsOf(kit, dayTanks), audit: await auditCount(kit) }).toEqual(before);
    },
    LARGE,
  );
});
