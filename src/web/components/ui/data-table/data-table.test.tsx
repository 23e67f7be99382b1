// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../kernel/theme.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table.tsx';

type Row = { id: string; name: string; rpm: number; kind: string };

const ALL: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `Pump ${String(index + 1).padStart(5, '0')}`,
  rpm: 1000 + index,
  kind: index % 2 ? 'gear' : 'piston',
}));

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'rpm', header: 'Speed', sortable: true, numeric: true, cell: (row) => String(row.rpm) },
  { id: 'kind', header: 'Kind', cell: (row) => row.kind },
];

/** A parent that owns the state as a page does, "fetching" one page of 10,000 rows at a time. */
function Harness(props: {
  onSort?: (sort: DataTableSort) => void;
  onOpen?: (row: Row) => void;
  rows?: 'loading' | 'empty';
  error?: () => void;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState<DataTableSort>(null);
  const rows =
    props.rows === 'loading'
      ? undefined
      : props.rows === 'empty'
        ? []
        : ALL.slice((page - 1) * pageSize, page * pageSize);
  return (
    <MantineProvider theme={theme}>
      <DataTable
        caption="Pumps"
        columns={COLUMNS}
        rows={rows}
        total={props.rows ? 0 : ALL.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          props.onSort?.(next);
        }}
        onOpenRow={props.onOpen}
        visibilityKey="test-pumps"
        countLabel={(n) => (n === 1 ? 'pump' : 'pumps')}
        empty={<span>No pumps yet.</span>}
        error={props.error ? { message: 'The server is not reachable.', onRetry: props.error } : null}
      />
    </MantineProvider>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  it('renders only the page it is given, even of 10.000 rows, and says where it is', () => {
    render(<Harness />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 10.000 pumps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 400' }));
    expect(screen.getByText('9.976–10.000 of 10.000 pumps')).toBeTruthy();
    expect(screen.getByText('Pump 10000')).toBeTruthy();
    expect(screen.queryByText('Pump 00001')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('9.951–9.975 of 10.000 pumps')).toBeTruthy();
  });

  it('asks for another page size and starts again on page 1', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('1–100 of 10.000 pumps')).toBeTruthy();
  });

  it('reports sorting to the server side: ascending, descending, then the default order', () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const speed = () => screen.getByRole('button', { name: /^Speed: sort/ });
    fireEvent.click(speed());
    expect(onSort).toHaveBeenLastCalledWith({ id: 'rpm', desc: false });
    expect(screen.getByRole('columnheader', { name: /Speed/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(speed());
    expect(onSort).toHaveBeenLastCalledWith({ id: 'rpm', desc: true });
    expect(screen.getByRole('columnheader', { name: /Speed/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(speed());
    expect(onSort).toHaveBeenLastCalledWith(null);
    // A column not declared sortable has no sort button.
    expect(screen.queryByRole('button', { name: /^Kind: sort/ })).toBeNull();
  });

  it('hides columns from the Columns menu and remembers the choice per table', async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // The naming column cannot be hidden.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Speed' }));
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Speed/ })).toBeNull();
    expect(bodyRows()[0]?.querySelectorAll('td')).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem('meterline.columns.test-pumps') ?? '{}')).toEqual({
      rpm: false,
    });
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: /Speed/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeTruthy();
  });

  it('opens a row by click, and by keyboard from its name, with the arrows moving between rows', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    const first = screen.getByRole('button', { name: 'Pump 00001' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pump 00002' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
    fireEvent.click(first);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ id: 'r1' });
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByText('piston'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'r3' }));
  });

  it('shows skeleton rows while loading, the empty state, and an error with a retry', () => {
    const { unmount } = render(<Harness rows="loading" />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    unmount();
    const second = render(<Harness rows="empty" />);
    expect(screen.getByText('No pumps yet.')).toBeTruthy();
    second.unmount();
    const retry = vi.fn();
    render(<Harness error={retry} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByText('The server is not reachable.')).toBeTruthy();
  });
});
