// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { type SessionContextValue, SessionProvider, useSession } from './session.tsx';

let current: SessionContextValue | undefined;

function Probe() {
  current = useSession();
  return (
    <output data-testid="status">
      {current.status}
      {current.data ? `:${current.data.user.email}` : ''}
    </output>
  );
}

function renderSession(onSignedOut = vi.fn()) {
  render(
    <SessionProvider onSignedOut={onSignedOut}>
      <Probe />
    </SessionProvider>,
  );
  return { onSignedOut };
}

const status = () => screen.getByTestId('status').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  current = undefined;
});

describe('useSession', () => {
  it('is loading first, then authenticated with the server session', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      ...serverRoutes(null),
      '/api/auth/session': async () => {
        await gate;
        return json(sessionFor('admin', 'Ada Admin'));
      },
    });
    renderSession();
    expect(status()).toBe('loading');
    release?.();
    await waitFor(() => expect(status()).toBe('authenticated:admin@meterline.example'));
    expect(current?.data?.user).toEqual({
      id: 'id-admin',
      name: 'Ada Admin',
      email: 'admin@meterline.example',
      role: 'admin',
      tradeFairModeEnabled: false,
    });
  });

  it("starts with a server-rendered page's session, keeps it when the read confirms it, and follows a change", async () => {
    const known = sessionFor('sales', 'Sam Sales');
    let renders = 0;
    function Counting() {
      renders += 1;
      return <Probe />;
    }
    let answer: (session: unknown) => void = () => undefined;
    const initial = new Promise<never>((resolve) => {
      answer = resolve as (session: unknown) => void;
    });
    stubFetch(serverRoutes(known));
    render(
      <SessionProvider initial={initial} known={known}>
        <Counting />
      </SessionProvider>,
    );
    // The first render is signed in, as the server's HTML was: hydration finds the same tree.
    expect(status()).toBe('authenticated:sales@meterline.example');
    const before = renders;
    const state = current;
    await act(async () => answer(sessionFor('sales', 'Sam Sales')));
    expect(renders).toBe(before);
    expect(current).toBe(state);
    // Signed out meanwhile: the next read says so.
    stubFetch(serverRoutes(null));
    await act(async () => {
      await current?.update();
    });
    expect(status()).toBe('unauthenticated');
  });

  it.each([null, {}])('is unauthenticated when the server answers %j', async (body) => {
    stubFetch({ ...serverRoutes(null), '/api/auth/session': () => json(body) });
    renderSession();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    expect(current?.error).toBeNull();
  });

  it('logs CLIENT_FETCH_ERROR when the session cannot be fetched', async () => {
    const { calls } = stubFetch({
      ...serverRoutes(null),
      '/api/auth/session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSession();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/_log')).toBe(true));
    const log = JSON.parse(calls.find((call) => call.url === '/api/auth/_log')?.body ?? '{}');
    expect(log).toMatchObject({ level: 'error', code: 'CLIENT_FETCH_ERROR' });
    expect(log.message).toContain('Failed to fetch');
    expect(current?.error).toMatch(/could not be asked/);
  });

  it.each([
    ['an HTTP error', () => json({ message: 'boom' }, 500)],
    [
      'a user without a known role',
      () => json({ user: { id: 'u1', email: 'x@y.z', role: 'root' }, expires: 'x' }),
    ],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('logs CLIENT_SESSION_ERROR for %s', async (_name, answer) => {
    const { calls } = stubFetch({ ...serverRoutes(null), '/api/auth/session': answer });
    renderSession();
    await waitFor(() => expect(status()).toBe('unauthenticated'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/_log')).toBe(true));
    const log = JSON.parse(calls.find((call) => call.url === '/api/auth/_log')?.body ?? '{}');
    expect(log).toMatchObject({ level: 'error', code: 'CLIENT_SESSION_ERROR' });
  });

  it('update(data) posts the CSRF token and data, then holds the refreshed session', async () => {
    const renamed = sessionFor('sales', 'Sam Renamed');
    const { calls } = stubFetch({
      ...serverRoutes(sessionFor('sales', 'Sam Sales')),
      'POST /api/auth/session': () => json(renamed),
    });
    renderSession();
    await waitFor(() => expect(status()).toBe('authenticated:sales@meterline.example'));
    let result: unknown;
    await act(async () => {
      result = await current?.update({ name: 'Sam Renamed' });
    });
    expect(result).toEqual(renamed);
    expect(current?.data?.user.name).toBe('Sam Renamed');
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/auth/session');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      csrfToken: 'csrf-token-1',
      data: { name: 'Sam Renamed' },
    });
    expect(post?.headers.get('content-type')).toBe('application/json');
  });

  it('update() without data reads the session again and notices a sign-out elsewhere', async () => {
    let session: ReturnType<typeof sessionFor> | null = sessionFor('sales');
    stubFetch({ ...serverRoutes(null), '/api/auth/session': () => json(session) });
    renderSession();
    await waitFor(() => expect(status()).toBe('authenticated:sales@meterline.example'));
    session = null;
    await act(async () => {
      await current?.update();
    });
    expect(status()).toBe('unauthenticated');
  });

  it('signOut posts the form with the CSRF token and json=true, then goes to /login', async () => {
    const { calls } = stubFetch({
      ...serverRoutes(sessionFor('sales')),
      'POST /api/auth/signout': () => json({ url: 'http://localhost:3000/login' }),
    });
    const { onSignedOut } = renderSession();
    await waitFor(() => expect(status()).toBe('authenticated:sales@meterline.example'));
    await act(async () => {
      await current?.signOut();
    });
    const post = calls.find((call) => call.url === '/api/auth/signout');
    const form = new URLSearchParams(post?.body);
    expect(form.get('csrfToken')).toBe('csrf-token-1');
    expect(form.get('json')).toBe('true');
    expect(form.get('callbackUrl')).toMatch(/\/login$/);
    expect(post?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(onSignedOut).toHaveBeenCalledWith('/login');
    expect(status()).toBe('unauthenticated');
    expect(current?.signedOut).toBe(true);
  });

  it('signOut rejects and keeps the session when the server cannot be reached', async () => {
    stubFetch({
      ...serverRoutes(sessionFor('sales')),
      'POST /api/auth/signout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { onSignedOut } = renderSession();
    await waitFor(() => expect(status()).toBe('authenticated:sales@meterline.example'));
    await act(async () => {
      await expect(current?.signOut()).rejects.toThrow(/Signing out failed/);
    });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(status()).toBe('authenticated:sales@meterline.example');
  });
});
