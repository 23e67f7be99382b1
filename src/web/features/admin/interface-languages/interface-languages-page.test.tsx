// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes.tsx';
import {
  type Answer,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../../testing/render.tsx';
import { AdminFrame } from '../admin-frame.tsx';
import { renderAdmin, stubDocumentFonts } from '../testing/admin-testing.tsx';
import { InterfaceLanguagesPage } from './interface-languages-page.tsx';

beforeAll(async () => {
  stubDocumentFonts();
  await Promise.all([import('../../../app/areas/internal.tsx'), import('../../../app/areas/admin.tsx')]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/admin/public-configurator/interface-languages';
const API = '/api/admin/interface-languages';
const SLOW = { timeout: 10_000 };

const language = (code: string, name: string, englishName: string, sortOrder: number) => ({
  id: code,
  code,
  name,
  englishName,
  enabled: true,
  sortOrder,
  version: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});
const ENGLISH = language('en', 'English', 'English', 10);
const GERMAN = language('de', 'Deutsch', 'German', 20);
const LIST = () => json({ data: { items: [ENGLISH, GERMAN], total: 2 } });

function server(role: 'development' | 'admin', extra: Record<string, Answer> = {}) {
  return stubFetch(serverRoutes(sessionFor(role), { [API]: LIST, ...extra }));
}

/** The page in the admin frame (the unsaved-changes guard), at `path`. */
function openPage(path = PATH) {
  return renderAdmin(
    <AdminFrame>
      <InterfaceLanguagesPage path={PATH} />
    </AdminFrame>,
    path,
  );
}

describe('interface languages page', () => {
  it('lists the languages with their switch; no New button, since the nine are fixed; an export', async () => {
    server('development');
    openPage();
    expect(await screen.findByRole('heading', { name: 'Interface languages', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Interface languages' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Language.*Enabled.*Own name.*Code/),
      'EnglishYesEnglishen',
      'GermanYesDeutschde',
    ]);
    expect(screen.queryByRole('button', { name: /New interface language/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it("locks English's switch and says why; saves German switched off with the version it was read at", async () => {
    const { calls } = server('development', {
      [`${API}/en`]: () => json({ data: ENGLISH }),
      [`${API}/de`]: () => json({ data: GERMAN }),
      [`PATCH ${API}/de`]: () => json({ data: { ...GERMAN, enabled: false, version: 2 } }),
    });
    const { router } = openPage(`${PATH}?item=en`);
    const english = await screen.findByRole('form', { name: 'Edit English' }, SLOW);
    const locked = within(english).getByRole('switch', { name: /^Enabled/ }) as HTMLInputElement;
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
    expect(
      within(english).getByText(/^English cannot be switched off: it is the language every text/),
    ).toBeTruthy();

    router.navigate(`${PATH}?item=de`);
    const german = await screen.findByRole('form', { name: 'Edit German' }, SLOW);
    const toggle = within(german).getByRole('switch', { name: /^Enabled/ }) as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(within(german).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`${API}/de`);
    expect(JSON.parse(patch?.body ?? '')).toEqual({ expectedVersion: 1, values: { enabled: false } });
    expect(await screen.findByText('Saved interface language "German".')).toBeTruthy();
  });

  it('shows a refusal of the server on the switch it names', async () => {
    const message = 'German cannot be switched off right now.';
    server('development', {
      [`${API}/de`]: () => json({ data: GERMAN }),
      [`PATCH ${API}/de`]: () =>
        json({ error: { code: 'UNPROCESSABLE_CONTENT', message, fields: { enabled: message } } }, 422),
    });
    openPage(`${PATH}?item=de`);
    const german = await screen.findByRole('form', { name: 'Edit German' }, SLOW);
    fireEvent.click(within(german).getByRole('switch', { name: /^Enabled/ }));
    fireEvent.click(within(german).getByRole('button', { name: /^Save/ }));
    expect(await within(german).findAllByText(message)).not.toHaveLength(0);
  });

  it('is for development only: an admin reaching it by URL is told so, and the server is not asked', async () => {
    const { calls } = server('admin');
    renderRoutes(buildRoutes(), PATH);
    expect(await screen.findByRole('heading', { name: 'No access' }, SLOW)).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/admin/'))).toBe(false);
  });

  it('development reaches it through the app: the generic list, not the planned empty state', async () => {
    server('development');
    renderRoutes(buildRoutes(), PATH);
    expect(await screen.findByRole('table', { name: 'Interface languages' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(/will be switched on and off here/)).toBeNull();
  });
});
