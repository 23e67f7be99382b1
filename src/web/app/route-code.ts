// The code of every top-level route, as the import() that loads it. routes.tsx makes its lazy pages from
// these; main.tsx starts the ones of the address before the framework chunk has even arrived, so a
// page's code downloads beside React instead of after it has run (Lighthouse counted every
// route chunk after the framework's evaluation; docs/decisions/008-boot-entry-for-the-first-load.md). This
// module must import nothing that needs React, or main.tsx would wait for the framework again.

export const ROUTE_CODE = {
  // One step further (signed-in-route-code.ts), so that the public pages' first load does not carry
  // the lists of what these load.
  login: () => import('./signed-in-route-code.ts').then((code) => code.loginPage()),
  internal: () => import('./signed-in-route-code.ts').then((code) => code.internalShell()),
  publicLayout: () => import('../features/public-site/public-layout.tsx'),
  publicNotFound: () => import('../features/public-site/public-not-found-page.tsx'),
  home: () => import('../features/public-site/home-page.tsx'),
  machineFinder: () => import('../features/public-site/machine-finder-page.tsx'),
  legal: () => import('../features/public-site/legal-page.tsx'),
  /** the machine page: the one configurator component (features/configurator) */
  // The page's own module, not the feature's index: that would bring the internal page (and the
  // internal area's navigation table) into the public chunk.
  machine: () => import('../features/configurator/configurator-page.tsx'),
} as const;

export type PublicPage = 'home' | 'machineFinder' | 'legalNotice' | 'dataProtection' | 'machine';

/** The public configurator's pages (docs/product.md#routes), one chunk each, by path. */
export const PUBLIC_PAGE_PATHS: Record<string, PublicPage> = {
  '/configurator': 'home',
  '/configurator/machine-finder': 'machineFinder',
  '/configurator/legal-notice': 'legalNotice',
  '/configurator/data-protection': 'dataProtection',
  '/configurator/:slug': 'machine',
};

/** The two legal pages, as the legal-page read names them. */
export type LegalSlug = 'legal-notice' | 'data-protection';

/** The legal page each legal route shows. */
export const LEGAL_SLUG_OF_PAGE: Partial<Record<PublicPage, LegalSlug>> = {
  legalNotice: 'legal-notice',
  dataProtection: 'data-protection',
};

/** What a public page's first render reads besides the machine catalogue and the enabled locales. */
export type PageReads = { machineSlug?: string; legalSlug?: LegalSlug };

/** i18next namespaces a page reads on its first render besides the default one */
export const PAGE_NAMESPACES: Partial<Record<PublicPage, string[]>> = { machine: ['configurator'] };

const CODE_OF_PAGE: Record<PublicPage, keyof typeof ROUTE_CODE> = {
  home: 'home',
  machineFinder: 'machineFinder',
  legalNotice: 'legal',
  dataProtection: 'legal',
  machine: 'machine',
};

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
  const legalSlug = page && LEGAL_SLUG_OF_PAGE[page];
  return { ...(machineSlug !== undefined && { machineSlug }), ...(legalSlug && { legalSlug }) };
}

/** Whether `pathname` is on the public site: `/configurator` and the pages under it. */
export function isPublicSitePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/configurator' || path.startsWith('/configurator/');
}

type RouteCodeKey = keyof typeof ROUTE_CODE;

/**
 * The source module behind each of ROUTE_CODE's imports, as the build manifest names it (relative to
 * src/web): the server links a public page's stylesheets from it (app/server-render.tsx), so that its
 * HTML is styled before the page's code arrives. `route-code.test.ts` checks both name the same module.
 */
export const ROUTE_SOURCES: Record<RouteCodeKey, string> = {
  login: 'features/auth/login-page.tsx',
  internal: 'app/areas/internal-shell.tsx',
  publicLayout: 'features/public-site/public-layout.tsx',
  publicNotFound: 'features/public-site/public-not-found-page.tsx',
  home: 'features/public-site/home-page.tsx',
  machineFinder: 'features/public-site/machine-finder-page.tsx',
  legal: 'features/public-site/legal-page.tsx',
  machine: 'features/configurator/configurator-page.tsx',
};

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
      code: ['publicLayout', page ? CODE_OF_PAGE[page] : 'publicNotFound'],
      namespaces: (page && PAGE_NAMESPACES[page]) ?? [],
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
