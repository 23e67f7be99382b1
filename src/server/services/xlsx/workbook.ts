// Reading and writing .xlsx with ExcelJS (never the `xlsx` package). Reading refuses, before any value
// is used: files over 10 MB, zip bombs, formulas, error cells, and sheet or column names that could
// reach an object's prototype.
import type ExcelJSModule from 'exceljs';
import { type SheetProblem, XlsxError } from './errors.ts';
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

export type SheetData = {
  name: string;
  headers: string[];
  /** data rows, keyed by header; `row` is the spreadsheet row number */
  rows: { row: number; cells: Map<string, CellValue> }[];
};

function plainValue(
  ExcelJS: ExcelJS,
  cell: ExcelJSModule.Cell,
  sheet: string,
  problems: SheetProblem[],
  header?: string,
): CellValue {
  const where = { sheet, row: Number(cell.row), ...(header ? { column: header } : {}) };
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge:
      return null;
    case ExcelJS.ValueType.Formula:
      problems.push({ ...where, message: `Cell ${cell.address} holds a formula. Paste its value instead.` });
      return null;
    case ExcelJS.ValueType.Error:
      problems.push({ ...where, message: `Cell ${cell.address} holds an error value.` });
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

/** The sheets of an uploaded workbook, checked. `firstOnly` reads only the first sheet (one entity). */
export async function readWorkbook(bytes: Uint8Array, options: { firstOnly: boolean }): Promise<SheetData[]> {
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
      const value = plainValue(ExcelJS, headerRow.getCell(column), name, problems);
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
      const cells = new Map<string, CellValue>();
      let empty = true;
      headers.forEach((header, i) => {
        const value = plainValue(ExcelJS, row.getCell(i + 1), name, problems, header || undefined);
        if (value !== null && value !== '') empty = false;
        if (header) cells.set(header, value === '' ? null : value);
        else if (value !== null && value !== '') {
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

export type SheetOut = { name: string; headers: string[]; rows: CellValue[][] };

export async function writeWorkbook(sheets: SheetOut[]): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Meterline';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.headers.map((header) => ({
      header,
      key: header,
      width: Math.max(12, header.length + 2),
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
