// A number pasted into a field that shows German numbers (1.234,5; docs/product.md#units). Figures come from
// spreadsheets, PDFs and e-mails in either notation, and the field alone reads every point as a
// thousands point: a pasted "1850.5" became 18505, a price ten times too high. This reads the notation
// the text is written in; where both are possible ("1.850") it keeps the German reading, as typed.

/** The number `text` stands for, or undefined when it is not one plain number. */
export function pastedNumber(text: string): number | undefined {
  // Spaces and apostrophes group digits in French, Czech and Swiss writing.
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return undefined;
  const [, sign, body = ''] = match;
  const lastComma = body.lastIndexOf(',');
  const lastPoint = body.lastIndexOf('.');
  let decimal: ',' | '.' | undefined;
  if (lastComma >= 0 && lastPoint >= 0) decimal = lastComma > lastPoint ? ',' : '.';
  else if (lastComma >= 0) decimal = body.indexOf(',') === lastComma ? ',' : undefined;
  else if (lastPoint >= 0)
    // One point: German thousands when it groups like them (1.850), else an English decimal point.
    decimal = body.indexOf('.') === lastPoint && !/^[1-9]\d{0,2}\.\d{3}$/.test(body) ? '.' : undefined;
  const group = decimal === ',' ? '.' : decimal === '.' ? ',' : /[.,]/.exec(body)?.[0];
  const [whole = '', fraction, extra] = body.split(decimal ?? '\u0000');
  if (extra !== undefined || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined;
  // Grouped digits come in threes after the first group.
  const groups = group ? whole.split(group) : [whole];
  if (groups.some((part, i) => !/^\d+$/.test(part) || (i > 0 && part.length !== 3))) return undefined;
  if (groups.length > 1 && (groups[0] as string).length > 3) return undefined;
  const value = Number(`${sign}${groups.join('')}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(value) ? value : undefined;
}
