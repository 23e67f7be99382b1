// Saved configurations a customer or sales person manages (docs/product.md#saved-configurations): the name
// given to a code, the customer a sales person saved it for, and the total a list shows beside it. One rule
// for the browser's form, the device's list and the server.
import type { LivePrice } from './configurator/live-price.ts';

/** A name is a short label in a list ("Line 2, Leipzig"), not a description. */
export const SAVED_NAME_MAX = 80;
/** A customer's name as a sales person types it, company and place included. */
export const CUSTOMER_MAX = 120;

/**
 * A label as it is kept: control characters and runs of white space become one space, and the ends are
 * trimmed, so a pasted line break or tab cannot spoil a list; null when nothing is left.
 */
function cleanLabel(text: string | null | undefined): string | null {
  if (text == null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const clean = text.replace(/[\u0000-\u001F\u007F\s]+/g, ' ').trim();
  return clean === '' ? null : clean;
}

/** Characters as a person counts them (and PostgreSQL's char_length): a symbol outside the BMP is one. */
function labelLength(text: string): number {
  return [...text].length;
}

/** The cleaned label, or why it cannot be kept: longer than `max` characters once cleaned. */
export function checkLabel(
  text: string | null | undefined,
  max: number,
): { ok: true; value: string | null } | { ok: false; length: number; max: number } {
  const value = cleanLabel(text);
  if (value !== null && labelLength(value) > max) return { ok: false, length: labelLength(value), max };
  return { ok: true, value };
}

/**
 * The total a list of saved configurations shows beside a code, in integer cents: `from` when options
 * waiting for another choice are not in it (the price is at least this). Null when the page shows no
 * amount (prices on request, an agency country, a price that cannot be computed).
 */
export type KeptTotal = { cents: number; from: boolean };

export function keptTotal(price: LivePrice): KeptTotal | null {
  if (price.kind !== 'visible') return null;
  return { cents: price.breakdown.total, from: price.breakdown.pending.length > 0 };
}
