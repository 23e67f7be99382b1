// Display formats (docs/product.md#units). Every Intl call names its locale (and UTC for dates), so the
// output is the same on the server, in every browser and in tests, whatever the host's settings.
import { type FlowUnit, frequencyFactor, toUnit, type UnitsConfig } from './flow.ts';
import { tableEuros, tableNumber } from './locale-numbers.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The formats' own locale: German (docs/product.md#units) unless a locale is named. */
const DEFAULT_NUMBER_LOCALE = 'de-DE';

/**
 * German style by default, e.g. 1.234,56; with a locale, that locale's own style (en 1,234.56,
 * ja 1,234.56, cs 1 234,56). Non-finite values show as a dash rather than "NaN".
 */
export function formatNumber(value: number, decimals = 2, locale: string = DEFAULT_NUMBER_LOCALE): string {
  if (!Number.isFinite(value)) return '–';
  // The interface locales are written from a table, the same on the server and in every browser, with no
  // locale data to load (locale-numbers.ts); Intl writes the others.
  const written = tableNumber(value, decimals, locale);
  if (written !== undefined) return written;
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(supportedLocale(locale), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative', // -0,001 rounds to "0,00", not "-0,00"
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export const FLOW_UNIT_LABELS: Record<FlowUnit, string> = { cm: 'cm³/s', l: 'l/min' };

export type FormatFlowOptions = {
  decimals?: number;
  /**
   * Catalogue flows (pump ranges) are 50 Hz values and follow the user's frequency. A required flow,
   * e.g. the finder's, is the same at any frequency: pass false.
   */
  scaleToFrequency?: boolean;
  /** number style of this locale instead of German */
  locale?: string;
};

/** A flow given in cm³/s at 50 Hz, in the user's units, e.g. "1.234,56 cm³/s" or "4,44 l/min". */
export function formatFlow(cm3PerS: number, units: UnitsConfig, options: FormatFlowOptions = {}): string {
  const { decimals = 2, scaleToFrequency = true, locale } = options;
  const atFrequency = scaleToFrequency ? cm3PerS * frequencyFactor(units.freq) : cm3PerS;
  return `${formatNumber(toUnit(atFrequency, units.unit), decimals, locale)} ${FLOW_UNIT_LABELS[units.unit]}`;
}

/** Minutes and seconds, rounded to the second, e.g. 125000 → "2m 5s". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`A duration must be ≥ 0 ms, not ${ms}.`);
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** yyyy-mm-dd of the UTC day. */
export function formatDate(value: Date | string | number): string {
  return toDate(value).toISOString().slice(0, 10);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(supportedLocale(locale), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** "January 2026" (or the month and year in the locale given); accepts "2026-01" (availableTo). */
export function formatMonthYear(value: Date | string | number, locale = 'en-US'): string {
  return dateFormat(locale, { month: 'long', year: 'numeric' }).format(toDate(value));
}

/** The UTC day written out the locale's way: "5 January 2026", "5. Januar 2026", "2026年1月5日". */
export function formatLongDate(value: Date | string | number, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long' }).format(toDate(value));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** EUR in the conventions of the locale; an unknown locale falls back to English. */
export function formatMoney(amount: number, locale: string): string {
  const written = tableEuros(amount, locale);
  if (written !== undefined) return written;
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(supportedLocale(locale), { style: 'currency', currency: 'EUR' });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

function supportedLocale(locale: string): string {
  try {
    // An unsupported locale would fall back to the host's default, which differs between machines.
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en';
  } catch {
    return 'en'; // not a well-formed language tag
  }
}

/** Shortens to at most maxLength characters, ending in an ellipsis when something was cut. */
export function truncate(text: string, maxLength = 100): string {
  if (!Number.isInteger(maxLength) || maxLength < 1) {
    throw new RangeError(`maxLength must be a whole number ≥ 1, not ${maxLength}.`);
  }
  // By code point, so that an emoji or a CJK extension character is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return `${chars
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/** Interface locale → path segment of the company site's legal pages (docs/product.md#locales). */
const SITE_LOCALE_PATHS = {
  en: 'en',
  de: 'de',
  it: 'it',
  ja: 'jp',
  es: 'mx',
  pt: 'br',
  cs: 'cz',
  zh: 'zh',
  ko: 'kr',
} as const;

export type InterfaceLocale = keyof typeof SITE_LOCALE_PATHS;

/** Accepts region tags too (pt-BR → br); anything unknown goes to the English site. */
export function siteLocalePath(locale: string): string {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(SITE_LOCALE_PATHS, language) ? SITE_LOCALE_PATHS[language as InterfaceLocale] : 'en';
}
