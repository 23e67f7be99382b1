import { describe, expect, it } from 'vitest';
import {
  flattenRoutes,
  NAVIGATION,
  PORTFOLIO_SUBTITLES,
  ROUTE_TITLES,
} from '../../domain/navigation/table.ts';
import { rolesWith } from '../../domain/permissions.ts';
import { NAV_ICONS } from '../kernel/icons.ts';
import { buildInternalRoutes } from './areas/internal-shell.tsx';
import { PUBLIC_ROUTES } from './route-code.ts';
import { buildRoutes } from './routes.tsx';

const paths = flattenRoutes(NAVIGATION).map((entry) => entry.path);
/** The public configurator's pages: one entry each in route-code.ts, none in the navigation table. */
const publicPaths = Object.values(PUBLIC_ROUTES).map((route) => route.path);

/**
 * Every route docs/product.md#routes names (dynamic segments as :name), plus /news of the search results,
 * the quote requests (docs/decisions/007-quote-requests-admin-path.md) and the model editor's draft preview
 * (docs/ARCHITECTURE.md#model-versions-and-the-editor).
 */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/account',
  '/admin',
  '/admin/user',
  '/admin/product-portfolio',
  '/admin/product-portfolio/machines',
  '/admin/product-portfolio/machines/:machineId',
  '/admin/product-portfolio/languages',
  '/admin/product-portfolio/countries',
  '/admin/product-portfolio/fuses',
  '/admin/product-portfolio/control-platforms',
  '/admin/product-portfolio/day-tanks',
  '/admin/product-portfolio/hose-lines',
  '/admin/product-portfolio/filter',
  '/admin/product-portfolio/pressure-equipment-directives',
  '/admin/product-portfolio/pumps',
  '/admin/product-portfolio/pumps/pump-types',
  '/admin/product-portfolio/pumps/pumps',
  '/admin/product-portfolio/machine-versions',
  '/admin/product-portfolio/mixheads',
  '/admin/product-portfolio/mixheads/mixhead-series',
  '/admin/product-portfolio/mixheads/mixheads',
  '/admin/product-portfolio/injectors',
  '/admin/product-portfolio/injectors/injector-types',
  '/admin/product-portfolio/injectors/injector-materials',
  '/admin/product-portfolio/injectors/injectors',
  '/admin/product-portfolio/cleaning',
  '/admin/product-portfolio/peripheral-equipment',
  '/admin/product-portfolio/peripheral-equipment/peripheral-equipment-types',
  '/admin/product-portfolio/peripheral-equipment/peripheral-equipment',
  '/admin/product-portfolio/tank-farms',
  '/admin/product-portfolio/tank-farms/tank-farm-capacities',
  '/admin/product-portfolio/tank-farms/tank-farm-equipment',
  '/admin/configurator',
  '/admin/configurator/foam-formulations',
  '/admin/configurator/foam-formulations/:foamFormulationId',
  '/admin/public-configurator',
  '/admin/public-configurator/interface-languages',
  '/admin/public-configurator/translations',
  '/admin/public-configurator/steps',
  '/admin/public-configurator/steps/steps',
  '/admin/public-configurator/steps/sub-steps',
  '/admin/public-configurator/steps/preview',
  '/admin/public-configurator/part-models',
  '/admin/general-information',
  '/admin/general-information/:pageId',
  '/admin/news',
  '/admin/news/:articleId',
  '/admin/quote-requests',
  '/admin/quote-requests/:quoteRequestId',
  '/analytics',
  '/machine-configurator',
  '/machine-configurator/machine-platform-finder',
  '/machine-configurator/machine-finder',
  '/machine-configurator/configurator',
  '/product-portfolio',
  '/product-portfolio/machines',
  '/product-portfolio/machines/:machineId',
  '/product-portfolio/machine-versions',
  '/product-portfolio/machine-versions/:machineVersionId',
  '/product-portfolio/pumps',
  '/product-portfolio/pumps/:pumpId',
  '/product-portfolio/mixheads',
  '/product-portfolio/mixheads/:mixheadId',
  '/product-portfolio/injectors',
  '/product-portfolio/injectors/:injectorId',
  '/product-portfolio/machine-components',
  '/product-portfolio/machine-components/:machineComponentId',
  '/product-portfolio/pre-conditioning',
  '/product-portfolio/pre-conditioning/:preConditioningId',
  '/general-information',
  '/general-information/:pageId',
  '/news',
  '/news/:articleId',
  '/configurator',
  '/configurator/machine-finder',
  '/configurator/my-configurations',
  '/configurator/:slug',
  '/configurator/legal-notice',
  '/configurator/data-protection',
];

describe('the navigation table', () => {
  it('holds exactly the routes of the product, with the public pages of route-code.ts', () => {
    expect([...paths, ...publicPaths].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(paths.filter((path) => path.startsWith('/configurator'))).toEqual([]);
  });

  it('has every path once, and every child below its parent', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const check = (entries: typeof NAVIGATION, parent: string | null) => {
      for (const entry of entries) {
        if (parent && parent !== '/') expect(entry.path.startsWith(`${parent}/`)).toBe(true);
        check(entry.children ?? [], entry.path);
      }
    };
    check(NAVIGATION, null);
  });

  it('spells the overview card subtitles as the product does', () => {
    const subtitle = (path: string) => flattenRoutes().find((entry) => entry.path === path)?.subtitle;
    expect(subtitle('/product-portfolio/machines')).toBe('Standard Metering machine portfoilo');
    expect(subtitle('/product-portfolio/machine-versions')).toBe('Overview of configuration possibilities');
    expect(subtitle('/product-portfolio/pumps')).toBe(
      'Available low and high pressure pumps for PU processing',
    );
    expect(subtitle('/product-portfolio/mixheads')).toBe('Available Mixhead types for standard applications');
    expect(subtitle('/product-portfolio/machine-components')).toBe(
      'Basis equipment for standard metering machines',
    );
    expect(subtitle('/product-portfolio/pre-conditioning')).toBe(
      'Raw material supply, storage and premix equipment',
    );
    expect(Object.keys(PORTFOLIO_SUBTITLES)).toHaveLength(6);
  });

  it('takes its roles from the permissions the server checks', () => {
    const roles = (path: string) => flattenRoutes().find((entry) => entry.path === path)?.roles;
    expect(roles('/admin')).toEqual(rolesWith('admin.access'));
    expect(roles('/admin/user')).toEqual(rolesWith('users.manage'));
    expect(roles('/admin/product-portfolio')).toEqual(rolesWith('catalogue.edit'));
    expect(roles('/admin/product-portfolio/filter')).toEqual(['development']);
    expect(roles('/admin/product-portfolio/cleaning')).toEqual(['development']);
    expect(roles('/admin/configurator')).toEqual(['development']);
    expect(roles('/admin/public-configurator')).toEqual(['development', 'admin']);
    expect(roles('/admin/public-configurator/part-models')).toEqual(['development', 'admin']);
    expect(roles('/admin/public-configurator/translations')).toEqual(['development']);
    expect(roles('/analytics')).toEqual(rolesWith('analytics.read'));
    expect(roles('/admin/quote-requests')).toEqual(['development', 'admin']);
  });

  it('keeps login, account and news out of the menu; login is its only public page', () => {
    const top = new Map(NAVIGATION.map((entry) => [entry.path, entry]));
    for (const path of ['/login', '/account', '/news']) expect(top.get(path)?.excluded).toBe(true);
    expect(
      flattenRoutes()
        .filter((entry) => entry.public)
        .map((entry) => entry.path),
    ).toEqual(['/login']);
  });

  it('names only icons the web can draw', () => {
    for (const entry of flattenRoutes())
      if (entry.icon) expect(NAV_ICONS[entry.icon], entry.path).toBeDefined();
  });

  it('gives every path a title', () => {
    for (const path of paths) expect(ROUTE_TITLES[path], path).toMatch(/\S/);
  });
});

describe('the router built from the table', () => {
  it('has a route for every path of the table, and a not-found route per area', () => {
    const routed: string[] = [];
    const walk = (routes: ReturnType<typeof buildRoutes>) => {
      for (const route of routes) {
        if (route.path) routed.push(route.path);
        walk(route.children ?? []);
      }
    };
    walk([...buildRoutes(), ...buildInternalRoutes()]);
    expect(routed.filter((path) => !path.endsWith('*')).sort()).toEqual([...paths, ...publicPaths].sort());
    expect(routed).toEqual(expect.arrayContaining(['*', '/configurator/*']));
    // Public paths are routed at the top, internal ones inside the internal area's chunk.
    const top: string[] = [];
    const walkTop = (routes: ReturnType<typeof buildRoutes>) => {
      for (const route of routes) {
        if (route.path) top.push(route.path);
        walkTop(route.children ?? []);
      }
    };
    walkTop(buildRoutes());
    expect(
      top
        .filter((path) => path !== '*' && path !== '/login')
        .every((path) => path.startsWith('/configurator')),
    ).toBe(true);
  });
});
