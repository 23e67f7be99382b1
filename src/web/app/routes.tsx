import { type ComponentType, type ReactElement, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader.tsx';
import { lazyPage } from '../kernel/lazy-page.tsx';
import { PageViews } from '../lib/analytics/page-views.tsx';
import {
  PUBLIC_PAGE_PATHS,
  PUBLIC_ROUTES,
  type PublicPage,
  pageNamespaces,
  ROUTE_CODE,
} from './route-code.ts';
import { RouteErrorBoundary } from './route-error-page.tsx';

// Declarative routes with React.lazy (docs/decisions/005-declarative-routes-with-lazy-pages.md): a chunk per
// area and per public page, so the first load carries only the shell and the page asked for
// (docs/decisions/008-boot-entry-for-the-first-load.md).

/** The internal area's chunk, with the chunk of the page asked for when it is an admin page. */
async function loadInternal(pathname = window.location.pathname) {
  const module = await ROUTE_CODE.internal();
  await module.preloadInternal(pathname).catch(() => undefined);
  return module;
}

const LoginPage = lazyPage('login', ROUTE_CODE.login, (m) => m.LoginPage);
const InternalArea = lazyPage('internal', loadInternal, (m) => m.InternalArea);
const PublicLayout = lazyPage('public-layout', ROUTE_CODE.publicLayout, (m) => m.PublicLayout);
const PublicNotFound = lazyPage('public-not-found', ROUTE_CODE.publicNotFound, (m) => m.PublicNotFoundPage);

/**
 * The public header's sales login/logout toggle (features/configurator; docs/product.md#sales-mode). The
 * header renders it only for users who may use sales mode, so only they load its code.
 */
const SalesModeControl = lazyPage(
  'sales-mode-control',
  () => import('../features/configurator/sales/sales-mode-control.tsx'),
  (m) => m.SalesModeControl,
);

/** The public pages (route-code.ts `PUBLIC_ROUTES`), each a lazy page of its module's component. */
const PUBLIC_PAGES = Object.fromEntries(
  (Object.keys(PUBLIC_ROUTES) as PublicPage[]).map((page) => {
    const { code, component } = PUBLIC_ROUTES[page];
    const load = code as () => Promise<Record<string, ComponentType>>;
    return [page, lazyPage(page, load, (m) => m[component] as ComponentType)];
  }),
) as unknown as Record<PublicPage, ComponentType>;

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
  const publicSite: RouteObject[] = Object.entries(PUBLIC_PAGE_PATHS).map(([path, page]) => {
    const Page = PUBLIC_PAGES[page];
    return { path, element: <Page /> };
  });
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

/**
 * What the first render of `pathname` needs besides code, so start.tsx can ask for it with the code rather
 * than after it (docs/decisions/008-boot-entry-for-the-first-load.md): on a machine page, the machine's model
 * and the configurator's texts. Without this, the texts were asked for when the page first rendered, and the
 * model only once they were in.
 */
export function routeNeeds(
  pathname: string,
  routes = ROUTES,
): { machineSlug?: string; namespaces: string[] } {
  const leaf = (matchRoutes(routes, pathname) ?? []).at(-1);
  const type = (leaf?.route.element as ReactElement | undefined)?.type;
  const page = (Object.keys(PUBLIC_PAGES) as PublicPage[]).find((key) => PUBLIC_PAGES[key] === type);
  if (!page) return { namespaces: [] };
  return {
    machineSlug: page === 'machine' ? leaf?.params.slug : undefined,
    namespaces: pageNamespaces(page),
  };
}

/** The app's routes, for a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). */
export function AppRoutes({ routes = ROUTES }: { routes?: RouteObject[] }) {
  return (
    <>
      {useRoutes(routes)}
      <PageViews />
    </>
  );
}
