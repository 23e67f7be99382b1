// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, Providers, serverRoutes, sessionFor, stubFetch } from '../testing/render.tsx';
import { DATA_SOURCES, type DataStore, useDataStore, useDataStoreEffects } from './data-store.tsx';
import { useSession } from './session/session.tsx';

let store: DataStore | undefined;

function Probe() {
  const session = useSession();
  store = useDataStore();
  return (
    <output data-testid="probe">
      {session.status} {store.state} {store.generalInformation.length} {store.news.length}
    </output>
  );
}

function EffectsProbe() {
  const session = useSession();
  useDataStoreEffects(useDataStore());
  return <output data-testid="probe">{session.status}</output>;
}

const probe = () => screen.getByTestId('probe').textContent;
const dataCalls = (calls: { url: string }[]) =>
  calls.filter((call) => DATA_SOURCES.some((source) => source.url === call.url)).map((call) => call.url);

function renderStore() {
  render(
    <Providers>
      <Probe />
    </Providers>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store = undefined;
});

describe('data store', () => {
  it('loads nothing without a session', async () => {
    const { calls } = stubFetch(serverRoutes(null));
    renderStore();
    await waitFor(() => expect(probe()).toBe('unauthenticated loading 0 0'));
    expect(dataCalls(calls)).toEqual([]);
  });

  it('issues the four GETs together once authenticated, then is initialized', async () => {
    const { calls } = stubFetch(
      serverRoutes(sessionFor('sales'), {
        '/api/general-information': () => json([{ id: 1, title: 'Warranty', text: 'Two years.' }]),
        '/api/news': () =>
          json([
            { id: 'a', title: 'Fair', text: 'Booth 4', publishedAt: '2026-05-01' },
            { id: 'b', title: 'Pumps', text: 'New', publishedAt: '2026-06-01' },
          ]),
      }),
    );
    renderStore();
    await waitFor(() => expect(probe()).toBe('authenticated initialized 1 2'));
    expect(dataCalls(calls).sort()).toEqual(DATA_SOURCES.map((source) => source.url).sort());
    expect(store?.productPortfolio).toEqual({ machines: [] });
    expect(store?.configuratorData).toEqual({ steps: [] });
  });

  it('is in error when any source fails, and a refetch loads all four again', async () => {
    let newsFails = true;
    const { calls } = stubFetch(
      serverRoutes(sessionFor('sales'), {
        '/api/news': () =>
          newsFails
            ? json({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } }, 403)
            : json([]),
      }),
    );
    renderStore();
    await waitFor(() => expect(probe()).toBe('authenticated error 0 0'));
    expect(store?.error).toBe('The news could not be loaded (HTTP 403). Your role does not allow this.');
    // A 4xx is an answer, not an outage: asked once.
    expect(dataCalls(calls).filter((url) => url === '/api/news')).toHaveLength(1);
    newsFails = false;
    const before = dataCalls(calls).length;
    await act(async () => {
      await store?.refetch();
    });
    await waitFor(() => expect(probe()).toBe('authenticated initialized 0 0'));
    expect(dataCalls(calls).length - before).toBe(4);
  });

  it('retries a server outage and stays syncing meanwhile', async () => {
    let newsCalls = 0;
    stubFetch(
      serverRoutes(sessionFor('sales'), {
        '/api/news': () => {
          newsCalls += 1;
          return newsCalls === 1 ? json({ error: { message: 'Database down.' } }, 503) : json([]);
        },
      }),
    );
    renderStore();
    await waitFor(() => expect(newsCalls).toBe(1));
    expect(probe()).toBe('authenticated loading 0 0');
    await waitFor(() => expect(probe()).toBe('authenticated initialized 0 0'), { timeout: 3000 });
    expect(newsCalls).toBe(2);
  });

  it('reads the session again when a source answers 401 (the session ended on the server)', async () => {
    let session: ReturnType<typeof sessionFor> | null = sessionFor('sales');
    const { calls } = stubFetch(
      serverRoutes(null, {
        '/api/auth/session': () => json(session),
        '/api/news': () => {
          session = null;
          return json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, 401);
        },
      }),
    );
    render(
      <Providers>
        <EffectsProbe />
      </Providers>,
    );
    await waitFor(() => expect(probe()).toBe('unauthenticated'));
    expect(calls.filter((call) => call.url === '/api/auth/session')).toHaveLength(2);
  });
});
