// The data table for lists too long to page through (the translations: every text in every language, tens
// of thousands of rows): one scrolling list whose rows are rendered only near the view
// (@tanstack/react-virtual, rows measured as they render, since texts wrap), while the parent loads the
// rows of the range shown (`onRangeChange`) and answers each index with its row or nothing yet (a
// placeholder row). Sorting belongs to the server, as in DataTable, whose header button and error it
// shares (table-parts.tsx). It is a table whose rows out of view are spacer rows of their height (as the
// portfolio's availability matrix does); in a narrow container (a phone) every row becomes a card, each
// value under its column's name. `aria-rowcount` and `aria-rowindex` tell assistive technology where a row
// stands in the whole list. Arrow keys move a focused row handle (`data-row-handle`) to the same handle
// one row up or down, scrolling it into view. A row renders again only when its row, its state (`rowState`,
// e.g. selected) or a column's cell function changes: the table itself renders several times as an answer
// arrives (the rows, their measured heights, the page's own render for a new address), and rows rendered
// again each time were most of a filter's time (bench:translation-grid).
import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import classes from './data-table.module.css';
import type { DataTableColumn, DataTableSort } from './data-table.tsx';
import { formatCount, ListError, SortButton } from './table-parts.tsx';

export type VirtualColumn<T, S = undefined> = Omit<DataTableColumn<T>, 'cell'> & {
  /**
   * a row's cell, given what `rowState` says of the row; keep the function the same from render to render
   * (useMemo) unless what it shows changed, or every row renders again
   */
  cell: (row: T, state: S) => ReactNode;
  /** the column's width, e.g. `6.5rem` (columns without one share the room left) */
  width?: string;
  /** what the header shows instead of the column's name (a select-all checkbox) */
  headerCell?: ReactNode;
  /** in the narrow layout: beside the row's other values instead of above them, without a label */
  side?: boolean;
};

export type VirtualDataTableProps<T extends { id: string }, S = undefined> = {
  /** what the table lists, e.g. "Texts"; its accessible name */
  caption: string;
  columns: VirtualColumn<T, S>[];
  /**
   * what a row's cells show besides the row (selected, being edited), passed to each cell; a row renders
   * again when a value of it changes (compared one by one)
   */
  rowState?: (row: T) => S;
  /** how many rows the list has; undefined until the first answer */
  total: number | undefined;
  /** the row at an index, or undefined while its part of the list loads */
  rowAt: (index: number) => T | undefined;
  /** the rows in view (first and last index, without overscan): the parent loads their part */
  onRangeChange: (first: number, last: number) => void;
  /** a change (a new filter or sort) scrolls back to the first row */
  resetKey: string;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /** a newer answer is on its way (the rows shown stay, dimmed) */
  fetching?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** shown when the list has no rows */
  empty: ReactNode;
  /** search and buttons above the table */
  toolbar?: ReactNode;
  /** filter inputs, under the toolbar */
  filters?: ReactNode;
  /** shown between the filters and the table (a bar of actions on the selected rows) */
  above?: ReactNode;
  /** how to name a count: (1) "text", (n) "texts" */
  countLabel?: (count: number) => string;
  /** a row's height before it is measured */
  estimateRowHeight?: number;
  /** a row that stays rendered while it is out of view (one being edited keeps its field and focus) */
  keepIndex?: number | undefined;
  /** attributes of a row's element, e.g. its state for styling */
  rowAttributes?: (row: T) => Record<string, string | undefined>;
};

/** Without layout (a hidden tab, a test's DOM) the list renders as if it had this much room. */
const ROOM_WITHOUT_LAYOUT = { width: 1000, height: 640 };
const PLACEHOLDER_ROWS = 8;

type PendingFocus = { index: number; handle: string };

type RowProps<T, S> = {
  row: T | undefined;
  index: number;
  columns: VirtualColumn<T, S>[];
  state: S;
  attributes: Record<string, string | undefined> | undefined;
  measure: (element: HTMLTableRowElement | null) => void;
};

function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The same cells: the same columns (the header cell aside, which no row shows). */
function sameColumns<T, S>(a: VirtualColumn<T, S>[], b: VirtualColumn<T, S>[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((column, i) => {
        const other = b[i] as VirtualColumn<T, S>;
        return (
          column.id === other.id &&
          column.cell === other.cell &&
          column.header === other.header &&
          column.numeric === other.numeric &&
          column.side === other.side &&
          (column.headerCell === undefined) === (other.headerCell === undefined)
        );
      }))
  );
}

function VirtualRowOf<T, S>({ row, index, columns, state, attributes, measure }: RowProps<T, S>) {
  return (
    <tr
      ref={measure}
      aria-rowindex={index + 2}
      data-index={index}
      data-row-index={index}
      data-testid={row ? undefined : 'skeleton-row'}
      className={classes.vrow}
      {...attributes}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={column.numeric ? `${classes.vcell} ${classes.numeric}` : classes.vcell}
          data-label={column.side || column.headerCell ? undefined : column.header}
          data-side={column.side || undefined}
        >
          {row ? column.cell(row, state) : <Skeleton height={14} radius="sm" my={4} />}
        </td>
      ))}
    </tr>
  );
}

const VirtualRow = memo(
  VirtualRowOf,
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.measure === b.measure &&
    sameValues(a.state, b.state) &&
    sameValues(a.attributes, b.attributes) &&
    sameColumns(a.columns, b.columns),
) as typeof VirtualRowOf;

export function VirtualDataTable<T extends { id: string }, S = undefined>(
  props: VirtualDataTableProps<T, S>,
) {
  const { columns, total, rowAt, sort, keepIndex } = props;
  const estimate = props.estimateRowHeight ?? 56;
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const count = total === undefined ? PLACEHOLDER_ROWS : total;

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin: headHeight,
    // No getItemKey: the virtualizer keys its sizes by index. It places every row of the list again
    // whenever that option changes, and a function of the rows changes at every render: with tens of
    // thousands of rows that was most of a filter's time (bench:translation-grid). A row's element is
    // keyed by its id (below); one that a new answer moves to another index is measured there again when
    // its size changes (rows of one length measure the same).
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.width === 0 && rect.height === 0 ? ROOM_WITHOUT_LAYOUT : rect),
      ),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (keepIndex === undefined || keepIndex >= range.count || indexes.includes(keepIndex))
          return indexes;
        return [...indexes, keepIndex].sort((a, b) => a - b);
      },
      [keepIndex],
    ),
  });

  // The sticky header's height is where the rows begin (none in the narrow layout, where it is hidden).
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const measure = () => setHeadHeight(head.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  const { resetKey } = props;
  // A new list (filter, sort) starts at its top. Scrolling there reads the page's layout, so a list already
  // at its top (as the virtualizer last saw it scrolled) is left as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new list only.
  useEffect(() => {
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [resetKey]);

  const first = virtualizer.range?.startIndex ?? 0;
  const last = virtualizer.range?.endIndex ?? Math.min(count, PLACEHOLDER_ROWS) - 1;
  const { onRangeChange } = props;
  useEffect(() => {
    if (total !== undefined && total > 0) onRangeChange(first, Math.max(first, last));
  }, [first, last, total, onRangeChange]);

  // A row handle moved to by the arrow keys gets the focus once its row is rendered.
  useEffect(() => {
    if (!pendingFocus) return;
    const target = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${pendingFocus.index}"] [data-row-handle="${pendingFocus.handle}"]`,
    );
    if (target) {
      target.focus();
      setPendingFocus(null);
    }
  });

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const target = event.target as HTMLElement;
    const handle = target.dataset.rowHandle;
    const row = target.closest<HTMLElement>('[data-row-index]');
    if (!handle || !row) return;
    const next = Number(row.dataset.rowIndex) + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0 || next >= count) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setPendingFocus({ index: next, handle });
  };

  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const noun = props.countLabel?.(total ?? 0) ?? (total === 1 ? 'row' : 'rows');

  /** Room for the rows not rendered, above, between (a row kept out of view) and below the ones that are. */
  const spacer = (key: string, height: number) =>
    height > 0 ? (
      <tr key={key} className={classes.spacer}>
        <td colSpan={columns.length} style={{ height }} aria-hidden="true" />
      </tr>
    ) : null;
  const body: ReactNode[] = [];
  let cursor = margin;
  for (const item of items) {
    body.push(spacer(`space-${item.index}`, item.start - cursor));
    const row = total === undefined ? undefined : rowAt(item.index);
    body.push(
      <VirtualRow
        // A loaded row keeps its element and its cells' state by its id, wherever it moves.
        key={row?.id ?? `#${item.index}`}
        row={row}
        index={item.index}
        columns={columns}
        state={row && props.rowState ? props.rowState(row) : (undefined as S)}
        attributes={row ? props.rowAttributes?.(row) : undefined}
        measure={virtualizer.measureElement}
      />,
    );
    cursor = item.end;
  }
  body.push(spacer('space-end', virtualizer.getTotalSize() + margin - cursor));

  return (
    <Stack gap="sm">
      {props.toolbar && (
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.toolbar}>
          {props.toolbar}
        </Group>
      )}
      {props.filters}
      {props.error && <ListError message={props.error.message} onRetry={props.error.onRetry} />}
      {props.above}
      <div className={classes.frame}>
        <div ref={scrollRef} className={classes.scroller}>
          <table
            className={classes.vtable}
            aria-rowcount={total === undefined ? -1 : total + 1}
            aria-busy={total === undefined || props.fetching ? true : undefined}
            data-fetching={props.fetching || undefined}
          >
            <VisuallyHidden component="caption">{props.caption}</VisuallyHidden>
            <colgroup>
              {columns.map((column) => (
                <col key={column.id} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
            <thead ref={headRef} className={classes.vhead}>
              <tr aria-rowindex={1}>
                {columns.map((column) => {
                  const sorted = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : false;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={column.numeric ? `${classes.vth} ${classes.numeric}` : classes.vth}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {column.headerCell ??
                        (column.sortable ? (
                          <SortButton
                            header={column.header}
                            sorted={sorted}
                            onClick={() =>
                              props.onSortChange(
                                sorted === false
                                  ? { id: column.id, desc: false }
                                  : sorted === 'asc'
                                    ? { id: column.id, desc: true }
                                    : null,
                              )
                            }
                          >
                            {column.header}
                          </SortButton>
                        ) : (
                          column.header
                        ))}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className={classes.vbody} onKeyDown={moveFocus}>
              {total === 0 ? (
                <tr aria-rowindex={2} className={classes.vempty}>
                  <td colSpan={columns.length}>{props.empty}</td>
                </tr>
              ) : (
                body
              )}
            </tbody>
          </table>
        </div>
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === undefined ? 'Loading…' : `${formatCount(total)} ${noun}`}
      </Text>
    </Stack>
  );
}
