import { Text } from '@mantine/core';
import { type UIEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { availabilityRank, bestRelationType } from '../../../domain/availability.ts';
import { AvailabilityMark } from './availability.tsx';
import classes from './availability-matrix.module.css';

export type MatrixColumn = { id: string; label: string; href?: string; group?: string };
/** A row may stand in several sections (a version of two machines): its id need only be unique in one. */
export type MatrixRow = { id: string; label: string; href?: string };
export type MatrixSection = { id: string; title: string; rows: MatrixRow[] };
export type RelationOf = (rowId: string, columnId: string) => string | undefined;

/**
 * Rows in SPEC §9 order of their best availability across the columns (one column: exactly the
 * availability sort); rows available nowhere come last. Stable: ties keep the catalogue order.
 */
export function sortMatrixRows(
  rows: readonly MatrixRow[],
  columns: readonly MatrixColumn[],
  relationOf: RelationOf,
): MatrixRow[] {
  return rows
    .map((row, index) => ({
      row,
      index,
      rank: availabilityRank(bestRelationType(columns.map((column) => relationOf(row.id, column.id)))),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }) => row);
}

type Line = { kind: 'section'; section: MatrixSection } | { kind: 'row'; row: MatrixRow; sectionId: string };

const ROW_HEIGHT = 40;
const GROUP_HEIGHT = 32;
const HEADER_HEIGHT = 64;
const OVERSCAN_ROWS = 6;
const OVERSCAN_COLUMNS = 2;
/** Before the first measurement (and in tests without layout): a window of a typical screen. */
const FALLBACK_VIEW = { width: 1200, height: 640 };

type View = { top: number; left: number; width: number; height: number };

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
  const [view, setView] = useState<View>({ top: 0, left: 0, ...FALLBACK_VIEW });
  const frame = useRef(0);
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = {
      top: element.scrollTop,
      left: element.scrollLeft,
      width: element.clientWidth || FALLBACK_VIEW.width,
      height: element.clientHeight || FALLBACK_VIEW.height,
    };
    setView((current) =>
      current.top === next.top &&
      current.left === next.left &&
      current.width === next.width &&
      current.height === next.height
        ? current
        : next,
    );
  }, []);
  useLayoutEffect(() => {
    measure();
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
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

  // The first column takes up to 42 % of a narrow screen, so that some cells stay in view; a few
  // columns share the rest of the width, many get a narrow fixed width and scroll.
  const firstWidth = Math.round(Math.min(260, Math.max(132, view.width * 0.42)));
  const share = (view.width - firstWidth - 2) / columns.length;
  const columnWidth = Math.floor(
    short ? Math.min(140, Math.max(76, share)) : Math.min(320, Math.max(160, share)),
  );
  const bodyTop = Math.max(0, view.top - headHeight);
  const firstLine = Math.max(0, Math.floor(bodyTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const lastLine = Math.min(lines.length, Math.ceil((bodyTop + view.height) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const firstColumn = Math.max(0, Math.floor(view.left / columnWidth) - OVERSCAN_COLUMNS);
  const lastColumn = Math.min(
    columns.length,
    Math.ceil((view.left + view.width - firstWidth) / columnWidth) + OVERSCAN_COLUMNS,
  );
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
