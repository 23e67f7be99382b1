// The data table of the admin pages: @tanstack/react-table 9 (v9 API) on Mantine's Table. Sorting and
// paging belong to the server (manual modes): the table shows one page and reports what the user asks
// for. Column visibility is remembered per table in local storage. The first column names the row and
// is its keyboard handle: a button that opens it, with the arrow keys moving between rows.
import {
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type ColumnDef,
  columnVisibilityFeature,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { ColumnVisibilityMenu } from './column-visibility-menu.tsx';
import classes from './data-table.module.css';
import { formatCount, ListError, SortButton } from './table-parts.tsx';
import { useStoredVisibility } from './use-stored-visibility.ts';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, rowPaginationFeature });
type Features = typeof features;

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** right-aligned numbers */
  numeric?: boolean;
};

export type DataTableSort = { id: string; desc: boolean } | null;

const PAGE_SIZES = [10, 25, 50, 100];

export type DataTableProps<T extends { id: string }> = {
  /** what the table lists, e.g. "Pumps"; its accessible name */
  caption: string;
  columns: DataTableColumn<T>[];
  /** the current page's rows; undefined while the first page loads */
  rows: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /** a later page or a new sort is on its way (the previous rows stay, dimmed) */
  fetching?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** shown when the page has no rows */
  empty: ReactNode;
  onOpenRow?: (row: T) => void;
  /** local-storage key of the column choice */
  visibilityKey: string;
  /** search and buttons: shown above the table, the column menu beside them */
  toolbar?: ReactNode;
  /** filter inputs, under the toolbar */
  filters?: ReactNode;
  /** how to name a count: (1) "pump", (n) "pumps" */
  countLabel?: (count: number) => string;
};

function toSorting(sort: DataTableSort): SortingState {
  return sort ? [sort] : [];
}

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  if (!target.dataset.rowHandle) return;
  const handles = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-handle]')];
  const next = handles[handles.indexOf(target) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { columns, rows, total, page, pageSize, sort, onOpenRow } = props;
  const [visibility, setVisibility] = useStoredVisibility(props.visibilityKey);
  const labelColumn = columns[0]?.id;

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => (row as Record<string, unknown>)[column.id],
        enableSorting: column.sortable === true,
        enableHiding: column.id !== labelColumn,
        cell: ({ row }: { row: { original: T } }) => column.cell(row.original),
      })) as ColumnDef<Features, T>[],
    [columns, labelColumn],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const data = useMemo(() => rows ?? [], [rows]);
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const pagination = useMemo<PaginationState>(() => ({ pageIndex: page - 1, pageSize }), [page, pageSize]);

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row: T) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // Every column starts ascending, numbers too.
    sortDescFirst: false,
    rowCount: total,
    state: { sorting, pagination, columnVisibility: visibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = resolve(updater, sorting);
      props.onSortChange(next ? { id: next.id, desc: next.desc } : null);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = resolve(updater, pagination);
      if (next.pageSize !== pageSize) props.onPageSizeChange(next.pageSize);
      else props.onPageChange(next.pageIndex + 1);
    },
    onColumnVisibilityChange: (updater) => setVisibility(resolve(updater, visibility)),
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const noun = props.countLabel?.(total) ?? (total === 1 ? 'row' : 'rows');

  const body = () => {
    if (!rows) {
      return Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Table.Tr key={index} data-testid="skeleton-row">
          {visibleColumns.map((column) => (
            <Table.Td key={column.id}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={visibleColumns.length}>{props.empty}</Table.Td>
        </Table.Tr>
      );
    }
    return table.getRowModel().rows.map((row) => (
      <Table.Tr
        key={row.id}
        className={onOpenRow ? classes.clickable : undefined}
        onClick={onOpenRow ? () => onOpenRow(row.original) : undefined}
      >
        {row.getVisibleCells().map((cell) => {
          const column = byId.get(cell.column.id);
          const content = <table.FlexRender cell={cell} />;
          return (
            <Table.Td
              key={cell.id}
              className={column?.numeric ? `${classes.cell} ${classes.numeric}` : classes.cell}
            >
              {cell.column.id === labelColumn && onOpenRow ? (
                <UnstyledButton
                  className={classes.handle}
                  data-row-handle="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpenRow(row.original);
                  }}
                >
                  {content}
                </UnstyledButton>
              ) : (
                content
              )}
            </Table.Td>
          );
        })}
      </Table.Tr>
    ));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.toolbar}>
          {props.toolbar}
        </Group>
        <ColumnVisibilityMenu
          columns={table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => ({
              id: column.id,
              header: byId.get(column.id)?.header ?? column.id,
              visible: column.getIsVisible(),
              toggle: () => column.toggleVisibility(),
            }))}
          onReset={() => setVisibility({})}
        />
      </Group>
      {props.filters}

      {props.error && <ListError message={props.error.message} onRetry={props.error.onRetry} />}

      <Table.ScrollContainer minWidth={Math.max(480, visibleColumns.length * 150)} type="native">
        <Table
          highlightOnHover={Boolean(onOpenRow)}
          verticalSpacing="xs"
          className={classes.table}
          data-fetching={props.fetching || undefined}
          aria-busy={!rows || props.fetching ? true : undefined}
        >
          <VisuallyHidden component="caption">{props.caption}</VisuallyHidden>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const column = byId.get(header.column.id);
                  return (
                    <Table.Th
                      key={header.id}
                      className={column?.numeric ? classes.numeric : undefined}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <SortButton
                          header={column?.header ?? header.id}
                          sorted={sorted}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody onKeyDown={moveFocus}>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {rows ? `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}` : 'Loading…'}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Rows per page"
            size="xs"
            w={90}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => value && table.setPageSize(Number(value))}
          />
          <Pagination
            size="sm"
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={(next) => table.setPageIndex(next - 1)}
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
          />
        </Group>
      </Group>
    </Stack>
  );
}
