import { describe, expect, it } from 'vitest';
import { currentAt, revisionKey } from './revision-cache.ts';

describe('currentAt (is a cached value current, without making its key on every hot read)', () => {
  const areas = ['catalogue', 'i18n'] as const;
  const march = Date.UTC(2026, 2, 15);

  it('compares the key once per revisions object and remembers a match until the month ends', () => {
    const revisions = { catalogue: 3, i18n: 1 };
    const memo: Parameters<typeof currentAt>[0] = { key: revisionKey(areas, revisions, new Date(march)) };
    expect(currentAt(memo, areas, revisions, march)).toBe(true);
    expect(memo.checked).toEqual({ revisions, until: Date.UTC(2026, 3, 1) });
    // Same object: trusted from the memo, even if someone changed the key behind it.
    memo.key = 'not the key';
    expect(currentAt(memo, areas, revisions, march + 1000)).toBe(true);
  });

  it('makes the key again for a new revisions object, and for a new month', () => {
    const revisions = { catalogue: 3, i18n: 1 };
    const memo: Parameters<typeof currentAt>[0] = { key: revisionKey(areas, revisions, new Date(march)) };
    expect(currentAt(memo, areas, revisions, march)).toBe(true);
    // The feed replaces the object on every change: equal numbers still match, a raised one does not.
    expect(currentAt(memo, areas, { ...revisions }, march)).toBe(true);
    expect(currentAt(memo, areas, { ...revisions, catalogue: 4 }, march)).toBe(false);
    // The month is part of the key: from April 1st the March key is no longer current.
    const fresh: Parameters<typeof currentAt>[0] = { key: revisionKey(areas, revisions, new Date(march)) };
    expect(currentAt(fresh, areas, revisions, march)).toBe(true);
    expect(currentAt(fresh, areas, revisions, Date.UTC(2026, 3, 1))).toBe(false);
  });
});
