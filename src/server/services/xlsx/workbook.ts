// Reading and writing .xlsx with ExcelJS (never the `xlsx` package). Reading refuses, before any value
// is used: files over 10 MB, zip bombs, error cells, formulas in the heading row, and sheet or column
// names that could reach an object's prototype. A formula in a data cell is handed on with the value
// the spreadsheet saved with it (LibreOffice writes every TRUE as the formula TRUE()); whoever knows
// the column's type decides whether that value can be used. Writing marks text that a spreadsheet
// could take for a formula as text (quote-prefix.ts).
import type ExcelJSModule from 'exceljs';
import { type SheetProblem, XlsxError } from './errors.ts';
import { looksLikeFormula, withQuotePrefix } from './quote-prefix.ts';
import { checkZip } from './zip-guard.ts';

export const MAX_XLSX_BYTES = 10 * 1024 * 1024;
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
  /** data rows, keyed by header; `row` is the spreadsheet row number */
  rows: { row: number; cells: Map<string, SheetCell> }[];
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

async function sheetsOf(bytes: Uint8Array, options: { firstOnly: boolean }): Promise<SheetData[]> {
  if (bytes.byteLength > MAX_XLSX_BYTES) throw new XlsxError('TOO_LARGE', 'The file is larger than 10 MB.');
  checkZip(bytes);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new XlsxError('UNREADABLE', 'The file could not be read as an .xlsx workbook.');
  }
  const worksheets = options.firstOnly ? workbook.worksheets.slice(0, 1) : workbook.worksheets;
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
    const headerRow = worksheet.getRow(1);
    for (let column = 1; column <= worksheet.columnCount; column++) {
      const value = sheetCell(ExcelJS, headerRow.getCell(column), { sheet: name, heading: true }, problems);
      const header = value === null ? '' : String(value).trim();
      if (FORBIDDEN_NAMES.has(header)) {
        throw new XlsxError('REFUSED', `The column name "${header}" is not allowed.`, [
          { sheet: name, row: 1, column: header, message: 'Rename the column.' },
        ]);
      }
      headers.push(header);
    }
    const rows: SheetData['rows'] = [];
    for (let number = 2; number <= worksheet.rowCount; number++) {
      const row = worksheet.getRow(number);
      const cells = new Map<string, SheetCell>();
      let empty = true;
      headers.forEach((header, i) => {
        const value = sheetCell(
          ExcelJS,
          row.getCell(i + 1),
          { sheet: name, heading: false, ...(header ? { column: header } : {}) },
          problems,
        );
        if (!isBlank(value)) empty = false;
        if (header) cells.set(header, value === '' ? null : value);
        else if (!isBlank(value)) {
          problems.push({ sheet: name, row: number, message: `Column ${i + 1} has values but no heading.` });
        }
      });
      if (!empty) rows.push({ row: number, cells });
    }
    sheets.push({ name, headers, rows });
  }
  if (problems.length > 0)
    throw new XlsxError('REFUSED', problems[0]?.message ?? 'The workbook is refused.', problems);
  return sheets;
}

/** The sheets of an uploaded workbook, checked. `firstOnly` reads only the first sheet (one entity). */
export async function parseWorkbook(
  bytes: Uint8Array,
  options: { firstOnly: boolean },
): Promise<WorkbookRead> {
  try {
    return { sheets: await sheetsOf(bytes, options) };
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    return { refused: { kind: error.kind, message: error.message, problems: error.problems } };
  }
}

/** parseWorkbook, with a refusal thrown as the XlsxError that src/server/api/errors.ts maps. */
export async function readWorkbook(bytes: Uint8Array, options: { firstOnly: boolean }): Promise<SheetData[]> {
  const read = await parseWorkbook(bytes, options);
  if ('refused' in read) {
    const { kind, message, problems } = read.refused;
    throw new XlsxError(kind, message, problems);
  }
  return read.sheets;
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
