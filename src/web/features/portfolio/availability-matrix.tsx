import { Text } from '@mantine/core';
import { type UIEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { availabilityRank, bestRelationType } from '../../../domain/availability.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { AvailabilityMark } from './availability.tsx';
import classes from './availability-matrix.module.css';

export type MatrixColumn = { id: string; label: string; href?: string; group?: string };
/** A row may stand in several sections (a version of two machines): its id need only be unique in one. */
export type MatrixRow = { id: string; label: string; href?: string };
export type MatrixSection = { id: string; title: string; rows: MatrixRow[] };
export type RelationOf = ((rowId: string, columnId: string) => string | undefined) & {
  /**
   * The best availability of a row across all the columns, when the lookup can tell it without asking
   * every column (sparse matrices: a row has a few relations among hundreds of columns).
   */
  best?: (rowId: string) => string | undefined;
};

/**
 * Rows in the order (docs/product.md#availability) of their best availability across the columns (one column:
 * exactly the availability sort); rows available nowhere come last. Stable: ties keep the catalogue order.
 */
export function sortMatrixRows(
  rows: readonly MatrixRow[],
  columns: readonly MatrixColumn[],
  relationOf: RelationOf,
): MatrixRow[] {
  const best =
    relationOf.best ??
    ((rowId: string) => bestRelationType(columns.map((column) => relationOf(rowId, column.id))));
  return rows
    .map((row, index) => ({ row, index, rank: availabilityRank(best(row.id)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }) => row);
}

type Line = { kind: 'section'; section: MatrixSection } | { kind: 'row'; row: MatrixRow; sectionId: string };

const ROW_HEIGHT = 40;
const GROUP_HEIGHT = 32;
const HEADER_HEIGHT = 64;
/** Rows and columns are rendered in blocks, so that scrolling re-renders only when a block is crossed. */
const ROW_BLOCK = 8;
const COLUMN_BLOCK = 4;

type Size = { width: number; height: number };
type Window = {
  firstWidth: number;
  columnWidth: number;
  firstLine: number;
  lastLine: number;
  firstColumn: number;
  lastColumn: number;
};

/** Before the scroll region is laid out (and in tests without layout): a guess from the viewport. */
function estimatedSize(): Size {
  if (typeof window === 'undefined' || !window.innerWidth) return { width: 1000, height: 640 };
  // The sidebar (280) is beside the page from 1030 px on; the page has 16 px padding each side.
  const page = window.innerWidth - (window.innerWidth >= 1030 ? 280 : 0) - 34;
  return { width: Math.max(300, page), height: Math.max(320, window.innerHeight * 0.7) };
}

/** Which rows and columns to render for a scroll position and size of the region. */
function matrixWindow(
  size: Size,
  scroll: { top: number; left: number },
  counts: { lines: number; columns: number; short: boolean; headHeight: number },
): Window {
  // The first column takes up to 42 % of a narrow screen, so that some cells stay in view; a few
  // columns share the rest of the width, many get a narrow fixed width and scroll.
  const firstWidth = Math.round(Math.min(260, Math.max(132, size.width * 0.42)));
  const share = (size.width - firstWidth - 2) / Math.max(1, counts.columns);
  const columnWidth = Math.floor(
    counts.short ? Math.min(140, Math.max(76, share)) : Math.min(320, Math.max(160, share)),
  );
  const bodyTop = Math.max(0, scroll.top - counts.headHeight);
  const block = (value: number, size: number) => Math.floor(value / size) * size;
  const firstLine = Math.max(0, block(bodyTop / ROW_HEIGHT, ROW_BLOCK) - ROW_BLOCK);
  const lastLine = Math.min(counts.lines, block((bodyTop + size.height) / ROW_HEIGHT, ROW_BLOCK) + ROW_BLOCK);
  const firstColumn = Math.max(0, block(scroll.left / columnWidth, COLUMN_BLOCK) - COLUMN_BLOCK);
  const lastColumn = Math.min(
    counts.columns,
    block((scroll.left + size.width - firstWidth) / columnWidth, COLUMN_BLOCK) + COLUMN_BLOCK,
  );
  return { firstWidth, columnWidth, firstLine, lastLine, firstColumn, lastColumn };
}

/**
 * Whether the rendered window can stay: same widths, and it covers what is in view without being much
 * larger (so that the first estimate, made before layout, is not rendered a second time for a few rows).
 */
const windowStays = (current: Window, needed: Window) =>
  current.firstWidth === needed.firstWidth &&
  current.columnWidth === needed.columnWidth &&
  current.firstLine <= needed.firstLine &&
  current.lastLine >= needed.lastLine &&
  current.lastLine - current.firstLine <= needed.lastLine - needed.firstLine + 2 * ROW_BLOCK &&
  current.firstColumn <= needed.firstColumn &&
  current.lastColumn >= needed.lastColumn &&
  current.lastColumn - current.firstColumn <= needed.lastColumn - needed.firstColumn + 2 * COLUMN_BLOCK;

/**
 * An availability matrix: items (rows, in sections) × machine versions (columns). Only the cells in
 * view are rendered, so a catalogue ten times the demo's still renders in a few milliseconds; the
 * header row and the first column stay in place while the rest scrolls (also at 390 px wide).
 */
export function AvailabilityMatrix({
  label,
  rowHeader,
  columns,
  sections,
  relationOf,
  fill = false,
  emptyText = 'Nothing to show.',
}: {
  /** the accessible name of the matrix (and of its scroll region) */
  label: string;
  rowHeader: string;
  columns: readonly MatrixColumn[];
  sections: readonly MatrixSection[];
  relationOf: RelationOf;
  /** fill the height of a no-scroll page instead of at most 70 % of the viewport */
  fill?: boolean;
  emptyText?: string;
}) {
  const short = columns.length > 2;
  const grouped = columns.some((column) => column.group !== undefined);
  const headHeight = HEADER_HEIGHT + (grouped ? GROUP_HEIGHT : 0);

  const lines = useMemo<Line[]>(
    () =>
      sections.flatMap((section) =>
        section.rows.length === 0
          ? []
          : [
              { kind: 'section' as const, section },
              ...sortMatrixRows(section.rows, columns, relationOf).map((row) => ({
                kind: 'row' as const,
                row,
                sectionId: section.id,
              })),
            ],
      ),
    [sections, columns, relationOf],
  );

  const scroller = useRef<HTMLElement>(null);
  const counts = { lines: lines.length, columns: columns.length, short, headHeight };
  const [win, setWin] = useState<Window>(() => matrixWindow(estimatedSize(), { top: 0, left: 0 }, counts));
  const countsKey = `${lines.length}:${columns.length}:${short}:${headHeight}`;
  const frame = useRef(0);
  // Re-renders only when the rendered block of rows or columns changes, not on every scrolled pixel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: countsKey stands for counts.
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const size =
      element.clientWidth > 0
        ? { width: element.clientWidth, height: element.clientHeight }
        : estimatedSize();
    const next = matrixWindow(size, { top: element.scrollTop, left: element.scrollLeft }, counts);
    setWin((current) => (windowStays(current, next) ? current : next));
  }, [countsKey]);
  useEffect(() => {
    // The observer reports the laid-out size after layout; reading it here would force a layout, and
    // a second one for the corrected window, before the first paint.
    const element = scroller.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [measure]);
  const onScroll = (_event: UIEvent<HTMLElement>) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  };

  if (lines.length === 0 || columns.length === 0) {
    return (
      <Text c="dimmed" size="sm" role="status">
        {emptyText}
      </Text>
    );
  }

  const { firstWidth, columnWidth, firstLine, lastLine, firstColumn, lastColumn } = win;
  const before = firstColumn * columnWidth;
  const after = (columns.length - lastColumn) * columnWidth;
  const shown = columns.slice(firstColumn, lastColumn);
  const span = 1 + shown.length + (before > 0 ? 1 : 0) + (after > 0 ? 1 : 0);
  const headRows = grouped ? 2 : 1;

  const spacerBefore = before > 0 ? <td className={classes.spacer} aria-hidden="true" /> : null;
  const spacerAfter = after > 0 ? <td className={classes.spacer} aria-hidden="true" /> : null;

  return (
    <section
      ref={scroller}
      className={`${classes.scroller} ${fill ? classes.fill : classes.bounded}`}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      data-testid="availability-matrix"
    >
      <table
        className={classes.table}
        style={{ width: firstWidth + columns.length * columnWidth }}
        aria-rowcount={lines.length + headRows}
        aria-colcount={columns.length + 1}
      >
        <colgroup>
          <col style={{ width: firstWidth }} />
          {before > 0 && <col style={{ width: before }} />}
          {shown.map((column) => (
            <col key={`${column.group ?? ''}:${column.id}`} style={{ width: columnWidth }} />
          ))}
          {after > 0 && <col style={{ width: after }} />}
        </colgroup>
        <thead>
          {grouped && (
            <tr aria-rowindex={1} className={classes.groupRow}>
              <th
                className={`${classes.corner} ${classes.groupCell}`}
                rowSpan={2}
                scope="col"
                aria-colindex={1}
              >
                {rowHeader}
              </th>
              {spacerBefore && <td className={classes.groupCell} aria-hidden="true" />}
              {groupRuns(shown).map((run) => (
                <th
                  key={`${run.group}-${run.start}`}
                  className={classes.groupCell}
                  colSpan={run.count}
                  scope="colgroup"
                  aria-colindex={firstColumn + run.start + 2}
                >
                  <span className={classes.groupLabel}>{run.group}</span>
                </th>
              ))}
              {spacerAfter && <td className={classes.groupCell} aria-hidden="true" />}
            </tr>
          )}
          <tr aria-rowindex={headRows} className={classes.headRow}>
            {!grouped && (
              <th className={`${classes.corner} ${classes.headCell}`} scope="col" aria-colindex={1}>
                {rowHeader}
              </th>
            )}
            {spacerBefore && (
              <td
                className={classes.headCell}
                style={{ top: grouped ? GROUP_HEIGHT : 0 }}
                aria-hidden="true"
              />
            )}
            {shown.map((column, index) => (
              <th
                key={`${column.group ?? ''}:${column.id}`}
                className={classes.headCell}
                style={grouped ? { top: GROUP_HEIGHT } : undefined}
                scope="col"
                aria-colindex={firstColumn + index + 2}
                title={column.label}
              >
                {column.href ? (
                  <Link to={column.href} className={classes.headLink}>
                    {column.label}
                  </Link>
                ) : (
                  <span className={classes.headLink}>{column.label}</span>
                )}
              </th>
            ))}
            {spacerAfter && (
              <td
                className={classes.headCell}
                style={{ top: grouped ? GROUP_HEIGHT : 0 }}
                aria-hidden="true"
              />
            )}
          </tr>
        </thead>
        <tbody>
          {firstLine > 0 && (
            <tr>
              <td
                aria-hidden="true"
                colSpan={span}
                className={classes.spacer}
                style={{ height: firstLine * ROW_HEIGHT }}
              />
            </tr>
          )}
          {lines.slice(firstLine, lastLine).map((line, offset) => {
            const rowIndex = firstLine + offset + headRows + 1;
            if (line.kind === 'section') {
              return (
                <tr
                  key={`section-${line.section.id}`}
                  aria-rowindex={rowIndex}
                  className={classes.sectionRow}
                >
                  <th scope="rowgroup" className={classes.sectionCell} aria-colindex={1}>
                    {line.section.title} ({line.section.rows.length})
                  </th>
                  <td colSpan={span - 1} className={classes.sectionFill} />
                </tr>
              );
            }
            const { row } = line;
            return (
              <tr key={`${line.sectionId}:${row.id}`} aria-rowindex={rowIndex} className={classes.row}>
                <th scope="row" className={classes.rowHeader} aria-colindex={1} title={row.label}>
                  {row.href ? (
                    <Link to={row.href} className={classes.rowLink}>
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </th>
                {spacerBefore}
                {shown.map((column, index) => (
                  <td
                    key={`${column.group ?? ''}:${column.id}`}
                    className={classes.cell}
                    aria-colindex={firstColumn + index + 2}
                    data-row={row.id}
                    data-column={column.id}
                  >
                    <AvailabilityMark relationType={relationOf(row.id, column.id)} short={short} />
                  </td>
                ))}
                {spacerAfter}
              </tr>
            );
          })}
          {lastLine < lines.length && (
            <tr>
              <td
                aria-hidden="true"
                colSpan={span}
                className={classes.spacer}
                style={{ height: (lines.length - lastLine) * ROW_HEIGHT }}
              />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Consecutive columns of one group, for the group header cells. */
function groupRuns(columns: readonly MatrixColumn[]): { group: string; start: number; count: number }[] {
  const runs: { group: string; start: number; count: number }[] = [];
  columns.forEach((column, index) => {
    const group = column.group ?? '';
    const last = runs.at(-1);
    if (last && last.group === group) last.count += 1;
    else runs.push({ group, start: index, count: 1 });
  });
  return runs;
}
