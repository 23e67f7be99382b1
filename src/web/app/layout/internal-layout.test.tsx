// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { buildRoutes } from '../routes.tsx';

beforeAll(async () => {
  await Promise.all([import('../areas/internal.tsx'), import('../areas/admin.tsx')]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

const INFO = [
  { id: 1, title: 'Warranty terms', text: 'Two years on every metering machine.' },
  { id: 2, title: 'Shipping', text: 'Machines leave the works on pallets.' },
];
const NEWS = [
  {
    id: 'n1',
    title: 'New high-pressure pump',
    text: 'Axial piston pump for 250 bar.',
    publishedAt: '2026-03-01',
  },
];

function server(role: Parameters<typeof sessionFor>[0] = 'development', extra = {}) {
  return stubFetch(
    serverRoutes(sessionFor(role, 'Dana Developer'), {
      '/api/general-information': () => json(INFO),
      '/api/news': () => json(NEWS),
      ...extra,
    }),
  );
}

describe('internal layout', () => {
  it('shows the page title in the page and in document.title, with breadcrumbs', async () => {
    server();
    renderRoutes(buildRoutes(), '/admin/product-portfolio/pumps');
    await screen.findByRole('heading', { name: 'Pumps', level: 1 });
    await waitFor(() => expect(document.title).toBe('Pumps'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(crumbs).getByText('Pumps').getAttribute('aria-current')).toBe('page');
  });

  it('titles an unknown page with the product name and shows the not-found page', async () => {
    server();
    renderRoutes(buildRoutes(), '/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Meterline'));
  });

  it('shows the DEVELOPMENT ribbon unless APP_ENV is production', async () => {
    server();
    renderRoutes(buildRoutes(), '/');
    expect((await screen.findByTestId('dev-ribbon')).textContent).toBe('DEVELOPMENT');
    cleanup();
    server('development', {
      '/api/app-info': () => json({ productName: 'Meterline', appEnv: 'production' }),
    });
    renderRoutes(buildRoutes(), '/');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Synchronized'));
    expect(screen.queryByTestId('dev-ribbon')).toBeNull();
  });

  it('says Syncing while the data loads and Synchronized after; a click reloads', async () => {
    let release: (() => void) | undefined;
    let newsCalls = 0;
    server('sales', {
      '/api/news': async () => {
        newsCalls += 1;
        if (newsCalls === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return json(NEWS);
      },
    });
    renderRoutes(buildRoutes(), '/');
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Syncing'));
    release?.();
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Synchronized'));
    fireEvent.click(screen.getByRole('button', { name: 'Synchronized. Refresh' }));
    await waitFor(() => expect(newsCalls).toBe(2));
  });

  it('while the server is unavailable the sync indicator and a banner say so, in the user’s language, without the error toast; back, the data loads again', async () => {
    let up = false;
    const whenUp = (body: unknown) => () =>
      up ? json(body) : json({ error: { message: 'The database cannot be reached.' } }, 503);
    const { calls } = server('sales', {
      '/api/news': whenUp(NEWS),
      '/api/health': whenUp({ status: 'ok' }),
    });
    // Fake timers that also follow the clock (waitFor needs it): the probes' delays are the test's to skip.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderRoutes(buildRoutes(), '/', { locale: 'de' });
    const banner = await screen.findByTestId('server-unavailable');
    expect(banner.textContent).toBe(
      'Der Server ist gerade nicht erreichbar. Wir versuchen es weiter; Ihre Eingaben bleiben erhalten.',
    );
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Server nicht erreichbar'));
    // The store's retries (1, 2 and 4 s) run out while the database is still away: the store is in error,
    // and the banner, not the error toast, says so.
    await act(() => vi.advanceTimersByTimeAsync(8000));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/news')).toHaveLength(4));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Data could not be loaded')).toBeNull();
    expect(screen.getByTestId('sync-label').textContent).toBe('Server nicht erreichbar');

    up = true;
    // Whichever probe is next, it comes within 10 s (docs/product.md#server-unavailable).
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.some((call) => call.url === '/api/health')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('server-unavailable')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Synchronized'));
    expect(await screen.findByRole('link', { name: 'New high-pressure pump' })).toBeTruthy();
  });

  it('lists the news and information pages of the data store on the dashboard', async () => {
    server('sales');
    renderRoutes(buildRoutes(), '/');
    expect((await screen.findByRole('link', { name: 'New high-pressure pump' })).getAttribute('href')).toBe(
      '/news/n1',
    );
    expect(screen.getByRole('link', { name: 'Warranty terms' }).getAttribute('href')).toBe(
      '/general-information/1',
    );
    expect(screen.getByText('Welcome, Dana Developer.')).toBeTruthy();
  });

  it('shows "No access" for a page of another role typed into the address bar', async () => {
    server('sales');
    renderRoutes(buildRoutes(), '/admin/user');
    await screen.findByRole('heading', { name: 'No access' });
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
  });

  it('opens the search with Ctrl+K; a result opens its page', async () => {
    server('sales');
    const { router } = renderRoutes(buildRoutes(), '/');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await waitFor(() => expect(screen.getByTestId('sync-label').textContent).toBe('Synchronized'));
    act(() => {
      fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('textbox', { name: 'Search text' });
    expect(within(dialog).queryByRole('list', { name: 'Search results' })).toBeNull();

    fireEvent.change(input, { target: { value: '  PALLETS ' } });
    const results = within(dialog).getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/general-information/2']);

    fireEvent.change(input, { target: { value: 'pump' } });
    expect(
      within(within(dialog).getByRole('list', { name: 'Search results' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/news/n1']);

    fireEvent.change(input, { target: { value: 'zeppelin' } });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Nothing in the portfolio, the information pages or the news matches “zeppelin”.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: 'warranty' } });
    fireEvent.click(within(dialog).getByRole('link', { name: /Warranty terms/ }));
    await screen.findByRole('heading', { name: 'Warranty terms', level: 1 });
    expect(router.state.location.pathname).toBe('/general-information/1');
    expect(screen.getByText('Two years on every metering machine.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Warranty terms · General information · Meterline'));
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
        .getByText('Warranty terms')
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('the header search button shows the Ctrl + K hint', async () => {
    server('sales');
    renderRoutes(buildRoutes(), '/');
    expect((await screen.findByTestId('search-hint')).textContent).toBe('Ctrl + K');
  });

  it('signs out from the user menu', async () => {
    const { calls } = server('sales', {
      'POST /api/auth/signout': () => json({ url: 'http://localhost:3000/login' }),
    });
    const onSignedOut = vi.fn();
    const { router } = renderRoutes(buildRoutes(), '/account', { onSignedOut });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('/login'));
    expect(calls.some((call) => call.url === '/api/auth/signout')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});
