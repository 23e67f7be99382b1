import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { flattenRoutes, NAVIGATION, type RouteEntry } from '../../../domain/navigation/table.ts';
import { lazyPage, preloadRoute } from '../../kernel/lazy-page.tsx';
import { useToastsWanted } from '../../lib/toast.ts';
import { InternalArea as InternalLayoutArea, NotFoundPage, pageFor } from './internal.tsx';

// The internal area's routes live in its own chunk, with the navigation table they are built from, so
// a public page loads neither (docs/decisions/008-boot-entry-for-the-first-load.md). Admin pages are a chunk
// of their own.

const loadAdmin = () => import('./admin.tsx');

function isAdmin(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** Every internal page of the one navigation table, inside the internal layout, and its not-found page. */
export function buildInternalRoutes(table: readonly RouteEntry[] = NAVIGATION): RouteObject[] {
  const pages: RouteObject[] = flattenRoutes(table)
    .filter((entry) => !entry.public)
    .map((entry) => {
      const Page = isAdmin(entry.path)
        ? lazyPage(`admin:${entry.path}`, loadAdmin, (m) => m.pageFor(entry.path))
        : pageFor(entry.path);
      return { path: entry.path, element: <Page /> };
    });
  return [
    { element: <InternalLayoutArea />, children: [...pages, { path: '*', element: <NotFoundPage /> }] },
  ];
}

const INTERNAL_ROUTES = buildInternalRoutes();

/** Loads an admin page's chunk before the area first renders, so it does not show a loader first. */
export function preloadInternal(pathname: string): Promise<unknown> {
  return preloadRoute(INTERNAL_ROUTES, pathname);
}

const InternalNotifications = lazyPage(
  'internal-notifications',
  () => import('../internal-notifications.tsx'),
  (m) => m.default,
);

/**
 * The internal area, and its toast container once a toast is asked for (the admin area keeps its own,
 * features/admin/admin-notifications.tsx).
 */
export function InternalArea() {
  const routes = useRoutes(INTERNAL_ROUTES);
  return (
    <>
      {routes}
      {useToastsWanted() && (
        <Suspense fallback={null}>
          <InternalNotifications />
        </Suspense>
      )}
    </>
  );
}
