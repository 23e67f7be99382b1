// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, stubTrpc, trpcError } from '../testing/example-machine.tsx';
import { DEVICE_LIST_KEY } from './device-list.ts';
import { MyConfigurationsPage } from './my-configurations-page.tsx';

// docs/product.md#saved-configurations: the list page's states: what a device keeps (whatever is stored),
// and a sales user's list from the server (loading, error with a way to try again, entries).

const SALES = {
  user: {
    id: 'u1',
    name: 'Sam Sales',
    email: 'sam@example.com',
    role: 'sales' as const,
    tradeFairModeEnabled: false,
  },
  expires: '2099-01-01T00:00:00.000Z',
};

function renderList() {
  const router = createMemoryRouter(
    [{ path: '/configurator/my-configurations', element: <MyConfigurationsPage /> }],
    {
      initialEntries: ['/configurator/my-configurations'],
    },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My configurations', () => {
  it("lists what the device keeps and leaves out what it cannot read; a visitor's page asks the server nothing", async () => {
    window.localStorage.setItem(
      DEVICE_LIST_KEY,
      JSON.stringify([
        {
          code: 'AAAA1111',
          slug: 'ml',
          machine: 'ML Series',
          name: 'Line 2',
          total: { cents: 4_850_000, from: true },
          savedAt: '2026-03-01T10:00:00Z',
        },
        { code: 'ABC', slug: 'ml', savedAt: '2026-03-02T10:00:00Z' },
        'rubbish',
      ]),
    );
    const { calls } = stubTrpc({});
    renderList();
    const entry = await screen.findByTestId('my-entry');
    expect(within(entry).getByRole('heading', { level: 3 }).textContent).toBe('Line 2');
    expect(entry.textContent).toContain('AAAA-1111');
    expect(within(entry).getByTestId('my-entry-total').textContent).toBe('from €48,500.00');
    expect(screen.getAllByTestId('my-entry')).toHaveLength(1);
    // One entry: nothing to compare yet.
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('savedConfigurations'))).toEqual([]);
  });

  it("a sales user's list: an error says so and tries again; then the entries, with the customer", async () => {
    let fail = true;
    stubTrpc(
      {
        'savedConfigurations.list': () =>
          fail
            ? trpcError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong on the server.')
            : [
                {
                  code: 'BBBB2222',
                  name: null,
                  customer: 'Foamworks GmbH',
                  machine: { slug: 'ml', name: 'ML Series' },
                  total: null,
                  savedAt: '2026-03-01T10:00:00.000Z',
                  version: 1,
                },
              ],
      },
      { session: SALES },
    );
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'In your account' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your saved configurations could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const entry = await screen.findByTestId('my-entry');
    expect(within(entry).getByRole('heading', { level: 3 }).textContent).toBe('ML Series (no name)');
    expect(entry.textContent).toContain('Foamworks GmbH');
    expect(within(entry).getByTestId('my-entry-total').textContent).toBe('no price shown');
    // Nothing kept on the device: its section is left out for a user with a list in the account.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'On this device' })).toBeNull(),
    );
  });
});
