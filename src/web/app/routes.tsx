import { type ComponentType, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { flattenRoutes, NAVIGATION, type RouteEntry } from '../../domain/navigation/table.ts';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';

// Declarative routes with React.lazy (docs/decisions/004): a chunk per area and per public page, so the
// first load carries only the shell and the page asked for (STACK: split per area; issue 10).

const loadInternal = () => import('./areas/internal.tsx');
const loadAdmin = () => import('./areas/admin.tsx');

const LoginPage = lazyPage(
  'login',
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const InternalArea = lazyPage('internal', loadInternal, (m) => m.InternalArea);
const InternalNotFound = lazyPage('internal-not-found', loadInternal, (m) => m.NotFoundPage);
const PublicLayout = lazyPage(
  'public-layout',
  () => import('../features/public-site/public-layout.tsx'),
  (m) => m.PublicLayout,
);
const PublicNotFound = lazyPage(
  'public-not-found',
  () => import('../features/public-site/public-not-found-page.tsx'),
  (m) => m.PublicNotFoundPage,
);

/**
 * The machine page is the configurator of features/configurator, built in another part of the work. Until
 * its index.ts exists, the public site's stand-in (the empty state, or MachineNotFound) holds the route;
 * the glob finds the file as soon as it is there, so neither part has to wait for the other.
 */
const configuratorFeature = Object.values(
  import.meta.glob<{ ConfiguratorPage: ComponentType }>('../features/configurator/index.ts'),
)[0];
const MachinePage = configuratorFeature
  ? lazyPage('machine', configuratorFeature, (m) => m.ConfiguratorPage)
  : lazyPage(
      'machine',
      () => import('../features/public-site/machine-stand-in-page.tsx'),
      (m) => m.MachineStandInPage,
    );

/** The public configurator's pages, one chunk each (SPEC §2 "Public configurator"). */
const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/configurator': lazyPage(
    'home',
    () => import('../features/public-site/home-page.tsx'),
    (m) => m.HomePage,
  ),
  '/configurator/machine-finder': lazyPage(
    'machine-finder',
    () => import('../features/public-site/machine-finder-page.tsx'),
    (m) => m.MachineFinderPage,
  ),
  '/configurator/legal-notice': lazyPage(
    'legal-notice',
    () => import('../features/public-site/legal-page.tsx'),
    (m) => m.LegalNoticePage,
  ),
  '/configurator/data-protection': lazyPage(
    'data-protection',
    () => import('../features/public-site/legal-page.tsx'),
    (m) => m.DataProtectionPage,
  ),
  '/configurator/:slug': MachinePage,
};

function isAdmin(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

function isPublicSite(path: string): boolean {
  return path === '/configurator' || path.startsWith('/configurator/');
}

function publicPage(entry: RouteEntry): ComponentType {
  const page = PUBLIC_PAGES[entry.path];
  if (!page) throw new Error(`${entry.path} has no public page in routes.tsx`);
  return page;
}

/** Everything under the router: a failed page shows RouteErrorPage; a loading area the loader. */
function Root() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The whole route tree, built from the one navigation table. */
export function buildRoutes(table: readonly RouteEntry[] = NAVIGATION): RouteObject[] {
  const all = flattenRoutes(table);
  const internal: RouteObject[] = all
    .filter((entry) => !entry.public)
    .map((entry) => {
      const Page = lazyPage(`page:${entry.path}`, isAdmin(entry.path) ? loadAdmin : loadInternal, (m) =>
        m.pageFor(entry.path),
      );
      return { path: entry.path, element: <Page /> };
    });
  const publicSite: RouteObject[] = all
    .filter((entry) => isPublicSite(entry.path))
    .map((entry) => {
      const Page = publicPage(entry);
      return { path: entry.path, element: <Page /> };
    });

  return [
    {
      id: 'root',
      element: <Root />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          id: 'public-site',
          element: <PublicLayout />,
          children: [...publicSite, { path: '/configurator/*', element: <PublicNotFound /> }],
        },
        {
          id: 'internal',
          element: <InternalArea />,
          children: [...internal, { path: '*', element: <InternalNotFound /> }],
        },
      ],
    },
  ];
}

export const ROUTES = buildRoutes();

/** The app's routes, for a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). */
export function AppRoutes({ routes = ROUTES }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
