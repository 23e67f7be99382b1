// A finder reports what was searched for as `finder_searched` (docs/product.md#analytics): its name and the
// range its inputs fall in (domain/analytics/rules.ts `rangeOf`), never the numbers typed. A finder answers
// at every keystroke, so a search is reported once its inputs have stayed the same for a moment, and the
// same range again only after another in between.
import { useEffect, useRef } from 'react';
import { reportEvent } from './analytics.ts';

/** How long the inputs stay unchanged before the search counts: a typed number is complete. */
export const FINDER_SETTLE_MS = 1500;

export function useFinderSearched(finder: 'public' | 'machine' | 'platform', range: string | null): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (range === null || range === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = range;
      reportEvent('finder_searched', { finder, range });
    }, FINDER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [finder, range]);
}
