// Output figures inside a text: a dosing line's description says what it delivers in g/s, written at
// 50 Hz as every catalogue figure is (docs/product.md#units). At 60 Hz the pumps turn 1.2 times as fast,
// and so do those figures.
import { formatNumber } from './format.ts';
import { numberSeparators } from './locale-numbers.ts';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPACES = '\u00a0\u202f ';

/** A number as `locale` writes it, with or without group separators; any space counts as one where it groups. */
function numberPattern(locale: string): { pattern: string; parse: (text: string) => number } {
  const { decimal, group } = numberSeparators(locale);
  const groups = SPACES.includes(group) ? `[${SPACES}]` : literal(group);
  const fraction = `(?:${literal(decimal)}\\d+)?`;
  return {
    pattern: `\\d{1,3}(?:${groups}\\d{3})+${fraction}|\\d+${fraction}`,
    parse: (text) => Number(text.replace(new RegExp(groups, 'g'), '').replace(decimal, '.')),
  };
}

/**
 * `text` with each figure in g/s (or kg/s), alone or as a range ("7–64 g/s"), multiplied by `factor` and
 * written in `locale`'s style with as many decimals as it had; everything else as it was.
 */
export function scaleOutputFigures(text: string, factor: number, locale: string): string {
  if (factor === 1) return text;
  const { pattern, parse } = numberPattern(locale);
  const figure = new RegExp(`(?<![\\d.,])(${pattern})(\\s*[–-]\\s*(${pattern}))?(\\s*k?g/s)`, 'g');
  const { decimal } = numberSeparators(locale);
  const scaled = (written: string) => {
    const decimals = written.includes(decimal) ? (written.split(decimal)[1]?.length ?? 0) : 0;
    return formatNumber(parse(written) * factor, decimals, locale);
  };
  return text.replace(figure, (_all, first: string, range: string | undefined, second, unit: string) => {
    if (range === undefined) return `${scaled(first)}${unit}`;
    const dash = range.slice(0, range.length - (second as string).length);
    return `${scaled(first)}${dash}${scaled(second as string)}${unit}`;
  });
}
