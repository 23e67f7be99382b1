// Test helpers for components: the app's providers around a memory router, and a fetch double that
// answers like the server (Auth.js endpoints and the data store's GETs).
import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { InterfaceLocale } from '../../domain/format.ts';
import type { Role } from '../../domain/roles.ts';
import { AppRoutes } from '../app/routes.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { preloadRoute } from '../kernel/lazy-page.tsx';
import { LocaleProvider } from '../kernel/locale.tsx';
import { refetchFailedWhenBack } from '../kernel/query-client.ts';
import type { Session } from '../kernel/session/auth-client.ts';
import { SessionProvider } from '../kernel/session/session.tsx';
import { theme } from '../kernel/theme.ts';
import { UnitsProvider } from '../kernel/units.tsx';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

export function sessionFor(role: Role, name = `${role[0]?.toUpperCase()}${role.slice(1)} User`): Session {
  return {
    user: { id: `id-${role}`, name, email: `${role}@meterline.example`, role, tradeFairModeEnabled: false },
    expires: '2099-01-01T00:00:00.000Z',
  };
}

export type FetchCall = { url: string; method: string; body: string; headers: Headers };
export type Answer =
  | Response
  | ((request: { url: URL; method: string; body: string }) => Response | Promise<Response>);

/** A route key ending in `*` answers every path that starts with what comes before it. */
function prefixAnswer(routes: Record<string, Answer>, method: string, pathname: string): Answer | undefined {
  for (const [key, answer] of Object.entries(routes)) {
    if (!key.endsWith('*')) continue;
    const [keyMethod, keyPath] = key.includes(' ') ? key.split(' ') : ['GET', key];
    if (keyMethod === method && pathname.startsWith((keyPath as string).slice(0, -1))) return answer;
  }
  return undefined;
}

/**
 * Replaces global fetch. `routes` maps "METHOD path" (or just the path, for GET; `path*` for a prefix) to
 * an answer; anything else is a 404 like the server's. Every call is recorded with its body.
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
      routes[`${method} ${url.pathname}`] ??
      (method === 'GET' ? routes[url.pathname] : undefined) ??
      prefixAnswer(routes, method, url.pathname);
    if (answer === undefined) return json({ error: { code: 'NOT_FOUND', message: 'not stubbed' } }, 404);
    return typeof answer === 'function' ? answer({ url, method, body }) : answer.clone();
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

export type RenderOptions = {
  onSignedOut?: (url: string) => void;
  /** the interface locale the page starts in (default English) */
  locale?: InterfaceLocale;
};

export function Providers({ children, onSignedOut, locale = 'en' }: RenderOptions & { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [trpcClient] = useState(createApiClient);
  const [i18n] = useState(() => createI18n(locale));
  // As the app's providers do (app/providers.tsx).
  useEffect(() => refetchFailedWhenBack(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MantineProvider theme={theme}>
          <LocaleProvider i18n={i18n}>
            <SessionProvider onSignedOut={onSignedOut ?? (() => undefined)}>
              <UnitsProvider>
                <Suspense fallback={null}>{children}</Suspense>
              </UnitsProvider>
            </SessionProvider>
          </LocaleProvider>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** What tests read of the router: its current location, and a way to navigate like a link would. */
type TestRouter = { state: { location: Location }; navigate: NavigateFunction };

function RouterSpy({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/** Renders routes in a memory router at `path` (declarative, as the app does), inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  const spy: { location?: Location; navigate?: NavigateFunction } = {};
  // Toasts live in a module-wide store: one test's toast must not show in the next.
  cleanNotifications();
  // As main.tsx does: the route's code starts loading before the first render.
  void preloadRoute(routes, path).catch(() => undefined);
  const result = render(
    <Providers {...options}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <RouterSpy router={spy} />
      </MemoryRouter>
    </Providers>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!spy.location) throw new Error('the router has not rendered yet');
        return spy.location;
      },
    },
    navigate: ((...args: Parameters<NavigateFunction>) =>
      (spy.navigate as NavigateFunction)(...args)) as NavigateFunction,
  };
  return { ...result, router };
}

/** Renders one element at `path` (for components that read the location). */
export function renderAt(element: ReactNode, path = '/', options: RenderOptions = {}) {
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
