// The code of every top-level route, as the import() that loads it. routes.tsx makes its lazy pages from
// these; main.tsx starts the ones of the address before the framework chunk has even arrived, so a
// page's code downloads beside React instead of after it has run (Lighthouse counted every
// route chunk after the framework's evaluation; docs/decisions/008-boot-entry-for-the-first-load.md). This
// module must import nothing that needs React, or main.tsx would wait for the framework again.
import type { LegalSlug, PageReads } from '../kernel/page-reads.ts';

/** What the boot, the router, the server's render, the build and the size budgets know of a public page. */
type PublicRoute = {
  /**
   * the page's address; the public pages are here only, not in the navigation table (which holds the
   * signed-in area: docs/decisions/013-one-entry-per-public-page.md)
   */
  path: string;
  /** the page's module, loaded as the route's code */
  code: () => Promise<unknown>;
  /** that module as the build's manifest names it (relative to src/web; route-code.test.ts checks) */
  source: string;
  /** the page component the module exports */
  component: string;
  /** text namespaces its first render reads besides the default one */
  namespaces?: readonly string[];
  /** the legal page's text its first render reads */
  legalSlug?: LegalSlug;
  /**
   * modules its first render imports lazily (as the manifest names them): part of its first load, which
   * the size budget counts (scripts/first-load.ts) and bench:size checks against what Chromium fetched
   */
  loadsLater?: readonly string[];
};

/**
 * The public pages, one entry each: the route code map, the manifest's module names, the router's lazy
 * pages (routes.tsx), the boot's early reads, the pages the server renders (server-render.tsx
 * `planPublicPage`) and the first-load budgets (scripts/first-load.ts) all come from here.
 */
export const PUBLIC_ROUTES = {
  home: {
    path: '/configurator',
    code: () => import('../features/public-site/home-page.tsx'),
    source: 'features/public-site/home-page.tsx',
    component: 'HomePage',
  },
  machineFinder: {
    path: '/configurator/machine-finder',
    code: () => import('../features/public-site/machine-finder-page.tsx'),
    source: 'features/public-site/machine-finder-page.tsx',
    component: 'MachineFinderPage',
  },
  legalNotice: {
    path: '/configurator/legal-notice',
    code: () => import('../features/public-site/legal-page.tsx'),
    source: 'features/public-site/legal-page.tsx',
    component: 'LegalNoticePage',
    legalSlug: 'legal-notice',
  },
  dataProtection: {
    path: '/configurator/data-protection',
    code: () => import('../features/public-site/legal-page.tsx'),
    source: 'features/public-site/legal-page.tsx',
    component: 'DataProtectionPage',
    legalSlug: 'data-protection',
  },
  /**
   * "My configurations" (docs/product.md#saved-configurations): the configurator's saved configurations, on
   * this device or in a sales user's account; its texts are the configurator's.
   */
  myConfigurations: {
    path: '/configurator/my-configurations',
    code: () => import('../features/configurator/saved/my-configurations-page.tsx'),
    source: 'features/configurator/saved/my-configurations-page.tsx',
    component: 'MyConfigurationsPage',
    namespaces: ['configurator'],
  },
  /** the machine page: the one configurator component (features/configurator) */
  // The page's own module, not the feature's index: that would bring the internal page (and the
  // internal area's navigation table) into the public chunk.
  machine: {
    path: '/configurator/:slug',
    code: () => import('../features/configurator/configurator-page.tsx'),
    source: 'features/configurator/configurator-page.tsx',
    component: 'ConfiguratorPage',
    namespaces: ['configurator'],
    // The summary column (the price once the kept configuration is applied) and the quote's place below it.
    loadsLater: [
      'features/configurator/summary/summary-column.tsx',
      'features/configurator/sales/quote-slot.tsx',
    ],
  },
} satisfies Record<string, PublicRoute>;

export type PublicPage = keyof typeof PUBLIC_ROUTES;

const PUBLIC_ENTRIES = Object.entries(PUBLIC_ROUTES) as [PublicPage, PublicRoute][];

/** The code and module of the routes that are not a public page. */
const OTHER_ROUTES = {
  // One step further (signed-in-route-code.ts), so that the public pages' first load does not carry
  // the lists of what these load.
  login: {
    code: () => import('./signed-in-route-code.ts').then((code) => code.loginPage()),
    source: 'features/auth/login-page.tsx',
  },
  internal: {
    code: () => import('./signed-in-route-code.ts').then((code) => code.internalShell()),
    source: 'app/areas/internal-shell.tsx',
  },
  publicLayout: {
    code: () => import('../features/public-site/public-layout.tsx'),
    source: 'features/public-site/public-layout.tsx',
  },
  publicNotFound: {
    code: () => import('../features/public-site/public-not-found-page.tsx'),
    source: 'features/public-site/public-not-found-page.tsx',
  },
};

const ALL_ROUTES = { ...OTHER_ROUTES, ...PUBLIC_ROUTES };
type RouteCodeKey = keyof typeof ALL_ROUTES;

function mapRoutes<F extends 'code' | 'source'>(
  field: F,
): { [K in RouteCodeKey]: (typeof ALL_ROUTES)[K][F] } {
  return Object.fromEntries(Object.entries(ALL_ROUTES).map(([key, route]) => [key, route[field]])) as {
    [K in RouteCodeKey]: (typeof ALL_ROUTES)[K][F];
  };
}

/** The code of every top-level route, as the import() that loads it. */
export const ROUTE_CODE = mapRoutes('code');

/**
 * The source module behind each of ROUTE_CODE's imports, as the build manifest names it (relative to
 * src/web): the server links a public page's stylesheets from it (app/server-render.tsx), so that its
 * HTML is styled before the page's code arrives.
 */
export const ROUTE_SOURCES: Record<RouteCodeKey, string> = mapRoutes('source');

/** The public pages by path. */
export const PUBLIC_PAGE_PATHS: Record<string, PublicPage> = Object.fromEntries(
  PUBLIC_ENTRIES.map(([page, route]) => [route.path, page]),
);

/** text namespaces a page reads on its first render besides the default one */
export function pageNamespaces(page: PublicPage): string[] {
  return [...((PUBLIC_ROUTES[page] as PublicRoute).namespaces ?? [])];
}

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/**
 * The public page at `pathname`, matched as react-router matches these paths (case-insensitive, trailing
 * slash ignored, a fixed segment before a `:parameter`), or undefined when none is.
 */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const wanted = segments(pathname);
  const fits = (path: string, fixedOnly: boolean) => {
    const parts = segments(path);
    return (
      parts.length === wanted.length &&
      parts.every((part, i) => (part.startsWith(':') ? !fixedOnly : part === wanted[i]))
    );
  };
  const paths = Object.keys(PUBLIC_PAGE_PATHS);
  const path = paths.find((p) => fits(p, true)) ?? paths.find((p) => fits(p, false));
  return path === undefined ? undefined : PUBLIC_PAGE_PATHS[path];
}

/**
 * The machine's slug when `pathname` is a machine page (`/configurator/{slug}`), decoded as react-router
 * decodes its parameters; otherwise undefined.
 */
export function machineSlugAt(pathname: string): string | undefined {
  if (publicPageAt(pathname) !== 'machine') return undefined;
  const slug = pathname.split('/').filter(Boolean)[1] as string;
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/** The reads of `pathname`'s first render besides the common ones (lib/early-reads.ts `publicSiteReads`). */
export function pageReadsAt(pathname: string): PageReads {
  const page = publicPageAt(pathname);
  const machineSlug = page === 'machine' ? machineSlugAt(pathname) : undefined;
  const legalSlug = page && (PUBLIC_ROUTES[page] as PublicRoute).legalSlug;
  return { ...(machineSlug !== undefined && { machineSlug }), ...(legalSlug && { legalSlug }) };
}

/** Whether `pathname` is on the public site: `/configurator` and the pages under it. */
export function isPublicSitePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/configurator' || path.startsWith('/configurator/');
}

/** The route code `pathname` renders with, and the namespaces its first render reads. */
export function routeCodeAt(pathname: string): {
  code: RouteCodeKey[];
  namespaces: string[];
  publicSite: boolean;
} {
  if (pathname.toLowerCase().replace(/\/+$/, '') === '/login') {
    return { code: ['login'], namespaces: [], publicSite: false };
  }
  if (isPublicSitePath(pathname)) {
    const page = publicPageAt(pathname);
    return {
      code: ['publicLayout', page ?? 'publicNotFound'],
      namespaces: page ? pageNamespaces(page) : [],
      publicSite: true,
    };
  }
  return { code: ['internal'], namespaces: [], publicSite: false };
}

/**
 * Starts loading the code of the route at `pathname` (the browser keeps each module once, so the lazy
 * pages' own import() later finds it on its way) and says which namespaces its first render reads. Only a
 * head start: routes.tsx, with react-router, decides what renders.
 */
export function startRouteCode(pathname: string): { namespaces: string[]; publicSite: boolean } {
  const { code, namespaces, publicSite } = routeCodeAt(pathname);
  for (const key of code) void ROUTE_CODE[key]().catch(() => undefined);
  return { namespaces, publicSite };
}
