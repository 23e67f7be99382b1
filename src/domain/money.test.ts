import { describe, expect, it } from 'vitest';
import { applyRate, centsToEur, eurToCents, roundHalfAwayFromZero } from './money.ts';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [7, 7],
  ])('%d → %d', (x, expected) => {
    expect(Object.is(roundHalfAwayFromZero(x), expected)).toBe(true);
  });
});

describe('eurToCents', () => {
  it.each([
    [1850.5, 185050],
    [19.99, 1999],
    [0.29, 29], // 0.29 * 100 = 28.999999999999996
    [1.005, 101], // 1.005 * 100 = 100.49999999999999, meant as half a cent
    [-1.005, -101],
    [1.0049, 100],
    [0, 0],
    [-0, 0],
    [12_345_678.91, 1_234_567_891],
  ])('%d EUR → %d cents', (eur, cents) => {
    expect(Object.is(eurToCents(eur), cents)).toBe(true);
  });

  it('gives back the amount through centsToEur', () => {
    expect(centsToEur(eurToCents(57212.98))).toBe(57212.98);
    expect(Object.is(centsToEur(-0), 0)).toBe(true);
  });
});

describe('applyRate', () => {
  it.each([
    { rate: 0.005, factor: 6, cents: 5_925_050, expected: 177_752 }, // 177 751.5 → up
    { rate: 0.005, factor: 1, cents: 9_910, expected: 50 }, // 49.55
    { rate: 0.005, factor: 1, cents: 9_900, expected: 50 }, // 49.5 exactly → away from zero
    { rate: 0.005, factor: 1, cents: -9_900, expected: -50 },
    { rate: 0.005, factor: 1, cents: 9_899, expected: 49 }, // 49.495
    { rate: 0.005, factor: 0, cents: 9_900, expected: 0 },
    { rate: 0.1, factor: 3, cents: 1, expected: 0 }, // 0.3
    // 0.005 × 400 × 10^12 cents is beyond 2^53 before the division
    { rate: 0.005, factor: 400, cents: 1_000_000_000_000, expected: 2_000_000_000_000 },
  ])('round($rate × $factor × $cents) = $expected', ({ rate, factor, cents, expected }) => {
    expect(applyRate(rate, factor, cents)).toBe(expected);
  });
});
