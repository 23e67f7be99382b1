// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { buildRoutes } from '../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { renderAdmin, stubDocumentFonts } from './testing/admin-testing.tsx';
import { UsersPage } from './users/users-page.tsx';

beforeAll(async () => {
  stubDocumentFonts();
  await Promise.all([import('../../app/areas/internal.tsx'), import('../../app/areas/admin.tsx')]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The whole internal layout renders around these pages: give it time on a busy machine. */
const SLOW = { timeout: 10_000 };

const list = (items: unknown[]) => () => json({ data: { items, total: items.length } });
const SALES_USER = {
  id: '9e2b0000-0000-4000-8000-000000000001',
  version: 2,
  name: 'Sam Sales',
  email: 'sam@meterline.example',
  role: 'sales',
  disabled: false,
  tradeFairModeEnabled: false,
  hasTradeFairPin: false,
};
const ADMIN_USER = {
  ...SALES_USER,
  id: '9e2b0000-0000-4000-8000-000000000002',
  name: 'Ada Admin',
  role: 'admin',
};

function server(role: Role, extra = {}) {
  return stubFetch(
    serverRoutes(sessionFor(role), {
      '/api/admin/users': list([SALES_USER, ADMIN_USER]),
      '/api/admin/pumps': list([]),
      ...extra,
    }),
  );
}

describe('admin pages and their role brackets', () => {
  const CARDS: [Role, string[]][] = [
    ['backoffice', ['Users']],
    // Everything but the development-only configurator.
    [
      'admin',
      ['Users', 'Product portfolio', 'Public configurator', 'General information', 'News', 'Quote requests'],
    ],
  ];
  for (const [role, expected] of CARDS) {
    it(`/admin shows ${role} the cards of the groups it may open`, async () => {
      server(role);
      renderRoutes(buildRoutes(), '/admin');
      const cards = await screen.findByLabelText('Admin sections', {}, SLOW);
      expect(
        within(cards)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(expected);
    });
  }

  it('a development-only page reached by URL says it is not allowed, and asks the server nothing', async () => {
    const { calls } = server('admin');
    renderRoutes(buildRoutes(), '/admin/product-portfolio/filter');
    expect(await screen.findByRole('heading', { name: 'No access' }, SLOW)).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/admin/'))).toBe(false);
  });

  it('an entity page renders the generic list for its declaration', async () => {
    server('admin');
    renderRoutes(buildRoutes(), '/admin/product-portfolio/pumps/pumps');
    expect(await screen.findByRole('heading', { name: 'Pumps', level: 1 }, SLOW)).toBeTruthy();
    expect(await screen.findByText('No pumps yet.', {}, SLOW)).toBeTruthy();
    // In the header, and in the empty state as its way forward.
    expect(screen.getAllByRole('button', { name: /New pump/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });
});

describe('unsaved changes in an item panel', () => {
  /** The users page in the admin frame (which holds the guard), with a sales user's panel open. */
  const openSalesUserPanel = () => {
    server('admin', { [`/api/admin/users/${SALES_USER.id}`]: () => json({ data: SALES_USER }) });
    return renderAdmin(
      <AdminFrame>
        <UsersPage path="/admin/user" />
      </AdminFrame>,
      `/admin/user?item=${SALES_USER.id}`,
    );
  };

  it('asks before Cancel or Escape throws an edit away; staying keeps it, discarding closes the panel', async () => {
    const { router } = openSalesUserPanel();
    const name = (await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(name, { target: { value: 'Sam Sales-Meyer' } });
    // Reloading or closing the tab asks too.
    await waitFor(() => expect(unload()).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByText('Stay on this page'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.search).toBe(`?item=${SALES_USER.id}`);
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Sam Sales-Meyer',
    );

    fireEvent.keyDown(screen.getByRole('textbox', { name: /^Name/ }), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('closes an unchanged panel at once', async () => {
    const { router } = openSalesUserPanel();
    await screen.findByRole('textbox', { name: /^Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });
});

describe('/admin/user', () => {
  it('lets backoffice pick only the sales role', async () => {
    server('backoffice');
    renderAdmin(<UsersPage path="/admin/user" />, '/admin/user?item=new');
    const role = await screen.findByRole('combobox', { name: /^Role/ });
    expect((role as HTMLInputElement).value).toBe('Sales');
    fireEvent.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sales']);
    expect(screen.getByText('As backoffice you create and edit sales users.')).toBeTruthy();
    // A new user has no PIN to keep.
    expect(screen.getByText('Needed for trade-fair mode; it can also be set later.')).toBeTruthy();
    expect(screen.queryByText(/keep the current PIN/)).toBeNull();
  });

  it('shows backoffice an admin user read only, without actions', async () => {
    server('backoffice', { [`/api/admin/users/${ADMIN_USER.id}`]: () => json({ data: ADMIN_USER }) });
    renderAdmin(<UsersPage path="/admin/user" />, `/admin/user?item=${ADMIN_USER.id}`);
    expect(await screen.findByText(/Your role may not edit admin users/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it("shows the server's refusal to disable the last development user", async () => {
    const developer = { ...SALES_USER, role: 'development', name: 'Dev One' };
    const routes = {
      [`/api/admin/users/${developer.id}`]: () => json({ data: developer }),
      [`PATCH /api/admin/users/${developer.id}`]: () =>
        json(
          {
            error: {
              code: 'PRECONDITION_FAILED',
              message: 'Dev One is the last development user: make another user a developer first.',
            },
          },
          412,
        ),
    };
    server('admin', routes);
    renderAdmin(<UsersPage path="/admin/user" />, `/admin/user?item=${developer.id}`);
    // Admin may not edit development users: read only, no disable button.
    expect(await screen.findByText(/Your role may not edit development users/)).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    server('development', routes);
    renderAdmin(<UsersPage path="/admin/user" />, `/admin/user?item=${developer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable user' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Dev One is the last development user'),
    );
  });

  it('resets a password through its own route with the version read', async () => {
    const { calls } = server('admin', {
      [`/api/admin/users/${SALES_USER.id}`]: () => json({ data: SALES_USER }),
      [`POST /api/admin/users/${SALES_USER.id}/password`]: () =>
        json({ data: { ...SALES_USER, version: 3 } }),
    });
    renderAdmin(<UsersPage path="/admin/user" />, `/admin/user?item=${SALES_USER.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Sam Sales' });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the new password' }));
    expect(await within(dialog).findByText('The password must have at least 10 characters.')).toBeTruthy();
    const field = within(dialog).getByLabelText(/^New password/);
    fireEvent.change(field, { target: { value: 'a-new-password-1' } });
    // Enter sets it, and does not reach the user's edit form behind the dialog.
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reset the password/ })).toBeNull());
    const call = calls.find((entry) => entry.url.endsWith('/password'));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ expectedVersion: 2, password: 'a-new-password-1' });
    expect(calls.filter((entry) => entry.method === 'PATCH')).toEqual([]);
  });
});
