// The paging and sorting state every server-paged DataTable keeps (the admin resources, the quote
// requests), and its wiring: a new page size or sort starts again on page 1, and a page past the end
// (rows gone elsewhere, a narrower filter) goes back to the last page there is.
import { useState } from 'react';
import type { DataTableSort } from './data-table.tsx';

type ListState = {
  data?: { total: number } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
};

export function usePagedTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState<DataTableSort>(null);
  return {
    page,
    pageSize,
    sort,
    /** back to page 1, e.g. after the search or a filter changed */
    restart: () => setPage(1),
    /** what DataTable needs of the list's answer: rows, total, the refetch indicator and the error */
    tableProps(list: ListState) {
      const total = list.data?.total ?? 0;
      const lastPage = Math.max(1, Math.ceil(total / pageSize));
      if (list.data && page > lastPage) setPage(lastPage);
      return {
        total,
        page,
        pageSize,
        onPageChange: setPage,
        onPageSizeChange: (size: number) => {
          setPageSize(size);
          setPage(1);
        },
        sort,
        onSortChange: (next: DataTableSort) => {
          setSort(next);
          setPage(1);
        },
        fetching: list.isFetching && list.isPlaceholderData,
        error: list.isError
          ? {
              message: list.error?.message ?? 'The list could not be loaded.',
              onRetry: () => void list.refetch(),
            }
          : null,
      };
    },
  };
}
