// Reading and writing .xlsx with ExcelJS (never the `xlsx` package). Reading refuses, before any value
// is used: files over 10 MB, zip bombs, error cells, formulas in the heading row, and sheet or column
// names that could reach an object's prototype. A formula in a data cell is handed on with the value
// the spreadsheet saved with it (LibreOffice writes every TRUE as the formula TRUE()); whoever knows
// the column's type decides whether that value can be used. Writing marks text that a spreadsheet
// could take for a formula as text (quote-prefix.ts).
//
// An import reads at most MAX_IMPORT_ROWS rows and MAX_IMPORT_CELLS cells, counted in the sheets' XML
// before ExcelJS loads anything: ExcelJS holds the whole workbook in memory, and a 50,000-row sheet of
// 13 columns already takes it about 10 s and 300 MB (bench:import). The reading runs in the worker pool
// (the task `readWorkbook`), which is why its answer is plain data and its rows are arrays: a structured
// clone of arrays is read back on the main thread in half the time of Maps.
import type ExcelJSModule from 'exceljs';
import { type SheetProblem, XlsxError } from './errors.ts';
import { looksLikeFormula, withQuotePrefix } from './quote-prefix.ts';
import { checkZip, MAX_UNCOMPRESSED_BYTES, type SheetLimits } from './zip-guard.ts';

export const MAX_XLSX_BYTES = 10 * 1024 * 1024;
/** Rows an import reads at most, headings included, over all its sheets. */
export const MAX_IMPORT_ROWS = 50_000;
/** Cells an import reads at most: 50,000 rows of the widest sheet (13 columns), and some to spare. */
export const MAX_IMPORT_CELLS = 750_000;
const IMPORT_LIMITS: SheetLimits = { maxRows: MAX_IMPORT_ROWS, maxCells: MAX_IMPORT_CELLS };
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

// ExcelJS is large (its import took a sixth of the app's start): loaded on the first spreadsheet.
type ExcelJS = typeof ExcelJSModule;
let excel: Promise<ExcelJS> | undefined;
function loadExcel(): Promise<ExcelJS> {
  excel ??= import('exceljs').then((module) => module.default);
  return excel;
}

export type CellValue = string | number | boolean | Date | null;

/** A formula cell: the formula, its cell, and the value saved with it (null: none was saved). */
export type FormulaCell = { formula: string; address: string; result: CellValue; error?: string };

export type SheetCell = CellValue | FormulaCell;

export function isFormula(cell: SheetCell | undefined): cell is FormulaCell {
  return typeof cell === 'object' && cell !== null && !(cell instanceof Date);
}

export type SheetData = {
  name: string;
  headers: string[];
  /** data rows, each cell at its heading's index; `row` is the spreadsheet row number */
  rows: { row: number; cells: SheetCell[] }[];
};

/** A row's cell under a heading (the last column of that name), null when there is none. */
export function cellUnder(sheet: Pick<SheetData, 'headers'>, cells: SheetCell[], header: string): SheetCell {
  const index = sheet.headers.lastIndexOf(header);
  return index === -1 ? null : (cells[index] ?? null);
}

export type ReadWorkbookInput = {
  bytes: Uint8Array;
  /** only the first sheet (one entity) */
  firstOnly: boolean;
  /** the import's caps (default IMPORT_LIMITS) */
  limits?: SheetLimits;
};

/**
 * What reading a workbook gives: its sheets, or why it is refused. Plain data both ways (bytes in,
 * structured-clone-safe values out, refusals as data rather than thrown classes), so the reading can
 * run in a worker thread.
 */
export type WorkbookRead =
  | { sheets: SheetData[] }
  | { refused: { kind: XlsxError['kind']; message: string; problems: SheetProblem[] } };

function formulaOf(cell: ExcelJSModule.Cell): FormulaCell {
  const result = cell.result as CellValue | { error: string } | undefined;
  const address = cell.address;
  const formula = String(cell.formula ?? '');
  if (result === undefined || result === null) return { formula, address, result: null };
  if (typeof result === 'object' && !(result instanceof Date)) {
    return { formula, address, result: null, error: String(result.error) };
  }
  return { formula, address, result };
}

/**
 * A cell's value. In the heading row (`column` undefined there) a formula is refused; in a data row it
 * is handed on with its saved value.
 */
function sheetCell(
  ExcelJS: ExcelJS,
  cell: ExcelJSModule.Cell,
  where: { sheet: string; heading: boolean; column?: string },
  problems: SheetProblem[],
): SheetCell {
  const place = {
    sheet: where.sheet,
    row: Number(cell.row),
    ...(where.column ? { column: where.column } : {}),
  };
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge:
      return null;
    case ExcelJS.ValueType.Formula:
      if (!where.heading) return formulaOf(cell);
      problems.push({
        ...place,
        message: `Cell ${cell.address} holds a formula. Type the column name instead.`,
      });
      return null;
    case ExcelJS.ValueType.Error:
      problems.push({ ...place, message: `Cell ${cell.address} holds an error value.` });
      return null;
    case ExcelJS.ValueType.Number:
    case ExcelJS.ValueType.Boolean:
      return cell.value as number | boolean;
    case ExcelJS.ValueType.Date:
      return cell.value as Date;
    default:
      // strings, shared strings, rich text and hyperlinks: their text
      return cell.text;
  }
}

const isBlank = (cell: SheetCell) => cell === null || cell === '';

async function sheetsOf({
  bytes,
  firstOnly,
  limits = IMPORT_LIMITS,
}: ReadWorkbookInput): Promise<SheetData[]> {
  if (bytes.byteLength > MAX_XLSX_BYTES) throw new XlsxError('TOO_LARGE', 'The file is larger than 10 MB.');
  checkZip(bytes, MAX_UNCOMPRESSED_BYTES, limits);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new XlsxError('UNREADABLE', 'The file could not be read as an .xlsx workbook.');
  }
  const worksheets = firstOnly ? workbook.worksheets.slice(0, 1) : workbook.worksheets;
  if (worksheets.length === 0) throw new XlsxError('REFUSED', 'The workbook has no sheet.');
  const problems: SheetProblem[] = [];
  const sheets: SheetData[] = [];
  for (const worksheet of worksheets) {
    const name = worksheet.name;
    if (FORBIDDEN_NAMES.has(name.trim())) {
      throw new XlsxError('REFUSED', `The sheet name "${name}" is not allowed.`, [
        { sheet: name, message: 'Rename the sheet.' },
      ]);
    }
    const headers: string[] = [];
    // Only the cells that exist are visited: a stray cell far to the right or far down costs nothing.
    worksheet.getRow(1).eachCell((cell, column) => {
      const value = sheetCell(ExcelJS, cell, { sheet: name, heading: true }, problems);
      const header = value === null ? '' : String(value).trim();
      if (FORBIDDEN_NAMES.has(header)) {
        throw new XlsxError('REFUSED', `The column name "${header}" is not allowed.`, [
          { sheet: name, row: 1, column: header, message: 'Rename the column.' },
        ]);
      }
      while (headers.length < column - 1) headers.push('');
      headers[column - 1] = header;
    });
    while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
    const rows: SheetData['rows'] = [];
    worksheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells: SheetCell[] = headers.map(() => null);
      let empty = true;
      row.eachCell((cell, column) => {
        const header = headers[column - 1] ?? '';
        const value = sheetCell(
          ExcelJS,
          cell,
          { sheet: name, heading: false, ...(header ? { column: header } : {}) },
          problems,
        );
        if (isBlank(value)) return;
        empty = false;
        if (header) cells[column - 1] = value;
        else
          problems.push({ sheet: name, row: number, message: `Column ${column} has values but no heading.` });
      });
      if (!empty) rows.push({ row: number, cells });
    });
    sheets.push({ name, headers, rows });
  }
  if (problems.length > 0)
    throw new XlsxError('REFUSED', problems[0]?.message ?? 'The workbook is refused.', problems);
  return sheets;
}

/** The sheets of an uploaded workbook, checked (the worker pool's task `readWorkbook`). */
export async function parseWorkbook(input: ReadWorkbookInput): Promise<WorkbookRead> {
  try {
    return { sheets: await sheetsOf(input) };
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    return { refused: { kind: error.kind, message: error.message, problems: error.problems } };
  }
}

/** A read's refusal thrown as the XlsxError that src/server/api/errors.ts maps. */
export function sheetsOrRefusal(read: WorkbookRead): SheetData[] {
  if ('refused' in read) {
    const { kind, message, problems } = read.refused;
    throw new XlsxError(kind, message, problems);
  }
  return read.sheets;
}

/** parseWorkbook on this thread, a refusal thrown (tests, scripts; the API reads in the worker pool). */
export async function readWorkbook(input: ReadWorkbookInput): Promise<SheetData[]> {
  return sheetsOrRefusal(await parseWorkbook(input));
}

export type SheetOut = { name: string; headers: string[]; rows: CellValue[][] };

export async function writeWorkbook(sheets: SheetOut[]): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Meterline';
  let quoted = false;
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.headers.map((header) => ({
      header,
      key: header,
      width: Math.max(12, header.length + 2),
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const values of sheet.rows) {
      const row = worksheet.addRow(values);
      values.forEach((value, i) => {
        if (!looksLikeFormula(value)) return;
        row.getCell(i + 1).numFmt = '@';
        quoted = true;
      });
    }
  }
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return quoted ? withQuotePrefix(bytes) : bytes;
}
