// @vitest-environment happy-dom
// A finder's search is reported once its range has settled, and a range only once in a row.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from './analytics.ts';
import { FINDER_SETTLE_MS, useFinderSearched } from './use-finder-searched.ts';

vi.mock('./analytics.ts', () => ({ reportEvent: vi.fn() }));

describe('useFinderSearched', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(reportEvent).mockClear();
  });

  it('reports the range once it has settled, and not again until it changes', () => {
    const { rerender } = renderHook(({ range }) => useFinderSearched('public', range), {
      initialProps: { range: null as string | null },
    });
    rerender({ range: '1–2 g/s' });
    vi.advanceTimersByTime(FINDER_SETTLE_MS / 2);
    rerender({ range: '10–20 g/s' });
    vi.advanceTimersByTime(FINDER_SETTLE_MS - 1);
    expect(reportEvent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reportEvent).toHaveBeenCalledExactlyOnceWith('finder_searched', {
      finder: 'public',
      range: '10–20 g/s',
    });

    rerender({ range: '10–20 g/s' });
    vi.advanceTimersByTime(FINDER_SETTLE_MS);
    rerender({ range: null });
    vi.advanceTimersByTime(FINDER_SETTLE_MS);
    expect(reportEvent).toHaveBeenCalledTimes(1);
    rerender({ range: '100–200 g/s' });
    vi.advanceTimersByTime(FINDER_SETTLE_MS);
    expect(reportEvent).toHaveBeenLastCalledWith('finder_searched', {
      finder: 'public',
      range: '100–200 g/s',
    });
  });
});
