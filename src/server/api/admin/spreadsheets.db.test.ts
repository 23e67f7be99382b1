// Spreadsheet import and export: previews with their changed cells, conflicting edits, the
// whole portfolio, formulas read by their saved values, text that looks like a formula exported as
// text, and every refusal, with files built here (a zip bomb, prototype names, wrong types).
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partContent, zipEntries } from '../../services/xlsx/zip.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

type Change = { column: string; before: unknown; after: unknown };
type Preview = {
  applied: boolean;
  sheets: {
    sheet: string;
    create: number;
    update: number;
    delete: number;
    unchanged: number;
    rows: { row?: number; action: string; id?: string; label: string; changes?: Change[] }[];
  }[];
  problems: { sheet?: string; row?: number; column?: string; message: string }[];
  notes: { sheet?: string; row?: number; column?: string; message: string }[];
  noteCount: number;
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
    let renamed = { id: '', name: '' };
    const changed = await edit(original, (wb) => {
      const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      const col = (name: string) => headers.indexOf(name) + 1;
      renamed = {
        id: String(sheet.getRow(2).getCell(col('id')).value),
        name: String(sheet.getRow(2).getCell(col('name')).value),
      };
      sheet.getRow(2).getCell(col('name')).value = 'Renamed equipment';
      sheet.spliceRows(3, 1);
      const added = sheet.addRow([]);
      added.getCell(col('name')).value = 'New equipment';
      added.getCell(col('sortOrder')).value = 5;
    });
    const dry = await upload(dev(), '/api/admin/import/tank-farm-equipment?dryRun=1', changed);
    const preview = (await json<{ data: Preview }>(dry)).data;
    expect(preview).toMatchObject({ applied: false, problems: [], notes: [], noteCount: 0 });
    expect(preview.sheets[0]).toMatchObject({ create: 1, update: 1, delete: 1 });
    // The update names its changed cell, with the value before and after.
    expect(preview.sheets[0]?.rows.find((row) => row.action === 'update')).toEqual({
      row: 2,
      action: 'update',
      id: renamed.id,
      label: 'Renamed equipment',
      changes: [{ column: 'name', before: renamed.name, after: 'Renamed equipment' }],
    });
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

  /** The exported fuses with cells of data row 2 (the sheet's row 2) replaced. */
  const fusesWith = async (cells: Record<string, ExcelJS.CellValue>) =>
    edit(await fuses(), (wb) => {
      const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      for (const [name, value] of Object.entries(cells)) {
        sheet.getRow(2).getCell(headers.indexOf(name) + 1).value = value;
      }
    });

  it('reads a formula by its saved value when it is of the column type, and notes it', async () => {
    const bytes = await fusesWith({
      amperes: { formula: '8*2', result: 16 },
      name: { formula: '"Fuse "&"16"', result: 'Fuse 16 A' },
    });
    const preview = (
      await json<{ data: Preview }>(await upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes))
    ).data;
    expect(preview.problems).toEqual([]);
    expect(preview.notes).toEqual([
      { sheet: 'fuses', row: 2, column: 'name', message: 'C2: formula, its value "Fuse 16 A" was used' },
      {
        sheet: 'fuses',
        row: 2,
        column: 'amperes',
        message: expect.stringMatching(/^[A-Z]2: formula, its value 16 was used$/),
      },
    ]);
    expect(preview.noteCount).toBe(2);
    const [update] = preview.sheets[0]?.rows ?? [];
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { column: 'name', before: expect.any(String), after: 'Fuse 16 A' },
        { column: 'amperes', before: expect.any(Number), after: 16 },
      ]),
    );
  });

  it('refuses a formula without a saved value, with a value of another type, or an error', async () => {
    const bytes = await fusesWith({
      amperes: { formula: '8*2' } as ExcelJS.CellFormulaValue,
      sortOrder: { formula: '"first"', result: 'first' },
      description: { formula: '1/0', result: { error: '#DIV/0!' } },
    });
    const error = await refused(await upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes), 422);
    const at = (column: string) => error.problems?.find((p) => p.column === column)?.message;
    expect(at('amperes')).toMatch(
      /^Cell [A-Z]2 holds a formula without a saved value\. Paste its value instead\.$/,
    );
    expect(at('sortOrder')).toMatch(
      /^Cell [A-Z]2 holds a formula whose value "first" is not a number\. Paste a number instead\.$/,
    );
    expect(at('description')).toMatch(/^Cell [A-Z]2 holds a formula whose value is the error #DIV\/0!\./);
    expect(error.problems).toHaveLength(3);
  });

  it('exports names that start like formulas as quote-prefixed text, and imports them unchanged', async () => {
    const list = await json<{ data: { items: { id: string; version: number }[] } }>(
      await dev().request('/api/admin/fuses?sort=name'),
    );
    const risky = ['=HYPERLINK("https://example.com","16 A")', '+16 A', '-16 A', '@16 A'];
    for (const [i, name] of risky.entries()) {
      const item = list.data.items[i] as { id: string; version: number };
      const patched = await send(dev(), 'PATCH', `/api/admin/fuses/${item.id}`, {
        expectedVersion: item.version,
        values: { name },
      });
      expect(patched.status).toBe(200);
    }
    const bytes = await fuses();
    const text = (name: string) => {
      const entry = zipEntries(bytes, 100).find((e) => e.name === name);
      return entry ? partContent(bytes, entry).toString('utf8') : '';
    };
    const styles = [
      ...(/<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(text('xl/styles.xml'))?.[1] ?? '').matchAll(
        /<xf\b[^>]*>/g,
      ),
    ].map((m) => m[0]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as never);
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    const sheetXml = text('xl/worksheets/sheet1.xml');
    const quoted: string[] = [];
    sheet.eachRow((row, number) => {
      const style = new RegExp(`<c r="C${number}" s="(\\d+)"`).exec(sheetXml)?.[1];
      if (/quotePrefix="1"/.test(styles[Number(style)] ?? '')) quoted.push(String(row.getCell(3).value));
    });
    expect(quoted.sort()).toEqual([...risky].sort());

    const preview = (
      await json<{ data: Preview }>(await upload(dev(), '/api/admin/import/fuses?dryRun=1', bytes))
    ).data;
    expect(preview.problems).toEqual([]);
    expect(preview.sheets[0]).toMatchObject({ create: 0, update: 0, delete: 0 });
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
