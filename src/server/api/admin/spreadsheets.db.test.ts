// Spreadsheet import and export (SPEC §9): previews, conflicting edits, the whole portfolio, and
// every refusal, with files built here (a zip bomb, a formula, prototype names, wrong types).
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, adminKit, json, send, upload } from './admin-test-kit.ts';

type Preview = {
  applied: boolean;
  sheets: { sheet: string; create: number; update: number; delete: number; unchanged: number }[];
  problems: { sheet?: string; row?: number; column?: string; message: string }[];
};
type Refusal = {
  error: { code: string; message: string; problems?: Preview['problems']; preview?: Preview };
};

async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function edit(bytes: Uint8Array, change: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as never);
  change(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A zip archive by hand; `declaredSize` lets an entry lie about what it inflates to. */
function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.byteLength;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(compressed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(compressed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.byteLength + compressed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

describe(`spreadsheets (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit({ catalogue: true });
  });
  afterAll(() => kit.close());

  const dev = () => kit.as('development');
  const refused = async (response: Response, status: number) => {
    const body = await json<Refusal>(response);
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };
  const fuses = async () =>
    new Uint8Array(await (await dev().request('/api/admin/export/fuses.xlsx')).arrayBuffer());

  it('previews creates, updates and deletes, then applies them in one go', async () => {
    const exportEquipment = async () =>
      new Uint8Array(await (await dev().request('/api/admin/export/tank-farm-equipment.xlsx')).arrayBuffer());
    const listed = async () =>
      (await json<{ data: unknown }>(await dev().request('/api/admin/tank-farm-equipment?pageSize=500')))
        .data;
    const before = await listed();
    const original = await exportEquipment();
    const changed = await edit(original, (wb) => {
      const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      const col = (name: string) => headers.indexOf(name) + 1;
      sheet.getRow(2).getCell(col('name')).value = 'Renamed equipment';
      sheet.spliceRows(3, 1);
      const added = sheet.addRow([]);
      added.getCell(col('name')).value = 'New equipment';
      added.getCell(col('sortOrder')).value = 5;
    });
    const dry = await upload(dev(), '/api/admin/import/tank-farm-equipment?dryRun=1', changed);
    const preview = (await json<{ data: Preview }>(dry)).data;
    expect(preview).toMatchObject({ applied: false, problems: [] });
    expect(preview.sheets[0]).toMatchObject({ create: 1, update: 1, delete: 1 });
    // The dry run wrote nothing.
    expect(await listed()).toEqual(before);

    const applied = (
      await json<{ data: Preview }>(await upload(dev(), '/api/admin/import/tank-farm-equipment', changed))
    ).data;
    expect(applied.applied).toBe(true);
    const names = (
      await json<{ data: { items: { name: string }[] } }>(
        await dev().request('/api/admin/tank-farm-equipment?pageSize=500'),
      )
    ).data.items.map((item) => item.name);
    expect(names).toContain('Renamed equipment');
    expect(names).toContain('New equipment');
  });

  it('refuses a sheet whose rows were edited in the app since the export, and writes nothing', async () => {
    const exported = await fuses();
    const list = await json<{ data: { items: { id: string; version: number; name: string }[] } }>(
      await dev().request('/api/admin/fuses?sort=name'),
    );
    const first = list.data.items[0] as { id: string; version: number };
    await send(dev(), 'PATCH', `/api/admin/fuses/${first.id}`, {
      expectedVersion: first.version,
      values: { description: 'edited in the app' },
    });
    const changed = await edit(exported, (wb) => {
      const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
      sheet.eachRow((row, number) => {
        if (number > 1) row.getCell(3).value = `${String(row.getCell(3).value)} (file)`;
      });
    });
    const error = await refused(await upload(dev(), '/api/admin/import/fuses', changed), 422);
    expect(
      error.problems?.some(
        (p) => p.column === 'version' && /changed in the app since this file was exported/.test(p.message),
      ),
    ).toBe(true);
    const after = await json<{ data: { items: { name: string }[] } }>(
      await dev().request('/api/admin/fuses?pageSize=500'),
    );
    expect(after.data.items.some((item) => item.name.endsWith('(file)'))).toBe(false);
  });

  it('refuses wrong types with their row and column (422)', async () => {
    const bytes = await workbook((wb) => {
      const sheet = wb.addWorksheet('fuses');
      sheet.addRow(['id', 'version', 'name', 'amperes', 'sortOrder']);
      sheet.addRow([null, null, 'Fuse A', 'sixteen', 1]);
      sheet.addRow([null, null, 'Fuse B', 16, 'first']);
    });
    const error = await refused(await upload(dev(), '/api/admin/import/fuses', bytes), 422);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        { sheet: 'fuses', row: 2, column: 'amperes', message: 'Current must be a number, not "sixteen".' },
        { sheet: 'fuses', row: 3, column: 'sortOrder', message: 'Sort order must be a number, not "first".' },
        // The rows the sheet leaves out would be deleted, but machine versions use them.
        expect.objectContaining({
          sheet: 'fuses',
          message: expect.stringMatching(
            /^Cannot delete fuse ".+": it is still used by \d+ machine versions/,
          ),
        }),
      ]),
    );
  });

  it('refuses values the schema refuses, with the column', async () => {
    const bytes = await workbook((wb) => {
      const sheet = wb.addWorksheet('fuses');
      sheet.addRow(['id', 'version', 'name', 'amperes', 'sortOrder', 'colour']);
      sheet.addRow([null, null, 'Fuse C', 99_999, 1, 'red']);
    });
    const error = await refused(await upload(dev(), '/api/admin/import/fuses', bytes), 422);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, column: 'colour' }),
        expect.objectContaining({
          row: 2,
          column: 'amperes',
          message: expect.stringMatching(/at most 2000/),
        }),
      ]),
    );
  });

  it('refuses formulas, naming the cell', async () => {
    const bytes = await workbook((wb) => {
      const sheet = wb.addWorksheet('fuses');
      sheet.addRow(['id', 'version', 'name', 'amperes', 'sortOrder']);
      sheet.addRow([null, null, 'Fuse D', { formula: '8*2', result: 16 }, 1]);
    });
    const error = await refused(await upload(dev(), '/api/admin/import/fuses', bytes), 422);
    expect(error.problems).toEqual([
      {
        sheet: 'fuses',
        row: 2,
        column: 'amperes',
        message: 'Cell D2 holds a formula. Paste its value instead.',
      },
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the sheet or column name %s', async (name) => {
    const asSheet = await workbook((wb) => {
      wb.addWorksheet(name).addRow(['id', 'version', 'name']);
    });
    expect((await refused(await upload(dev(), '/api/admin/import/fuses', asSheet), 422)).message).toBe(
      `The sheet name "${name}" is not allowed.`,
    );
    const asColumn = await workbook((wb) => {
      wb.addWorksheet('fuses').addRow(['id', 'version', name]);
    });
    expect((await refused(await upload(dev(), '/api/admin/import/fuses', asColumn), 422)).message).toBe(
      `The column name "${name}" is not allowed.`,
    );
  });

  it('refuses files over 10 MB (413)', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const error = await refused(await upload(dev(), '/api/admin/import/fuses', big), 413);
    expect(error.message).toMatch(/too large/);
  });

  it('refuses zip bombs before inflating them: too much declared, or more inflated than declared', async () => {
    const declared = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(101 * 1024 * 1024) }]);
    expect(declared.byteLength).toBeLessThan(1024 * 1024);
    expect((await refused(await upload(dev(), '/api/admin/import/fuses', declared), 413)).message).toMatch(
      /zip bomb/,
    );
    const lying = zip([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect((await refused(await upload(dev(), '/api/admin/import/fuses', lying), 413)).message).toMatch(
      /zip bomb/,
    );
  });

  it('refuses files that are not workbooks, and forms without the file', async () => {
    expect(
      (
        await refused(
          await upload(dev(), '/api/admin/import/fuses', new TextEncoder().encode('name,amperes')),
          422,
        )
      ).code,
    ).toBe('UNPROCESSABLE_CONTENT');
    const noFile = await dev().request('/api/admin/import/fuses', {
      method: 'POST',
      headers: { origin: dev().origin },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const json415 = await send(dev(), 'POST', '/api/admin/import/fuses', {});
    expect(json415.status).toBe(415);
  });

  it('round-trips the whole portfolio workbook unchanged; admin gets and may import only its sheets', async () => {
    const exported = await dev().request('/api/admin/export/product-portfolio.xlsx');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as never);
    expect(wb.worksheets.map((s) => s.name)).toContain('filter');
    expect(wb.worksheets.length).toBe(22);
    const preview = (
      await json<{ data: Preview }>(await upload(dev(), '/api/admin/import/product-portfolio', bytes))
    ).data;
    expect(preview.problems).toEqual([]);
    expect(preview.sheets.every((s) => s.create + s.update + s.delete === 0)).toBe(true);
    expect(preview.sheets.find((s) => s.sheet === 'pumps')?.unchanged).toBeGreaterThan(5);

    const asAdmin = await kit.as('admin').request('/api/admin/export/product-portfolio.xlsx');
    const adminBook = new ExcelJS.Workbook();
    await adminBook.xlsx.load(Buffer.from(await asAdmin.arrayBuffer()) as never);
    expect(adminBook.worksheets.map((s) => s.name)).not.toContain('filter');
    expect(adminBook.worksheets.map((s) => s.name)).not.toContain('cleaning');
    expect(
      (await refused(await upload(kit.as('admin'), '/api/admin/import/product-portfolio', bytes), 403))
        .message,
    ).toMatch(/may not edit filter/);
    const unknown = await workbook((w) => {
      w.addWorksheet('pumps-and-more').addRow(['id', 'version', 'name']);
    });
    expect(
      (await refused(await upload(dev(), '/api/admin/import/product-portfolio', unknown), 422)).message,
    ).toMatch(/not a product-portfolio sheet/);
  });
});
