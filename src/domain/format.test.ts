import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatFlow,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  siteLocalePath,
  truncate,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it.each([
    { value: 1234.56, decimals: undefined, text: '1.234,56' },
    { value: 1234.5, decimals: undefined, text: '1.234,50' },
    { value: 1234567.891, decimals: undefined, text: '1.234.567,89' },
    { value: 0.125, decimals: undefined, text: '0,13' }, // half away from zero
    { value: -0.125, decimals: undefined, text: '-0,13' },
    { value: -0.001, decimals: undefined, text: '0,00' }, // no "-0,00"
    { value: 1234.56, decimals: 0, text: '1.235' },
    { value: 1.23456, decimals: 3, text: '1,235' },
    { value: Number.NaN, decimals: undefined, text: '–' },
    { value: Number.POSITIVE_INFINITY, decimals: undefined, text: '–' },
  ])('$value with $decimals decimals → $text', ({ value, decimals, text }) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });
});

describe('formatNumber in a locale', () => {
  it.each([
    ['en', '1,234.56'],
    ['de', '1.234,56'],
    ['ja', '1,234.56'],
    ['cs', `1${'\u00a0'}234,56`],
    ['pt', '1.234,56'],
    ['not a locale!', '1,234.56'],
  ])('%s → %s', (locale, text) => {
    expect(formatNumber(1234.56, 2, locale)).toBe(text);
  });

  it('formats flows in the locale too', () => {
    expect(formatFlow(1234.5, { freq: 50, unit: 'cm' }, { locale: 'en', decimals: 1 })).toBe('1,234.5 cm³/s');
  });
});

describe('formatFlow', () => {
  it.each([
    { cm3PerS: 300, units: { freq: 50, unit: 'cm' }, text: '300,00 cm³/s' },
    { cm3PerS: 300, units: { freq: 50, unit: 'l' }, text: '18,00 l/min' },
    { cm3PerS: 300, units: { freq: 60, unit: 'cm' }, text: '360,00 cm³/s' },
    { cm3PerS: 300, units: { freq: 60, unit: 'l' }, text: '21,60 l/min' },
    { cm3PerS: 1234.5, units: { freq: 50, unit: 'cm' }, text: '1.234,50 cm³/s' },
  ] as const)(
    '$cm3PerS cm³/s at 50 Hz in $units.freq Hz and $units.unit → $text',
    ({ cm3PerS, units, text }) => {
      expect(formatFlow(cm3PerS, units)).toBe(text);
    },
  );

  it('leaves a required flow unscaled when asked', () => {
    expect(formatFlow(300, { freq: 60, unit: 'l' }, { scaleToFrequency: false, decimals: 1 })).toBe(
      '18,0 l/min',
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [125000, '2m 5s'],
    [0, '0m 0s'],
    [5000, '0m 5s'],
    [59_600, '1m 0s'],
    [60_000, '1m 0s'],
    [3_725_000, '62m 5s'],
    [1_499, '0m 1s'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each([-1, Number.NaN])('rejects %d', (ms) => {
    expect(() => formatDuration(ms)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it.each([
    [new Date('2026-01-05T10:00:00Z'), '2026-01-05'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    [Date.UTC(2026, 1, 3), '2026-02-03'],
    [new Date('0999-03-04T00:00:00Z'), '0999-03-04'],
  ])('formatDate(%s) → %s', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    [new Date('2026-01-31T23:30:00Z'), 'January 2026'],
    ['2026-09', 'September 2026'],
    [Date.UTC(2025, 11, 1), 'December 2025'],
  ])('formatMonthYear(%s) → %s', (value, text) => {
    expect(formatMonthYear(value)).toBe(text);
  });

  it('writes month and year, and long dates, in the locale', () => {
    expect(formatMonthYear('2026-01', 'de')).toBe('Januar 2026');
    expect(formatLongDate('2026-01-05T23:30:00Z', 'de')).toBe('5. Januar 2026');
    expect(formatLongDate('2026-01-05', 'ja')).toBe('2026年1月5日');
    expect(formatLongDate('2026-01-05', 'en')).toBe('January 5, 2026');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
    expect(() => formatMonthYear(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    ['en', '€57,212.98'],
    ['de', `57.212,98${NBSP}€`],
    ['it', `57.212,98${NBSP}€`],
    ['ja', '€57,212.98'],
    ['not a locale!', '€57,212.98'],
    ['xx', '€57,212.98'],
  ])('%s → %s', (locale, text) => {
    expect(formatMoney(57212.98, locale)).toBe(text);
  });

  it('shows cents', () => {
    expect(formatMoney(1850.5, 'de')).toBe(`1.850,50${NBSP}€`);
  });
});

describe('truncate', () => {
  it.each([
    { text: 'short', max: 10, result: 'short' },
    { text: 'exactly10!', max: 10, result: 'exactly10!' },
    { text: 'a little too long', max: 10, result: 'a little…' },
    { text: 'word boundary here', max: 6, result: 'word…' },
    { text: '😀😀😀😀', max: 3, result: '😀😀…' },
    { text: 'abc', max: 1, result: '…' },
  ])('"$text" to $max → "$result"', ({ text, max, result }) => {
    expect(truncate(text, max)).toBe(result);
    expect(Array.from(truncate(text, max)).length).toBeLessThanOrEqual(max);
  });

  it('defaults to 100 characters', () => {
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncate('x'.repeat(101))).toBe(`${'x'.repeat(99)}…`);
  });

  it('rejects a limit below 1', () => {
    expect(() => truncate('abc', 0)).toThrow(RangeError);
  });
});

describe('siteLocalePath', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['it', 'it'],
    ['ja', 'jp'],
    ['es', 'mx'],
    ['pt', 'br'],
    ['cs', 'cz'],
    ['zh', 'zh'],
    ['ko', 'kr'],
    ['pt-BR', 'br'],
    ['JA', 'jp'],
    ['fr', 'en'],
    ['', 'en'],
    ['constructor', 'en'],
  ])('%s → %s', (locale, path) => {
    expect(siteLocalePath(locale)).toBe(path);
  });
});
