// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { type FetchCall, json, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { ResourceTable } from './resource-table.tsx';
import { renderAdmin } from './testing/admin-testing.tsx';

const PUMPS = resourceOf('pumps') as ResourceDeclaration;

/** 10,000 generated pumps, served a page at a time like the server does. */
const ALL = Array.from({ length: 10_000 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  version: 1,
  name: `AXP ${index + 1}`,
  description: null,
  availableTo: null,
  useInConfigurator: true,
  pumpTypeId: '11111111-0000-4000-8000-000000000001',
  pressureClass: index % 2 ? 'low' : 'high',
  displacementCm3PerRev: 12.5,
  minRpm: 300,
  maxRpm: 1500,
  maxPressureBar: 250,
  labels: { pumpTypeId: 'Axial piston pump' },
}));

function listServer() {
  return stubFetch(
    serverRoutes(sessionFor('admin'), {
      '/api/admin/pumps': () => {
        const call = calls.at(-1) as FetchCall;
        const params = new URL(call.url, 'http://localhost').searchParams;
        const page = Number(params.get('page') ?? 1);
        const size = Number(params.get('pageSize') ?? 25);
        return json({ data: { items: ALL.slice((page - 1) * size, page * size), total: ALL.length } });
      },
      '/api/admin/pump-types': () =>
        json({
          data: {
            items: [{ id: '11111111-0000-4000-8000-000000000001', version: 1, name: 'Axial piston pump' }],
            total: 1,
          },
        }),
    }),
  );
}

let calls: FetchCall[] = [];
const listCalls = () =>
  calls.filter((call) => call.url.startsWith('/api/admin/pumps')).map((call) => decodeURIComponent(call.url));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openTable(onOpen = vi.fn()) {
  calls = listServer().calls;
  renderAdmin(<ResourceTable declaration={PUMPS} onOpen={onOpen} />);
  await screen.findByRole('button', { name: 'AXP 1' });
  return onOpen;
}

describe('ResourceTable (GET /api/admin/<entity>?page&pageSize&sort&filter&search)', () => {
  it('shows the declared columns with German numbers and reference names, one server page of 10.000', async () => {
    await openTable();
    expect(listCalls()).toEqual(['/api/admin/pumps']);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toContain('Displacement (cm³/rev)');
    expect(headers).not.toContain('Description');
    const table = screen.getByRole('table', { name: 'Pumps' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByText('12,5')).toHaveLength(25);
    expect(within(table).getAllByText('Axial piston pump')).toHaveLength(25);
    expect(screen.getByText('1–25 of 10.000 pumps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 400' }));
    await screen.findByRole('button', { name: 'AXP 10000' });
    expect(listCalls().at(-1)).toBe('/api/admin/pumps?page=400');
    expect(screen.getByText('9.976–10.000 of 10.000 pumps')).toBeTruthy();
  });

  it('sorts on the server and goes back to page 1', async () => {
    await openTable();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'AXP 26' });
    fireEvent.click(screen.getByRole('button', { name: /^Maximum speed at 50 Hz \(rpm\): sort/ }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/pumps?sort=maxRpm'));
    fireEvent.click(screen.getByRole('button', { name: /^Maximum speed at 50 Hz \(rpm\): sort/ }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/pumps?sort=-maxRpm'));
  });

  it('searches once the typing pauses (debounced), not per key', async () => {
    await openTable();
    const search = screen.getByRole('textbox', { name: 'Search pumps' });
    for (const text of ['a', 'ax', 'axp', 'axp 1']) fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/pumps?search=axp+1'));
    expect(listCalls().filter((url) => url.includes('search='))).toEqual(['/api/admin/pumps?search=axp+1']);
  });

  it('filters by the declared filter fields', async () => {
    await openTable();
    // Wide screens (happy-dom's 1024 px) show the filters; the button hides and shows them.
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Pressure class' })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Pressure class' }));
    fireEvent.click(await screen.findByRole('option', { name: 'High pressure' }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/pumps?filter={"pressureClass":"high"}'));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('opens a row from its name', async () => {
    const onOpen = await openTable();
    fireEvent.click(screen.getByRole('button', { name: 'AXP 3' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'AXP 3' }));
  });
});
