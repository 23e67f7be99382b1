// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../kernel/theme.ts';
import type { DataTableSort } from './data-table.tsx';
import { type VirtualColumn, VirtualDataTable } from './virtual-data-table.tsx';

type Row = { id: string; name: string };

const ALL: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `Text ${i}` }));
const COLUMNS: VirtualColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  {
    id: 'edit',
    header: 'Edit',
    cell: (row) => <button type="button" data-row-handle="edit">{`Edit ${row.name}`}</button>,
  },
];

afterEach(cleanup);

function Harness(props: {
  total: number | undefined;
  loaded?: (index: number) => boolean;
  keepIndex?: number;
  onRange?: (first: number, last: number) => void;
  onSort?: (sort: DataTableSort) => void;
}) {
  const [sort, setSort] = useState<DataTableSort>(null);
  return (
    <MantineProvider theme={theme}>
      <VirtualDataTable
        caption="Texts"
        columns={COLUMNS}
        total={props.total}
        rowAt={(index) => ((props.loaded?.(index) ?? true) ? ALL[index] : undefined)}
        onRangeChange={props.onRange ?? (() => undefined)}
        resetKey="list"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          props.onSort?.(next);
        }}
        empty={<p>Nothing here.</p>}
        countLabel={(n) => (n === 1 ? 'text' : 'texts')}
        keepIndex={props.keepIndex}
      />
    </MantineProvider>
  );
}

describe('the virtualised data table', () => {
  it('renders the rows near the view of 10,000, says where they stand and reports the range to load', () => {
    const onRange = vi.fn();
    render(<Harness total={10_000} onRange={onRange} />);
    const table = screen.getByRole('table', { name: 'Texts' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-index'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(onRange).toHaveBeenCalledWith(0, expect.any(Number));
    expect(screen.getByText('10.000 texts')).toBeTruthy();
  });

  it('keeps a row out of view rendered (an edit in progress), and shows placeholders for rows not loaded', () => {
    render(<Harness total={10_000} keepIndex={9_000} loaded={(index) => index !== 1} />);
    expect(screen.getByRole('button', { name: 'Edit Text 9000' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(1);
  });

  it('sorts by a sortable header: ascending, descending, then the default order', () => {
    const onSort = vi.fn();
    render(<Harness total={3} onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: 'Name: sort ascending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name: sort descending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name: sort by default' }));
    expect(onSort.mock.calls.map(([sort]) => sort)).toEqual([
      { id: 'name', desc: false },
      { id: 'name', desc: true },
      null,
    ]);
    expect(screen.queryByRole('button', { name: /^Edit: sort/ })).toBeNull();
  });

  it('moves a focused row handle up and down with the arrow keys', () => {
    render(<Harness total={3} />);
    const first = screen.getByRole('button', { name: 'Edit Text 0' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Text 1' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
  });

  it('shows placeholder rows until the first answer, then the empty state', () => {
    const { rerender } = render(<Harness total={undefined} />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(<Harness total={0} />);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.getByText('0 texts')).toBeTruthy();
  });
});
