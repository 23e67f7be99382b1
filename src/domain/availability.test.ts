import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  availabilityRank,
  bestRelationType,
  isAvailable,
  sortByAvailability,
} from './availability.ts';

describe('sortByAvailability', () => {
  it('orders by relation type and puts unknown and missing availability last, keeping ties in order', () => {
    const items = [
      { id: 1, relationType: 'optional' },
      { id: 2 },
      { id: 3, relationType: 'standard' },
      { id: 4, relationType: 'bogus' },
      { id: 5, relationType: 'standardOptimized' },
      { id: 6, relationType: null },
      { id: 7, relationType: 'optionalOptimized' },
      { id: 8, relationType: 'standard' },
    ];
    expect(sortByAvailability(items).map((item) => item.id)).toEqual([5, 7, 3, 8, 1, 2, 4, 6]);
    expect(items[0]?.id).toBe(1); // the input is not sorted in place
  });

  it('takes an accessor for other shapes', () => {
    const rows = [{ availability: { type: 'optional' } }, { availability: { type: 'standardOptimized' } }];
    expect(sortByAvailability(rows, (row) => row.availability.type)).toEqual([rows[1], rows[0]]);
  });
});

describe('availabilityLabel', () => {
  it.each([
    ['standardOptimized', 'Standard (optimized)'],
    ['optionalOptimized', 'Optional (optimized)'],
    ['standard', 'Standard'],
    ['optional', 'Optional'],
    ['notAvailable', 'Not Available'],
    ['Standard', 'Not Available'],
    ['', 'Not Available'],
    [null, 'Not Available'],
    [undefined, 'Not Available'],
  ])('%s → %s', (type, label) => {
    expect(availabilityLabel(type)).toBe(label);
  });
});

describe('isAvailable', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it.each([
    { availableTo: null, available: true },
    { availableTo: undefined, available: true },
    { availableTo: '', available: true },
    { availableTo: '2026-04', available: true },
    { availableTo: '2027-01', available: true },
    { availableTo: '2026-03', available: false }, // the current month: hidden from its first day
    { availableTo: '2026-02', available: false },
    { availableTo: '2025-12', available: false },
    { availableTo: '2026-04-01', available: true },
  ])('availableTo $availableTo on 2026-03-15: $available', ({ availableTo, available }) => {
    expect(isAvailable(availableTo, now)).toBe(available);
  });

  it('switches at midnight UTC on the first of the month', () => {
    expect(isAvailable('2026-04', new Date('2026-03-31T23:59:59.999Z'))).toBe(true);
    expect(isAvailable('2026-04', new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it.each(['2026', 'April 2026', '2026-13', '2026-00'])('rejects %s', (availableTo) => {
    expect(() => isAvailable(availableTo, now)).toThrow(RangeError);
  });
});

describe('bestRelationType and availabilityRank', () => {
  it('picks the best known type across a row and ignores unknown ones', () => {
    expect(bestRelationType(['optional', 'bogus', 'standard', undefined])).toBe('standard');
    expect(bestRelationType(['optionalOptimized', 'standardOptimized'])).toBe('standardOptimized');
    expect(bestRelationType([null, 'bogus'])).toBeUndefined();
    expect(bestRelationType([])).toBeUndefined();
  });

  it('ranks in relation-type order with anything else last', () => {
    expect(
      ['standardOptimized', 'optionalOptimized', 'standard', 'optional', 'x', null].map(availabilityRank),
    ).toEqual([0, 1, 2, 3, 4, 4]);
  });
});
