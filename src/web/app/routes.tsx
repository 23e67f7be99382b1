import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';

// Declarative routes with React.lazy (docs/decisions/004): a chunk per area and per public page, so the
// first load carries only the shell and the page asked for (STACK: split per area; issue 10).

/** The internal area's chunk, with the chunk of the page asked for when it is an admin page. */
async function loadInternal(pathname = window.location.pathname) {
  const module = await import('./areas/internal-shell.tsx');
  await module.preloadInternal(pathname).catch(() => undefined);
  return module;
}

const LoginPage = lazyPage(
  'login',
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const InternalArea = lazyPage('internal', loadInternal, (m) => m.InternalArea);
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
 * The public header's sales login/logout toggle (features/configurator, issue 12). The header renders it
 * only for users who may use sales mode, so only they load its code.
 */
const SalesModeControl = lazy(() => import('../features/configurator/sales-mode-control.tsx'));

/** The machine page: the one configurator component (features/configurator), in the public layout. */
const MachinePage = lazyPage(
  'machine',
  // The page's own module, not the feature's index: that would bring the internal page (and the
  // internal area's navigation table) into the public chunk.
  () => import('../features/configurator/configurator-page.tsx'),
  (m) => m.ConfiguratorPage,
);

/** The public configurator's pages (SPEC §2 "Public configurator"), one chunk each; paths as in the table. */
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

/**
 * The top of the route tree: sign-in, the public site (its pages one chunk each) and, for every other
 * path, the internal area, whose routes come with its chunk (areas/internal-shell.tsx).
 */
export function buildRoutes(): RouteObject[] {
  const publicSite: RouteObject[] = Object.entries(PUBLIC_PAGES).map(([path, Page]) => ({
    path,
    element: <Page />,
  }));
  return [
    {
      id: 'root',
      element: <Root />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          id: 'public-site',
          element: <PublicLayout salesControl={SalesModeControl} />,
          children: [...publicSite, { path: '/configurator/*', element: <PublicNotFound /> }],
        },
        { id: 'internal', path: '*', element: <InternalArea /> },
      ],
    },
  ];
}

export const ROUTES = buildRoutes();

/** The app's routes, for a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). */
export function AppRoutes({ routes = ROUTES }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
