import { describe, expect, it } from 'vitest';
import { pastedNumber } from './pasted-number.ts';

describe('a number pasted into a German number field', () => {
  it.each([
    // English notation: the point is the decimal point.
    ['1850.5', 1850.5],
    ['1,850.50', 1850.5],
    ['12.25', 12.25],
    ['0.125', 0.125],
    ['1,234,567.8', 1234567.8],
    // German notation, as the field shows numbers.
    ['1.850,5', 1850.5],
    ['1850,5', 1850.5],
    ['1.234.567', 1234567],
    // Both possible: the German reading, as the field reads what is typed.
    ['1.850', 1850],
    // Whole numbers, signs, spaces and apostrophes as digit groups.
    ['1850', 1850],
    ['-12,5', -12.5],
    [' 1 850,5 ', 1850.5],
    ['1\u202f850.5', 1850.5],
    ["1'850.50", 1850.5],
  ])('%s → %d', (text, expected) => {
    expect(pastedNumber(text)).toBe(expected);
  });

  it.each([['abc'], [''], ['1.2.3,4,5'], ['12,34,5'], ['1850 €'], ['1,85,0'], ['12.34.5'], ['1234.567,5']])(
    '%j is no plain number',
    (text) => {
      expect(pastedNumber(text)).toBeUndefined();
    },
  );
});
