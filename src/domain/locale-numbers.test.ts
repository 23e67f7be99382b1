import { describe, expect, it } from 'vitest';
import { hasNumberStyle, tableEuros, tableNumber } from './locale-numbers.ts';

const LOCALES = ['en', 'en-US', 'de', 'de-DE', 'it', 'ja', 'es', 'pt', 'cs', 'zh', 'ko'];

// Edge cases of rounding (halves on the shortest decimal form, carries), grouping and signs, then a
// spread of amounts a catalogue holds.
const EDGES = [
  0,
  -0,
  0.004,
  -0.004,
  0.005,
  -0.005,
  1.005,
  2.675,
  0.5,
  1.5,
  2.5,
  -2.5,
  9.995,
  99.995,
  999.995,
  9999.5,
  1234,
  1234.5,
  -1234.5,
  12345.678,
  123456.789,
  1234567.891,
  1000000,
  999999.999,
  0.1 + 0.2,
  1e15 + 0.5,
];
function spread(): number[] {
  const values: number[] = [];
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** ((seed % 9) - 2);
    values.push(((seed % 200000) - 50000) * magnitude * 0.0137);
  }
  return values;
}

describe('numbers of the interface locales without Intl', () => {
  // Mismatches are collected and compared once: one expect per value (about 19,000) cost more than
  // the formatting itself, and the list shows every mismatch at once.
  it('writes every number as Intl.NumberFormat does, for 0 to 3 decimals', () => {
    const mismatches: string[] = [];
    for (const locale of LOCALES) {
      for (const decimals of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          signDisplay: 'negative',
        });
        for (const value of [...EDGES, ...spread()]) {
          const ours = tableNumber(value, decimals, locale);
          const theirs = intl.format(value);
          if (ours !== theirs) mismatches.push(`${locale} ${decimals} ${value}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('writes euro amounts as Intl’s currency format does', () => {
    const mismatches: string[] = [];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
      for (const value of [...EDGES, ...spread()]) {
        const ours = tableEuros(value, locale);
        const theirs = intl.format(value);
        if (ours !== theirs) mismatches.push(`${locale} ${value}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('leaves to Intl what it has no table for: other locales, exponents, non-finite numbers', () => {
    expect(hasNumberStyle('fr')).toBe(false);
    expect(tableNumber(1234.5, 2, 'fr')).toBeUndefined();
    expect(tableEuros(1234.5, 'de-CH')).toBeUndefined();
    expect(tableNumber(1e21, 2, 'en')).toBeUndefined();
    expect(tableNumber(1e-7, 2, 'en')).toBeUndefined();
    expect(tableEuros(Number.NaN, 'en')).toBeUndefined();
    expect(tableNumber(Number.POSITIVE_INFINITY, 2, 'de')).toBeUndefined();
  });
});
