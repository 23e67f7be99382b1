// Reading and writing workbooks without a database: a file LibreOffice wrote (its yes/no cells are
// formulas with saved values), and text that a spreadsheet could take for a formula, exported as text.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_FILE, FIXTURE_PUMPS } from './testing/libreoffice-pumps.ts';
import { cellUnder, parseWorkbook, readWorkbook, type SheetData, writeWorkbook } from './workbook.ts';
import { partContent, zipEntries } from './zip.ts';

/** A column's values, row by row, under its heading. */
function columnOf(sheet: SheetData | undefined, header: string) {
  return sheet?.rows.map((row) => cellUnder(sheet, row.cells, header));
}

function part(bytes: Uint8Array, name: string): string {
  const entry = zipEntries(bytes, 100).find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name}`);
  return partContent(bytes, entry).toString('utf8');
}

/** The cellXfs entries of a workbook's styles, in order (a cell's s attribute indexes them). */
function cellStyles(bytes: Uint8Array): string[] {
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(part(bytes, 'xl/styles.xml'))?.[1] ?? '';
  return cellXfs.match(/<xf\b[^>]*>/g) ?? [];
}

/** The style of each cell of the first sheet, by address. */
function styleOfCells(bytes: Uint8Array): Map<string, string> {
  const styles = cellStyles(bytes);
  const cells = new Map<string, string>();
  for (const [, address, style] of part(bytes, 'xl/worksheets/sheet1.xml').matchAll(
    /<c r="([A-Z]+\d+)"(?: s="(\d+)")?/g,
  )) {
    cells.set(address as string, styles[Number(style ?? 0)] ?? '');
  }
  return cells;
}

describe('a workbook LibreOffice wrote', () => {
  const bytes = new Uint8Array(readFileSync(FIXTURE_FILE));

  it('hands on its TRUE() and FALSE() cells as formulas with their saved values', async () => {
    const [sheet] = await readWorkbook({ bytes, firstOnly: true });
    expect(sheet?.headers).toContain('useInConfigurator');
    const flags = columnOf(sheet, 'useInConfigurator');
    expect(flags).toEqual(
      FIXTURE_PUMPS.map((pump, i) => ({
        formula: pump.useInConfigurator ? 'TRUE()' : 'FALSE()',
        address: `G${i + 2}`,
        result: pump.useInConfigurator,
      })),
    );
    // Its own edit, and the names that start like formulas, as plain values.
    expect(columnOf(sheet, 'maxPressureBar')).toEqual([200, 260, 40, 30]);
    expect(columnOf(sheet, 'name')).toEqual(FIXTURE_PUMPS.map((p) => p.name));
  });
});

describe('reading', () => {
  it('answers a refusal as data, so that the reading can run in a worker thread', async () => {
    const read = await parseWorkbook({ bytes: new TextEncoder().encode('name,amperes'), firstOnly: true });
    expect(read).toEqual({
      refused: {
        kind: 'UNREADABLE',
        message: 'The file is not an .xlsx workbook (no zip directory found).',
        problems: [],
      },
    });
    expect(structuredClone(read)).toEqual(read);
  });

  it('refuses a formula in the heading row', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('fuses').addRow(['id', { formula: '"ver"&"sion"', result: 'version' }]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await parseWorkbook({ bytes, firstOnly: true })).toEqual({
      refused: {
        kind: 'REFUSED',
        message: 'Cell B1 holds a formula. Type the column name instead.',
        problems: [
          { sheet: 'fuses', row: 1, message: 'Cell B1 holds a formula. Type the column name instead.' },
        ],
      },
    });
  });
});

describe('text that a spreadsheet could take for a formula', () => {
  const risky = ['=1+2', '+49 30 1234', '-40 °C pump', '@SUM(A1)', '\tTabbed', '\rReturned'];
  const safe = ['AXP 1.2', 'a=b', '40 - 50 bar', "'quoted"];

  it('is exported as text with a quote prefix, and read back as it was', async () => {
    const bytes = await writeWorkbook([
      {
        name: 'pumps',
        headers: ['name', 'sortOrder'],
        rows: [...risky, ...safe].map((name, i) => [name, i - 3]),
      },
    ]);
    const styles = styleOfCells(bytes);
    risky.forEach((_, i) => {
      expect(styles.get(`A${i + 2}`)).toMatch(/^<xf (?=.*\bquotePrefix="1")(?=.*\bnumFmtId="49")/);
    });
    safe.forEach((_, i) => {
      expect(styles.get(`A${risky.length + i + 2}`)).not.toMatch(/quotePrefix|numFmtId="49"/);
    });
    // Negative numbers are numbers, not text.
    expect(styles.get('B2')).not.toMatch(/quotePrefix/);

    const [sheet] = await readWorkbook({ bytes, firstOnly: true });
    // ExcelJS writes a CR raw, and XML reads every raw CR as LF; the import trims both away.
    const readBack = [...risky, ...safe].map((name) => name.replace(/^\r/, '\n'));
    expect(columnOf(sheet, 'name')).toEqual(readBack);
    expect(columnOf(sheet, 'sortOrder')).toEqual([...risky, ...safe].map((_, i) => i - 3));
    // ExcelJS itself still opens the rewritten archive.
    const reopened = new ExcelJS.Workbook();
    await reopened.xlsx.load(Buffer.from(bytes) as never);
    expect(reopened.worksheets[0]?.getCell('A2').value).toBe('=1+2');
  });

  it('leaves a workbook without such text as ExcelJS wrote it', async () => {
    const bytes = await writeWorkbook([{ name: 'pumps', headers: ['name'], rows: safe.map((s) => [s]) }]);
    expect(part(bytes, 'xl/styles.xml')).not.toMatch(/quotePrefix/);
  });
});
