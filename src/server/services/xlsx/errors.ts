/** Where in a workbook something is wrong; row is the spreadsheet's row number (1 is the header). */
export type SheetProblem = { sheet?: string; row?: number; column?: string; message: string };

/**
 * A workbook refused as a whole: TOO_LARGE (the file, or what it unpacks to), UNREADABLE (not an
 * xlsx), REFUSED (formulas, forbidden names, wrong values). src/server/api/errors.ts maps each to 4xx.
 */
export class XlsxError extends Error {
  override name = 'XlsxError';
  constructor(
    readonly kind: 'TOO_LARGE' | 'UNREADABLE' | 'REFUSED',
    message: string,
    readonly problems: SheetProblem[] = [],
  ) {
    super(message);
  }
}
