import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  formatCode,
  isValidCode,
  newConfigurationCode,
  normalizeCode,
} from './configuration-code.ts';

describe('newConfigurationCode', () => {
  it('gives 8 Crockford base32 characters that are valid and already normal', () => {
    for (let i = 0; i < 200; i++) {
      const code = newConfigurationCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(normalizeCode(code)).toBe(code);
      expect(isValidCode(code)).toBe(true);
    }
  });

  it('uses the whole alphabet and rarely repeats', () => {
    const codes = Array.from({ length: 2000 }, newConfigurationCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(CROCKFORD_ALPHABET.length);
  });
});

describe('normalizeCode and isValidCode', () => {
  it.each([
    { input: '7k3m-qx9p', normal: '7K3MQX9P', valid: true },
    { input: ' 7K3M QX9P ', normal: '7K3MQX9P', valid: true },
    { input: 'IOLo-1234', normal: '10101234', valid: true },
    { input: 'ILO0-abcd', normal: '1100ABCD', valid: true },
    { input: 'ABCDEFGU', normal: 'ABCDEFGU', valid: false }, // U is not in the alphabet
    { input: 'ABCDEFG', normal: 'ABCDEFG', valid: false },
    { input: 'ABCDEFGHJ', normal: 'ABCDEFGHJ', valid: false },
    { input: 'ABCD_EFGH', normal: 'ABCD_EFGH', valid: false },
    { input: '', normal: '', valid: false },
  ])('$input → $normal (valid: $valid)', ({ input, normal, valid }) => {
    expect(normalizeCode(input)).toBe(normal);
    expect(isValidCode(input)).toBe(valid);
  });

  it('reads back any code however it is typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...CROCKFORD_ALPHABET), minLength: 8, maxLength: 8 }),
        (code) => {
          const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4).replace(/1/g, 'l').replace(/0/g, 'o')}`;
          expect(normalizeCode(typed)).toBe(code);
          expect(isValidCode(typed)).toBe(true);
          expect(formatCode(typed)).toBe(`${code.slice(0, 4)}-${code.slice(4)}`);
        },
      ),
    );
  });
});
