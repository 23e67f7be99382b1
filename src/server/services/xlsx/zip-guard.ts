// An xlsx file is a zip archive. Before ExcelJS inflates anything, the central directory is read and
// every entry is checked: a bounded number of entries, a bounded total uncompressed size, and each
// entry inflating to no more than it declares. A zip bomb is refused here, with bounded memory.
// While the sheets are unpacked their rows and cells are counted: a workbook beyond the import's caps
// is refused before ExcelJS builds a model of it (about 700 bytes of heap per cell).
import { inflateRawSync } from 'node:zlib';
import { XlsxError } from './errors.ts';
import { storedBytes, type ZipEntry, zipEntries } from './zip.ts';

const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const LT = 0x3c;
const COLON = 0x3a;

/** Ends an element's name: space, tab, CR, LF, `>` or `/`. */
function endsName(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x3e || byte === 0x2f || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/** The `<row>` and `<c>` elements of a sheet's XML (with or without a namespace prefix). */
function countSheetCells(xml: Uint8Array): { rows: number; cells: number } {
  let rows = 0;
  let cells = 0;
  let at = xml.indexOf(LT);
  while (at !== -1) {
    let name = at + 1;
    // A prefix (`x:c`) is skipped: the name is what follows the colon, within a few bytes.
    for (let i = name; i < name + 12 && i < xml.length && !endsName(xml[i]); i++) {
      if (xml[i] === COLON) {
        name = i + 1;
        break;
      }
    }
    if (xml[name] === 0x63 && endsName(xml[name + 1])) cells++;
    else if (
      xml[name] === 0x72 &&
      xml[name + 1] === 0x6f &&
      xml[name + 2] === 0x77 &&
      endsName(xml[name + 3])
    )
      rows++;
    at = xml.indexOf(LT, name);
  }
  return { rows, cells };
}

/** What an import reads at most: rows (headings included) and cells, over all sheets. */
export type SheetLimits = { maxRows: number; maxCells: number };

/** A part's bytes, inflated to no more than it declares. */
function unpacked(bytes: Uint8Array, entry: ZipEntry, tooMuch: () => XlsxError): Uint8Array {
  const data = storedBytes(bytes, entry);
  if (entry.method === 0) {
    if (entry.compressed !== entry.size) throw new XlsxError('UNREADABLE', 'The workbook is damaged.');
    return data;
  }
  if (entry.method !== 8) {
    throw new XlsxError(
      'UNREADABLE',
      `The workbook uses an unsupported compression (method ${entry.method}).`,
    );
  }
  try {
    // Never more than the part declares: a part that says 1 KB and inflates to 1 GB stops at 1 KB.
    return inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuch();
    throw new XlsxError('UNREADABLE', 'The workbook is damaged (a part cannot be unpacked).');
  }
}

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses archives that unpack to too much, or lie about what they unpack to, and (with `limits`)
 * workbooks whose sheets hold more rows or cells than an import reads.
 */
export function checkZip(
  bytes: Uint8Array,
  maxUncompressed = MAX_UNCOMPRESSED_BYTES,
  limits?: SheetLimits,
): void {
  const list = zipEntries(bytes, MAX_ZIP_ENTRIES);
  let rows = 0;
  let cells = 0;
  const total = list.reduce((sum, entry) => sum + entry.size, 0);
  const tooMuch = () =>
    new XlsxError(
      'TOO_LARGE',
      `The workbook unpacks to more than ${Math.round(maxUncompressed / 1024 / 1024)} MB; it looks like a zip bomb. Split it into smaller files.`,
    );
  if (total > maxUncompressed) throw tooMuch();
  for (const entry of list) {
    const inflated = unpacked(bytes, entry, tooMuch);
    if (inflated.byteLength !== entry.size) throw tooMuch();
    if (limits && WORKSHEET.test(entry.name)) {
      const counted = countSheetCells(inflated);
      rows += counted.rows;
      cells += counted.cells;
      if (rows > limits.maxRows) {
        throw new XlsxError(
          'TOO_LARGE',
          `The workbook has more than ${grouped(limits.maxRows)} rows. Import at most ${grouped(limits.maxRows)} rows at a time: split it into smaller files.`,
        );
      }
      if (cells > limits.maxCells) {
        throw new XlsxError(
          'TOO_LARGE',
          `The workbook has more than ${grouped(limits.maxCells)} cells. Import at most ${grouped(limits.maxCells)} cells at a time: split it into smaller files, or remove unused columns.`,
        );
      }
    }
  }
}
