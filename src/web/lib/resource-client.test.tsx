// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/render.tsx';
import {
  ApiRequestError,
  hasOnlyEmptyValues,
  queryString,
  resourceClient,
  useResourceList,
  useResourceMutations,
} from './resource-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUMP = { id: 'p1', version: 3, name: 'AXP 12' };

function wrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('resource client', () => {
  it('lists with a query and reads the data field', async () => {
    const { calls } = stubFetch({ '/api/admin/pumps': () => json({ data: { items: [PUMP], total: 1 } }) });
    const list = await resourceClient('/api/admin/pumps').list({
      query: {
        page: 2,
        sort: [{ field: 'name', direction: 'desc' }],
        filter: { pressureClass: 'high' },
        search: ' ax ',
      },
    });
    expect(list).toEqual({ items: [PUMP], total: 1 });
    const url = new URL(calls[0]?.url as string, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      sort: '-name',
      filter: '{"pressureClass":"high"}',
      search: 'ax',
    });
  });

  it('gets, posts, patches and deletes with their bodies and queries', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/pumps/p1': () => json({ data: PUMP }),
      'POST /api/admin/pumps': () => json({ data: { ...PUMP, version: 1 } }, 201),
      'PATCH /api/admin/pumps/p1': () => json({ data: { ...PUMP, version: 4 } }),
      'DELETE /api/admin/pumps/p1': () => new Response(null, { status: 204 }),
    });
    const pumps = resourceClient('/api/admin/pumps');
    expect(await pumps.get('p1')).toEqual(PUMP);
    expect(await pumps.post({ body: { values: { name: 'AXP 12' } } })).toMatchObject({ version: 1 });
    expect(await pumps.patch('p1', { body: { expectedVersion: 3, values: { name: 'B' } } })).toMatchObject({
      version: 4,
    });
    expect(await pumps.delete('p1', { query: { expectedVersion: 4 } })).toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/pumps/p1',
      'POST /api/admin/pumps',
      'PATCH /api/admin/pumps/p1',
      'DELETE /api/admin/pumps/p1?expectedVersion=4',
    ]);
    expect(JSON.parse(calls[2]?.body as string)).toEqual({ expectedVersion: 3, values: { name: 'B' } });
    expect(calls[1]?.headers.get('content-type')).toBe('application/json');
  });

  it('turns a refusal into an error with its code and details (409 carries the current item)', async () => {
    stubFetch({
      'PATCH /api/admin/pumps/p1': () =>
        json(
          {
            error: { code: 'CONFLICT', message: 'Pump "AXP 12" was changed by someone else.', current: PUMP },
          },
          409,
        ),
    });
    const error = await resourceClient('/api/admin/pumps')
      .patch('p1', { body: { expectedVersion: 2, values: {} } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Pump "AXP 12" was changed by someone else.',
      details: { current: PUMP },
    });
  });

  it('refuses answers whose shape the UI cannot rely on', async () => {
    stubFetch({ '/api/admin/pumps': () => json({ data: { items: [{ name: 'no id' }], total: 1 } }) });
    await expect(resourceClient('/api/admin/pumps').list()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    stubFetch({ '/api/admin/pumps': () => new Response('<html>proxy error</html>', { status: 502 }) });
    await expect(resourceClient('/api/admin/pumps').list()).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it('knows a query of only empty values', () => {
    expect(hasOnlyEmptyValues(undefined)).toBe(false);
    expect(hasOnlyEmptyValues({ search: '  ', filter: {}, sort: [] })).toBe(true);
    expect(hasOnlyEmptyValues({ search: '', page: 1 })).toBe(false);
    expect(queryString({ machineId: 'm1', empty: '' })).toBe('?machineId=m1');
  });

  it('does not fetch a list whose query has only empty values, and fetches it once it has one', async () => {
    const { calls } = stubFetch({ '/api/admin/pumps': () => json({ data: { items: [PUMP], total: 1 } }) });
    const { result, rerender } = renderHook(({ search }) => useResourceList('pumps', { search }), {
      wrapper: wrapper(),
      initialProps: { search: '' },
    });
    // A query that may run starts as it mounts: its first result already says 'fetching', and the
    // fetch has been called by the time renderHook returns. Idle and uncalled is the outcome itself.
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    rerender({ search: 'axp' });
    await waitFor(() => expect(result.current.data).toEqual({ items: [PUMP], total: 1 }));
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/pumps?search=axp']);
  });

  it('refreshes the lists of an entity after a write', async () => {
    let version = 1;
    const { calls } = stubFetch({
      '/api/admin/pumps': () => json({ data: { items: [{ ...PUMP, version }], total: 1 } }),
      'PATCH /api/admin/pumps/p1': () => {
        version = 2;
        return json({ data: { ...PUMP, version } });
      },
    });
    const Wrapper = wrapper();
    const { result } = renderHook(
      () => ({ list: useResourceList('pumps', { page: 1 }), mutations: useResourceMutations('pumps') }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.items[0]?.version).toBe(1));
    await act(() =>
      result.current.mutations.update.mutateAsync({ id: 'p1', expectedVersion: 1, values: { name: 'B' } }),
    );
    await waitFor(() => expect(result.current.list.data?.items[0]?.version).toBe(2));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});
