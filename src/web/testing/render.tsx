// Test helpers for components: the app's providers around a memory router, and a fetch double that
// answers like the server (Auth.js endpoints and the data store's GETs).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import type { Session } from '../app/session/auth-client.ts';
import { SessionProvider } from '../app/session/session.tsx';
import { theme } from '../app/theme.ts';
import { UnitsProvider } from '../app/units.tsx';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

export function sessionFor(role: Role, name = `${role[0]?.toUpperCase()}${role.slice(1)} User`): Session {
  return {
    user: { id: `id-${role}`, name, email: `${role}@meterline.example`, role, tradeFairModeEnabled: false },
    expires: '2099-01-01T00:00:00.000Z',
  };
}

export type FetchCall = { url: string; method: string; body: string; headers: Headers };
type Answer = Response | (() => Response | Promise<Response>);

/**
 * Replaces global fetch. `routes` maps "METHOD path" (or just the path, for GET) to an answer; anything
 * else is a 404 like the server's. Every call is recorded with its body.
 */
export function stubFetch(routes: Record<string, Answer>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof URLSearchParams
          ? init.body.toString()
          : '';
    calls.push({ url: `${url.pathname}${url.search}`, method, body, headers: new Headers(init?.headers) });
    const answer =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (answer === undefined) return json({ error: { code: 'NOT_FOUND', message: 'not stubbed' } }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The answers of a server where `session` is signed in (or nobody, with null). */
export function serverRoutes(
  session: Session | null,
  extra: Record<string, Answer> = {},
): Record<string, Answer> {
  return {
    '/api/auth/session': () => json(session),
    '/api/auth/csrf': () => json({ csrfToken: 'csrf-token-1' }),
    '/api/auth/providers': () =>
      json({
        credentials: { id: 'credentials', name: 'Credentials', type: 'credentials' },
        nodemailer: { id: 'nodemailer', name: 'Nodemailer', type: 'email' },
      }),
    'POST /api/auth/_log': () => json({ ok: true }),
    '/api/app-info': () => json({ productName: 'Meterline', appEnv: 'development' }),
    '/api/product-portfolio': () => json({ machines: [] }),
    '/api/configurator-data': () => json({ steps: [] }),
    '/api/general-information': () => json([]),
    '/api/news': () => json([]),
    ...extra,
  };
}

export function Providers({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  onSignedOut?: (url: string) => void;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [trpcClient] = useState(createApiClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MantineProvider theme={theme}>
          <SessionProvider onSignedOut={onSignedOut ?? (() => undefined)}>
            <UnitsProvider>{children}</UnitsProvider>
          </SessionProvider>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** Renders routes in a memory router at `path`, inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  options: { onSignedOut?: (url: string) => void } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers onSignedOut={options.onSignedOut}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** Renders one element at `path` (for components that read the location). */
export function renderAt(
  element: ReactNode,
  path = '/',
  options: { onSignedOut?: (url: string) => void } = {},
) {
  return renderRoutes([{ path: '*', element }], path, options);
}

/**
 * Set-up of a test file for pages of the internal area: its lazy chunk loaded once up front, and a
 * clean DOM, fetch and storage after each test.
 */
export function internalPageTests() {
  beforeAll(async () => {
    await import('../app/areas/internal.tsx');
  }, 30_000);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
