// Numbers and euro amounts written the way the interface locales write them, without Intl.
//
// Why not Intl here: the first Intl number format of a page loads the browser's locale data, 50–140 ms of
// main thread on the test machine (four times that on Lighthouse's phone), in the middle of the first
// render. And a server-rendered page is written by Node's ICU and taken over by the browser's: the two
// differ between versions (Italian groups "1234,50" in ICU 78 and "1.234,50" before), and a different
// text makes React throw the server's HTML away. A table makes both write the same, at once.
// `locale-numbers.test.ts` checks it against Intl for every locale of the table.

type NumberStyle = {
  decimal: string;
  group: string;
  /** digits before the first group separator appears: 2 writes 1234 but 12.345 (Spanish, Italian) */
  minimumGroupingDigits: 1 | 2;
  /** the amount (sign excluded) with the euro sign in its place */
  euro: (amount: string) => string;
};

const NBSP = '\u00a0';
const before = (amount: string) => `€${amount}`;
const after = (amount: string) => `${amount}${NBSP}€`;

const COMMA_POINT = { decimal: '.', group: ',', minimumGroupingDigits: 1, euro: before } as const;
const POINT_COMMA = { decimal: ',', group: '.', minimumGroupingDigits: 1, euro: after } as const;

const STYLES: Record<string, NumberStyle> = {
  en: COMMA_POINT,
  'en-US': COMMA_POINT,
  ja: COMMA_POINT,
  zh: COMMA_POINT,
  ko: COMMA_POINT,
  de: POINT_COMMA,
  'de-DE': POINT_COMMA,
  it: { ...POINT_COMMA, minimumGroupingDigits: 2 },
  es: { ...POINT_COMMA, minimumGroupingDigits: 2 },
  pt: { ...POINT_COMMA, euro: (amount) => `€${NBSP}${amount}` },
  cs: { ...POINT_COMMA, group: NBSP },
};

/** The decimal sign and group separator `locale` writes (English's for a locale outside the table). */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const { decimal, group } = STYLES[locale] ?? COMMA_POINT;
  return { decimal, group };
}

/** Whether `locale` is written by the table (else the caller asks Intl). */
export function hasNumberStyle(locale: string): boolean {
  return Object.hasOwn(STYLES, locale);
}

/** 1 → "2", 199 → "200": a string of digits plus one. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * |value| rounded to `decimals` places as Intl rounds: half away from zero, on the shortest decimal form
 * of the number (1.005 → 1.01, where toFixed gives 1.00). Undefined where that form is exponential.
 */
function roundedParts(value: number, decimals: number): { integer: string; fraction: string } | undefined {
  const text = String(Math.abs(value));
  if (text.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return { integer, fraction: fraction.padEnd(decimals, '0') };
  let digits = integer + fraction.slice(0, decimals);
  if ((fraction[decimals] ?? '0') >= '5') digits = increment(digits);
  const cut = digits.length - decimals;
  return { integer: digits.slice(0, cut) || '0', fraction: digits.slice(cut) };
}

function grouped(integer: string, style: NumberStyle): string {
  if (integer.length < 4 + (style.minimumGroupingDigits - 1)) return integer;
  const head = integer.length % 3 || 3;
  const groups = [integer.slice(0, head)];
  for (let i = head; i < integer.length; i += 3) groups.push(integer.slice(i, i + 3));
  return groups.join(style.group);
}

/**
 * `value` with exactly `decimals` places in `locale`'s style, as Intl.NumberFormat writes it (a minus only
 * when the rounded number is not zero), or undefined when the table cannot (another locale, a number
 * too large or too small for plain digits).
 */
export function tableNumber(value: number, decimals: number, locale: string): string | undefined {
  const style = STYLES[locale];
  const parts = style && Number.isFinite(value) ? roundedParts(value, decimals) : undefined;
  if (!style || !parts) return undefined;
  const body = grouped(parts.integer, style) + (decimals > 0 ? style.decimal + parts.fraction : '');
  const zero = /^0*$/.test(parts.integer + parts.fraction);
  return value < 0 && !zero ? `-${body}` : body;
}

/**
 * Euros with cents in `locale`'s style, as Intl's currency format writes them (its minus also on an amount
 * that rounds to zero), or undefined when the table cannot.
 */
export function tableEuros(amount: number, locale: string): string | undefined {
  const style = STYLES[locale];
  const parts = style && Number.isFinite(amount) ? roundedParts(amount, 2) : undefined;
  if (!style || !parts) return undefined;
  const text = style.euro(`${grouped(parts.integer, style)}${style.decimal}${parts.fraction}`);
  return amount < 0 || Object.is(amount, -0) ? `-${text}` : text;
}
