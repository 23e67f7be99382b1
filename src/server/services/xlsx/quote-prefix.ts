// Text a spreadsheet could take for a formula (OWASP's CSV-injection list: it starts with =, +, -, @,
// TAB or CR) is exported as text, so that editing the cell or saving the sheet as CSV does not bring it
// to life. Such a cell gets the text number format "@" through ExcelJS, and the quotePrefix flag that
// Excel itself sets for a leading apostrophe; ExcelJS 4.4 cannot write that flag, so it is added to the
// text format's cell style in xl/styles.xml afterwards. The cell's value stays the original text, and
// an import reads it back unchanged.
import { deflatedPart, partContent, storedBytes, type ZipPart, zipArchive, zipEntries } from './zip.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
/** The built-in number format "@" (text). */
const TEXT_FORMAT_ID = 49;
const STYLES = 'xl/styles.xml';

export function looksLikeFormula(value: unknown): value is string {
  return typeof value === 'string' && FORMULA_START.test(value);
}

/** An archive ExcelJS wrote, with quotePrefix on every cell style of the text format. */
export function withQuotePrefix(workbook: Uint8Array): Uint8Array {
  const parts: ZipPart[] = zipEntries(workbook, Number.POSITIVE_INFINITY).map((entry) => {
    if (entry.name !== STYLES) return { ...entry, data: storedBytes(workbook, entry) };
    const xml = partContent(workbook, entry).toString('utf8');
    const cellXfs = /<cellXfs\b[^>]*>[\s\S]*?<\/cellXfs>/.exec(xml)?.[0];
    if (!cellXfs) throw new Error('ExcelJS wrote styles without cellXfs.');
    const marked = cellXfs.replace(
      new RegExp(`<xf (?=[^>]*\\bnumFmtId="${TEXT_FORMAT_ID}")(?![^>]*\\bquotePrefix=)`, 'g'),
      '<xf quotePrefix="1" ',
    );
    return deflatedPart(
      entry.name,
      Buffer.from(
        xml.replace(cellXfs, () => marked),
        'utf8',
      ),
    );
  });
  return zipArchive(parts);
}
