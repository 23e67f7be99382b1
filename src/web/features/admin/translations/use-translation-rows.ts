// The rows of the translations grid, read a part at a time: the list is tens of thousands of rows long
// (every text in every language), so only the parts around the rows in view are asked for, each as a page
// of the generic list (GET /api/admin/translations?page&pageSize&sort&filter&search) under the resource
// client's query keys, which every write and import of the entity refreshes. Rows saved here are put into
// the parts already read, so an edited row keeps its place until the list is read again.
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ListQuery } from '../../../../domain/resources/list-query.ts';
import type { ResourceItem, SortOrder } from '../../../../domain/resources/types.ts';
import { adminPath, resourceClient } from '../../../lib/resource-client.ts';
import {
  listFilter,
  readFilters,
  type TranslationFilters,
  type TranslationState,
} from './translation-filters.ts';

/** Rows per request: a screenful many times over, far below the list's limit of 500. */
const PART_SIZE = 200;

export type TranslationRow = {
  id: string;
  version: number;
  key: string;
  locale: string;
  state: TranslationState;
  text: string | null;
  source: string | null;
  context: string | null;
  machine: string | null;
  reason: string | null;
};

export type RowsQuery = Pick<ListQuery, 'sort' | 'filter' | 'search'>;

const client = resourceClient(adminPath('translations'));

const listKey = (query: RowsQuery, part: number) => [
  'resource',
  'translations',
  'list',
  { ...query, page: part + 1, pageSize: PART_SIZE },
];

function asRow(item: ResourceItem): TranslationRow {
  return item as unknown as TranslationRow;
}

/** The parts that hold the rows from `first` to `last`, and the one before and after (scrolling on). */
function partsOf(first: number, last: number, extra: number | undefined): number[] {
  const parts = new Set<number>();
  const from = Math.max(0, Math.floor(first / PART_SIZE));
  const to = Math.floor(last / PART_SIZE);
  for (let part = from; part <= to; part++) parts.add(part);
  if (extra !== undefined) parts.add(Math.floor(extra / PART_SIZE));
  return [...parts].sort((a, b) => a - b);
}

const partOptions = (query: RowsQuery, part: number) => ({
  queryKey: listKey(query, part),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.list({ query: { ...query, page: part + 1, pageSize: PART_SIZE }, signal }),
});

/** The grid's list query for these filters, in this order (none: the list's default). */
export function rowsQuery(filters: TranslationFilters, sort: SortOrder[] = []): RowsQuery {
  return { filter: listFilter(filters), search: filters.q ?? '', sort };
}

/**
 * Asks for the grid's first rows of an address unless they are known: the admin area calls it as it opens
 * the page (app/areas/admin.tsx), so the list loads while the page's code does rather than after.
 */
export function prefetchTranslationRows(queryClient: QueryClient, params: URLSearchParams): void {
  const options = partOptions(rowsQuery(readFilters(params)), 0);
  if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
}

export function useTranslationRows(query: RowsQuery, options: { keepIndex?: number } = {}) {
  const queryClient = useQueryClient();
  const identity = JSON.stringify(query);
  const [range, setRange] = useState({ identity, first: 0, last: PART_SIZE - 1 });
  // A new filter or sort starts from the top.
  const current = range.identity === identity ? range : { identity, first: 0, last: PART_SIZE - 1 };
  const parts = partsOf(current.first, current.last, options.keepIndex);

  const results = useQueries({ queries: parts.map((part) => partOptions(query, part)) });

  // The last count this query answered, so a part still loading far down the list keeps the list's length.
  const known = useRef<{ identity: string; total: number } | null>(null);
  const answered = results.find((result) => result.data)?.data?.total;
  if (answered !== undefined) known.current = { identity, total: answered };
  const total = answered ?? (known.current?.identity === identity ? known.current.total : undefined);

  const byPart = new Map(parts.map((part, i) => [part, results[i]?.data?.items]));
  const rowAt = (index: number): TranslationRow | undefined => {
    const item = byPart.get(Math.floor(index / PART_SIZE))?.[index % PART_SIZE];
    return item ? asRow(item) : undefined;
  };
  const loadedRows = [...byPart.values()].flatMap((items) => (items ?? []).map(asRow));
  /** Where a loaded row stands in the list. */
  const indexOf = (id: string): number | undefined => {
    for (const [part, items] of byPart) {
      const at = items?.findIndex((item) => item.id === id) ?? -1;
      if (at >= 0) return part * PART_SIZE + at;
    }
    return undefined;
  };

  const failed = results.find((result) => result.error);
  const onRangeChange = useCallback(
    (first: number, last: number) =>
      setRange((was) => {
        // Only the parts read depend on the range: rows scrolled within them need no new state (nor a
        // render of the grid). A new list's range starts at the top.
        const now = was.identity === identity ? was : { first: 0, last: PART_SIZE - 1 };
        const same =
          partsOf(now.first, now.last, undefined).join() === partsOf(first, last, undefined).join();
        return same ? was : { identity, first, last };
      }),
    [identity],
  );

  /** Puts a saved row into the parts already read (it keeps its place until the list is read again). */
  const replaceRow = useCallback(
    (saved: TranslationRow) => {
      queryClient.setQueriesData<{ items: ResourceItem[]; total: number }>(
        { queryKey: ['resource', 'translations', 'list'] },
        (old) =>
          old?.items.some((item) => item.id === saved.id)
            ? {
                ...old,
                items: old.items.map((item) =>
                  item.id === saved.id ? ({ ...item, ...saved } as ResourceItem) : item,
                ),
              }
            : old,
      );
    },
    [queryClient],
  );

  /**
   * Asks for the first part of another list (a filter or search just chosen) at once: the request runs
   * while the page renders the change, rather than after it (the part is the same query the list then reads).
   */
  const prefetch = useCallback(
    (next: RowsQuery) => void queryClient.prefetchQuery(partOptions(next, 0)),
    [queryClient],
  );

  return {
    total,
    prefetch,
    rowAt,
    loadedRows,
    indexOf,
    onRangeChange,
    replaceRow,
    fetching: results.some((result) => result.isFetching) && total !== undefined,
    error: failed?.error ? { message: failed.error.message, onRetry: () => void failed.refetch() } : null,
  };
}
