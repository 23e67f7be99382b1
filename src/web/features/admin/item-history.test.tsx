// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import type { HistoryEntry } from '../../../server/api/types.ts';
import { json, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { ItemHistory, ItemTabs } from './item-history.tsx';
import { renderAdmin } from './testing/admin-testing.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUMPS = resourceOf('pumps') as ResourceDeclaration;
const ID = '3f1c7a52-0000-4000-8000-000000000012';
const PATH = `/api/admin/pumps/${ID}`;

function entry(n: number, changes: HistoryEntry['changes']): HistoryEntry {
  return {
    id: n,
    at: `2026-11-2${n}T10:0${n}:00.000Z`,
    actor: { id: null, label: 'Alex Admin <admin@meterline.example>' },
    action: 'update',
    summary: `Changed pump "AXP 12" (${n})`,
    changes,
  };
}

describe('ItemHistory', () => {
  it('shows who changed which field, before and after, as the form writes values', async () => {
    stubFetch(
      serverRoutes(sessionFor('admin'), {
        [`GET ${PATH}/history`]: () =>
          json({
            data: {
              items: [
                entry(2, [
                  { field: 'maxPressureBar', label: 'Maximum pressure', before: 250, after: 1200 },
                  {
                    field: 'pumpTypeId',
                    label: 'Pump type',
                    before: 'a0000000-0000-4000-8000-000000000001',
                    after: 'a0000000-0000-4000-8000-000000000002',
                    beforeLabel: 'Axial piston pump',
                    afterLabel: null,
                  },
                  { field: 'pressureClass', label: 'Pressure class', before: 'low', after: 'high' },
                ]),
              ],
              total: 1,
              page: 1,
              pageSize: 20,
            },
          }),
      }),
    );
    renderAdmin(<ItemHistory entity="pumps" itemPath={PATH} id={ID} declaration={PUMPS} />);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getByText('Changed pump "AXP 12" (2)')).toBeTruthy();
    expect(within(list).getByText('Alex Admin')).toBeTruthy();
    expect(within(list).getByText(/admin@meterline\.example/)).toBeTruthy();
    const row = (name: string) => within(list).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(
      within(row('Maximum pressure'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250 bar', '1.200 bar']);
    expect(
      within(row('Pump type'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Axial piston pump', 'a0000000… (deleted)']);
    expect(
      within(row('Pressure class'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Low pressure', 'High pressure']);
  });

  it('pages through older changes', async () => {
    const { calls } = stubFetch(
      serverRoutes(sessionFor('admin'), {
        [`GET ${PATH}/history`]: ({ url }) => {
          const page = Number(url.searchParams.get('page') ?? 1);
          return json({ data: { items: [entry(page, [])], total: 45, page, pageSize: 20 } });
        },
      }),
    );
    renderAdmin(<ItemHistory entity="pumps" itemPath={PATH} id={ID} declaration={PUMPS} />);
    expect(await screen.findByText('Changes 1–1 of 45, newest first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older changes' }));
    expect(await screen.findByText('Changed pump "AXP 12" (2)')).toBeTruthy();
    expect(calls.map((call) => call.url).filter((url) => url.includes('/history'))).toEqual([
      `${PATH}/history?pageSize=20`,
      `${PATH}/history?page=2&pageSize=20`,
    ]);
  });

  it('says when nothing was recorded, and asks only once its tab is open', async () => {
    const { calls } = stubFetch(
      serverRoutes(sessionFor('admin'), {
        [`GET ${PATH}/history`]: () => json({ data: { items: [], total: 0, page: 1, pageSize: 20 } }),
      }),
    );
    renderAdmin(
      <ItemTabs
        details={<p>The form</p>}
        history={(active) => (
          <ItemHistory entity="pumps" itemPath={PATH} id={ID} declaration={PUMPS} active={active} />
        )}
      />,
    );
    expect(screen.getByText('The form')).toBeTruthy();
    // The hidden tab's history is mounted: a query allowed to run would have called fetch as it
    // mounted, before the render returned.
    expect(calls.some((call) => call.url.includes('/history'))).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/history'))).toHaveLength(1));
  });
});
