// The one navigation table (docs/product.md#routes, #layout). It drives the router, the menu, the breadcrumbs
// and the page titles. Roles come from PERMISSIONS, so the menu hides exactly what the server refuses.
import { type Permission, rolesWith } from '../permissions.ts';
import type { Role } from '../roles.ts';
import type { NavEntry } from './types.ts';

/**
 * A NavEntry of the route table; `public` routes need no session (login, public configurator). Page
 * flags (docs/product.md#layout): a `noScroll` page fills the viewport under the header and scrolls inside
 * its own regions (wide matrices), a `noHeaderShadow` page joins the header without a shadow.
 */
export type RouteEntry = Omit<NavEntry, 'children'> & {
  children?: RouteEntry[];
  public?: boolean;
  noScroll?: boolean;
  noHeaderShadow?: boolean;
};

export { PRODUCT_NAME } from '../product.ts';

/** Roles that hold at least one of the permissions, in the order of the first one that grants each. */
function rolesWithAny(...permissions: Permission[]): Role[] {
  const roles: Role[] = [];
  for (const permission of permissions) {
    for (const role of rolesWith(permission)) if (!roles.includes(role)) roles.push(role);
  }
  return roles;
}

const ADMIN = '/admin';
const ADMIN_PORTFOLIO = `${ADMIN}/product-portfolio`;
const ADMIN_PUBLIC_CONFIGURATOR = `${ADMIN}/public-configurator`;
const PORTFOLIO = '/product-portfolio';
const FINDERS = '/machine-configurator';

/** Overview card subtitles, as the product names them (docs/product.md#routes). */
export const PORTFOLIO_SUBTITLES = {
  machines: 'Standard Metering machine portfoilo',
  machineVersions: 'Overview of configuration possibilities',
  pumps: 'Available low and high pressure pumps for PU processing',
  mixheads: 'Available Mixhead types for standard applications',
  machineComponents: 'Basis equipment for standard metering machines',
  preConditioning: 'Raw material supply, storage and premix equipment',
} as const;

export const NAVIGATION: RouteEntry[] = [
  { path: '/', title: 'Dashboard', icon: 'dashboard' },
  { path: '/login', title: 'Sign in', icon: 'login', excluded: true, public: true },
  { path: '/account', title: 'Account', icon: 'user', excluded: true },
  {
    path: PORTFOLIO,
    title: 'Product portfolio',
    icon: 'portfolio',
    roles: rolesWith('internal.read'),
    children: [
      {
        path: `${PORTFOLIO}/machines`,
        title: 'Machines',
        icon: 'machine',
        subtitle: PORTFOLIO_SUBTITLES.machines,
        children: [{ path: `${PORTFOLIO}/machines/:machineId`, title: 'Machine' }],
      },
      {
        path: `${PORTFOLIO}/machine-versions`,
        title: 'Machine versions',
        icon: 'versions',
        subtitle: PORTFOLIO_SUBTITLES.machineVersions,
        // The versions × options matrix fills the page and scrolls inside, its header under the page's.
        noScroll: true,
        noHeaderShadow: true,
        children: [{ path: `${PORTFOLIO}/machine-versions/:machineVersionId`, title: 'Machine version' }],
      },
      {
        path: `${PORTFOLIO}/pumps`,
        title: 'Pumps',
        icon: 'pump',
        subtitle: PORTFOLIO_SUBTITLES.pumps,
        children: [{ path: `${PORTFOLIO}/pumps/:pumpId`, title: 'Pump' }],
      },
      {
        path: `${PORTFOLIO}/mixheads`,
        title: 'Mixheads',
        icon: 'mixhead',
        subtitle: PORTFOLIO_SUBTITLES.mixheads,
        children: [{ path: `${PORTFOLIO}/mixheads/:mixheadId`, title: 'Mixhead' }],
      },
      {
        path: `${PORTFOLIO}/injectors`,
        title: 'Injectors',
        icon: 'injector',
        children: [{ path: `${PORTFOLIO}/injectors/:injectorId`, title: 'Injector' }],
      },
      {
        path: `${PORTFOLIO}/machine-components`,
        title: 'Machine components',
        icon: 'component',
        subtitle: PORTFOLIO_SUBTITLES.machineComponents,
        children: [
          { path: `${PORTFOLIO}/machine-components/:machineComponentId`, title: 'Machine component' },
        ],
      },
      {
        path: `${PORTFOLIO}/pre-conditioning`,
        title: 'Pre-conditioning',
        icon: 'tank',
        subtitle: PORTFOLIO_SUBTITLES.preConditioning,
        children: [
          { path: `${PORTFOLIO}/pre-conditioning/:preConditioningId`, title: 'Pre-conditioning item' },
        ],
      },
    ],
  },
  {
    path: FINDERS,
    title: 'Machine configurator',
    icon: 'configurator',
    roles: rolesWith('internal.read'),
    children: [
      { path: `${FINDERS}/machine-platform-finder`, title: 'Machine platform finder', icon: 'platform' },
      { path: `${FINDERS}/machine-finder`, title: 'Machine finder', icon: 'search' },
      { path: `${FINDERS}/configurator`, title: 'Configurator', icon: 'configurator' },
    ],
  },
  {
    path: '/general-information',
    title: 'General information',
    icon: 'info',
    roles: rolesWith('internal.read'),
    children: [{ path: '/general-information/:pageId', title: 'Information page' }],
  },
  {
    path: '/news',
    title: 'News',
    icon: 'news',
    excluded: true,
    roles: rolesWith('internal.read'),
    children: [{ path: '/news/:articleId', title: 'News article' }],
  },
  { path: '/analytics', title: 'Analytics', icon: 'analytics', roles: rolesWith('analytics.read') },
  {
    path: ADMIN,
    title: 'Admin',
    icon: 'admin',
    roles: rolesWith('admin.access'),
    children: [
      { path: `${ADMIN}/user`, title: 'Users', icon: 'users', roles: rolesWith('users.manage') },
      {
        path: ADMIN_PORTFOLIO,
        title: 'Product portfolio',
        icon: 'portfolio',
        roles: rolesWith('catalogue.edit'),
        children: [
          {
            path: `${ADMIN_PORTFOLIO}/machines`,
            title: 'Machines',
            children: [{ path: `${ADMIN_PORTFOLIO}/machines/:machineId`, title: 'Machine' }],
          },
          { path: `${ADMIN_PORTFOLIO}/languages`, title: 'Languages' },
          { path: `${ADMIN_PORTFOLIO}/countries`, title: 'Countries' },
          { path: `${ADMIN_PORTFOLIO}/fuses`, title: 'Fuses' },
          { path: `${ADMIN_PORTFOLIO}/control-platforms`, title: 'Control platforms' },
          { path: `${ADMIN_PORTFOLIO}/day-tanks`, title: 'Day tanks' },
          { path: `${ADMIN_PORTFOLIO}/hose-lines`, title: 'Hose lines' },
          {
            path: `${ADMIN_PORTFOLIO}/filter`,
            title: 'Filter',
            roles: rolesWith('catalogue.editTechnical'),
          },
          {
            path: `${ADMIN_PORTFOLIO}/pressure-equipment-directives`,
            title: 'Pressure equipment directives',
          },
          {
            path: `${ADMIN_PORTFOLIO}/pumps`,
            title: 'Pumps',
            children: [
              { path: `${ADMIN_PORTFOLIO}/pumps/pump-types`, title: 'Pump types' },
              { path: `${ADMIN_PORTFOLIO}/pumps/pumps`, title: 'Pumps' },
            ],
          },
          { path: `${ADMIN_PORTFOLIO}/machine-versions`, title: 'Machine versions' },
          {
            path: `${ADMIN_PORTFOLIO}/mixheads`,
            title: 'Mixheads',
            children: [
              { path: `${ADMIN_PORTFOLIO}/mixheads/mixhead-series`, title: 'Mixhead series' },
              { path: `${ADMIN_PORTFOLIO}/mixheads/mixheads`, title: 'Mixheads' },
            ],
          },
          {
            path: `${ADMIN_PORTFOLIO}/injectors`,
            title: 'Injectors',
            children: [
              { path: `${ADMIN_PORTFOLIO}/injectors/injector-types`, title: 'Injector types' },
              { path: `${ADMIN_PORTFOLIO}/injectors/injector-materials`, title: 'Injector materials' },
              { path: `${ADMIN_PORTFOLIO}/injectors/injectors`, title: 'Injectors' },
            ],
          },
          {
            path: `${ADMIN_PORTFOLIO}/cleaning`,
            title: 'Cleaning',
            roles: rolesWith('catalogue.editTechnical'),
          },
          {
            path: `${ADMIN_PORTFOLIO}/peripheral-equipment`,
            title: 'Peripheral equipment',
            children: [
              {
                path: `${ADMIN_PORTFOLIO}/peripheral-equipment/peripheral-equipment-types`,
                title: 'Peripheral equipment types',
              },
              {
                path: `${ADMIN_PORTFOLIO}/peripheral-equipment/peripheral-equipment`,
                title: 'Peripheral equipment',
              },
            ],
          },
          {
            path: `${ADMIN_PORTFOLIO}/tank-farms`,
            title: 'Tank farms',
            children: [
              { path: `${ADMIN_PORTFOLIO}/tank-farms/tank-farm-capacities`, title: 'Tank farm capacities' },
              { path: `${ADMIN_PORTFOLIO}/tank-farms/tank-farm-equipment`, title: 'Tank farm equipment' },
            ],
          },
        ],
      },
      {
        path: `${ADMIN}/configurator`,
        title: 'Configurator',
        icon: 'configurator',
        roles: rolesWith('configuratorModel.edit'),
        children: [
          {
            path: `${ADMIN}/configurator/foam-formulations`,
            title: 'Foam formulations',
            children: [
              {
                path: `${ADMIN}/configurator/foam-formulations/:foamFormulationId`,
                title: 'Foam formulation',
              },
            ],
          },
        ],
      },
      {
        path: ADMIN_PUBLIC_CONFIGURATOR,
        title: 'Public configurator',
        icon: 'world',
        roles: rolesWithAny('partModels.edit', 'configuratorModel.edit'),
        children: [
          {
            path: `${ADMIN_PUBLIC_CONFIGURATOR}/interface-languages`,
            title: 'Interface languages',
            roles: rolesWith('configuratorModel.edit'),
          },
          {
            path: `${ADMIN_PUBLIC_CONFIGURATOR}/translations`,
            title: 'Translations',
            roles: rolesWith('configuratorModel.edit'),
          },
          {
            path: `${ADMIN_PUBLIC_CONFIGURATOR}/steps`,
            title: 'Steps',
            roles: rolesWith('configuratorModel.edit'),
            children: [
              { path: `${ADMIN_PUBLIC_CONFIGURATOR}/steps/steps`, title: 'Steps' },
              { path: `${ADMIN_PUBLIC_CONFIGURATOR}/steps/sub-steps`, title: 'Sub-steps' },
              // A machine's draft in the public configurator's layout (?machine=<slug>&locale=<l>).
              { path: `${ADMIN_PUBLIC_CONFIGURATOR}/steps/preview`, title: 'Draft preview' },
            ],
          },
          {
            path: `${ADMIN_PUBLIC_CONFIGURATOR}/part-models`,
            title: 'Part models',
            roles: rolesWith('partModels.edit'),
          },
        ],
      },
      {
        path: `${ADMIN}/general-information`,
        title: 'General information',
        icon: 'info',
        roles: rolesWith('content.edit'),
        children: [{ path: `${ADMIN}/general-information/:pageId`, title: 'Information page' }],
      },
      {
        path: `${ADMIN}/news`,
        title: 'News',
        icon: 'news',
        roles: rolesWith('content.edit'),
        children: [{ path: `${ADMIN}/news/:articleId`, title: 'News article' }],
      },
      // The quote requests of the public configurator (docs/decisions/007-quote-requests-admin-path.md).
      {
        path: `${ADMIN}/quote-requests`,
        title: 'Quote requests',
        icon: 'quote',
        subtitle: 'Customers asking for a quote: status, PDF and e-mail',
        roles: rolesWith('quoteRequests.manage'),
        children: [{ path: `${ADMIN}/quote-requests/:quoteRequestId`, title: 'Quote request' }],
      },
    ],
  },
  // The public configurator's pages are not here: each is one entry of web/app/route-code.ts
  // PUBLIC_ROUTES (docs/decisions/013-one-entry-per-public-page.md).
];

/** Every entry of the table, parents before their children. */
export function flattenRoutes(entries: readonly RouteEntry[] = NAVIGATION): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenRoutes(entry.children ?? [])]);
}

/** Path pattern → title, for every route of the table (dynamic segments as `:name`). */
export const ROUTE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  flattenRoutes().map((entry) => [entry.path, entry.title]),
);
