// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { json, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { renderAdmin } from './testing/admin-testing.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUMPS = resourceOf('pumps') as ResourceDeclaration;
const PUMP = { id: '3f1c7a52-0000-4000-8000-000000000012', version: 5, name: 'AXP 12' };
const DELETE = `DELETE /api/admin/pumps/${PUMP.id}`;

describe('DeleteDialog', () => {
  it('asks first, then deletes the version it saw', async () => {
    const { calls } = stubFetch(
      serverRoutes(sessionFor('admin'), { [DELETE]: () => new Response(null, { status: 204 }) }),
    );
    const onDeleted = vi.fn();
    renderAdmin(
      <DeleteDialog declaration={PUMPS} item={PUMP} opened onClose={vi.fn()} onDeleted={onDeleted} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete pump "AXP 12"?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/admin/pumps/${PUMP.id}?expectedVersion=5`,
    );
  });

  it('names what still uses the row when the server refuses (412 dependants)', async () => {
    stubFetch(
      serverRoutes(sessionFor('admin'), {
        [DELETE]: () =>
          json(
            {
              error: {
                code: 'PRECONDITION_FAILED',
                message:
                  'Cannot delete pump "AXP 12": it is still used by 3 machine versions, 1 machine version pump. Remove it there first.',
                dependants: [
                  { table: 'machine_versions', label: 'machine versions', count: 3 },
                  { table: 'machine_version_pumps', label: 'machine version pumps', count: 1 },
                ],
              },
            },
            412,
          ),
      }),
    );
    const onDeleted = vi.fn();
    renderAdmin(
      <DeleteDialog declaration={PUMPS} item={PUMP} opened onClose={vi.fn()} onDeleted={onDeleted} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const list = await screen.findByTestId('dependants');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '3 machine versions',
      '1 machine version pumps',
    ]);
    expect(screen.getByText('AXP 12 is still in use')).toBeTruthy();
    // Nothing to confirm any more: only Close.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows any other refusal in words', async () => {
    stubFetch(
      serverRoutes(sessionFor('admin'), {
        [DELETE]: () =>
          json({ error: { code: 'CONFLICT', message: 'Pump "AXP 12" was changed by someone else.' } }, 409),
      }),
    );
    renderAdmin(
      <DeleteDialog declaration={PUMPS} item={PUMP} opened onClose={vi.fn()} onDeleted={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Pump "AXP 12" was changed by someone else.')).toBeTruthy();
  });
});
