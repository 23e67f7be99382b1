import type { RouteObject } from 'react-router';
import { flattenRoutes, NAVIGATION, type RouteEntry } from '../../domain/navigation/table.ts';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** Lazy chunks per area, so the first load carries only the shell (STACK: split per area). */
const loadInternal = () => import('./areas/internal.tsx');
const loadAdmin = () => import('./areas/admin.tsx');
const loadLogin = () => import('../features/auth/login-page.tsx');
const loadConfigurator = () => import('../features/configurator/configurator-area.tsx');

export type RouteHandle = { entry: RouteEntry };

function isAdmin(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

function isConfigurator(path: string): boolean {
  return path === '/configurator' || path.startsWith('/configurator/');
}

/** The whole route tree, built from the one navigation table. */
export function buildRoutes(table: readonly RouteEntry[] = NAVIGATION): RouteObject[] {
  const all = flattenRoutes(table);
  const internal: RouteObject[] = all
    .filter((entry) => !entry.public)
    .map((entry) => ({
      path: entry.path,
      handle: { entry } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await (isAdmin(entry.path) ? loadAdmin() : loadInternal())).pageFor(entry.path),
      }),
    }));
  const configurator: RouteObject[] = all
    .filter((entry) => isConfigurator(entry.path))
    .map((entry) => ({
      path: entry.path,
      handle: { entry } satisfies RouteHandle,
      lazy: async () => ({
        Component:
          entry.path === '/configurator/:slug'
            ? (await import('../features/configurator/index.ts')).ConfiguratorPage
            : (await loadConfigurator()).configuratorPageFor(entry.path),
      }),
    }));

  return [
    {
      id: 'root',
      HydrateFallback: FullScreenLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: '/login',
          lazy: async () => ({ Component: (await loadLogin()).LoginPage }),
        },
        {
          id: 'configurator',
          lazy: async () => ({ Component: (await loadConfigurator()).ConfiguratorLayout }),
          children: [
            ...configurator,
            {
              path: '/configurator/*',
              lazy: async () => ({ Component: (await loadConfigurator()).ConfiguratorNotFound }),
            },
          ],
        },
        {
          id: 'internal',
          lazy: async () => ({ Component: (await loadInternal()).InternalArea }),
          children: [
            ...internal,
            { path: '*', lazy: async () => ({ Component: (await loadInternal()).NotFoundPage }) },
          ],
        },
      ],
    },
  ];
}
