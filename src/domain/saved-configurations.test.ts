import { describe, expect, it } from 'vitest';
import { checkLabel, keptTotal, SAVED_NAME_MAX } from './saved-configurations.ts';

describe('saved configurations: names and totals (docs/product.md#saved-configurations)', () => {
  it('cleans a label: control characters and runs of white space become one space, ends trimmed', () => {
    expect(checkLabel('  Line 2,\n\tLeipzig\u0000 ', SAVED_NAME_MAX)).toEqual({
      ok: true,
      value: 'Line 2, Leipzig',
    });
    expect(checkLabel('   ', SAVED_NAME_MAX)).toEqual({ ok: true, value: null });
    expect(checkLabel(null, SAVED_NAME_MAX)).toEqual({ ok: true, value: null });
  });

  it('counts characters as people do, and says how long a label too long is', () => {
    expect(checkLabel('😀'.repeat(80), SAVED_NAME_MAX)).toEqual({ ok: true, value: '😀'.repeat(80) });
    expect(checkLabel(`${'a'.repeat(80)}   `, SAVED_NAME_MAX).ok).toBe(true);
    expect(checkLabel('a'.repeat(81), SAVED_NAME_MAX)).toEqual({ ok: false, length: 81, max: 80 });
  });

  it('keeps the total the page shows: "from" while a price waits for a choice, none without a price', () => {
    const breakdown = {
      currency: 'EUR' as const,
      base: 100,
      options: [],
      packageEffect: 0,
      discount: 0,
      total: 12_345,
    };
    expect(keptTotal({ kind: 'visible', breakdown: { ...breakdown, pending: [] } })).toEqual({
      cents: 12_345,
      from: false,
    });
    expect(
      keptTotal({
        kind: 'visible',
        breakdown: {
          ...breakdown,
          pending: [{ subStepSlug: 'boom', value: 'b', dependsOn: 'mixhead', from: 100 }],
        },
      }),
    ).toEqual({ cents: 12_345, from: true });
    expect(keptTotal({ kind: 'agency' })).toBeNull();
    expect(keptTotal({ kind: 'onRequest' })).toBeNull();
    expect(keptTotal({ kind: 'error', error: new Error('no base price') })).toBeNull();
  });
});
