import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenRoutes, NAVIGATION } from '../../domain/navigation/table.ts';
import {
  machineSlugAt,
  PUBLIC_PAGE_PATHS,
  PUBLIC_ROUTES,
  pageReadsAt,
  publicPageAt,
  ROUTE_CODE,
  ROUTE_SOURCES,
  startRouteCode,
} from './route-code.ts';
import { ROUTES, routeNeeds } from './routes.tsx';
import { internalShell, loginPage } from './signed-in-route-code.ts';

const PATHS = [
  '/configurator',
  '/configurator/',
  '/configurator/hx',
  '/Configurator/HX',
  '/configurator/machine-finder',
  '/configurator/MACHINE-FINDER/',
  '/configurator/legal-notice',
  '/configurator/data-protection',
  '/configurator/hx/extra',
  '/configurator/h%C3%A9',
  '/login',
  '/',
  '/portfolio/machines',
];

describe('route code', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the public page react-router renders, for every kind of address', () => {
    for (const path of PATHS) {
      const leaf = matchRoutes(ROUTES, path)?.at(-1);
      const rendered = Object.entries(PUBLIC_PAGE_PATHS).find(([p]) => p === leaf?.route.path)?.[1];
      expect(publicPageAt(path), path).toBe(rendered);
    }
  });

  it("reads a machine page's slug as react-router does, so the boot's early reads are the page's", () => {
    for (const path of PATHS) {
      expect(machineSlugAt(path), path).toBe(routeNeeds(path).machineSlug);
      expect(pageReadsAt(path).machineSlug, path).toBe(routeNeeds(path).machineSlug);
    }
    expect(machineSlugAt('/configurator/h%C3%A9')).toBe('hé');
    expect(machineSlugAt('/configurator/hx/')).toBe('hx');
    expect(machineSlugAt('/configurator/machine-finder')).toBeUndefined();
    expect(machineSlugAt('/configurator/%E0%A4%A')).toBeUndefined();
  });

  it("starts the code of the address's route and names the texts its first render reads", () => {
    const started = (Object.keys(ROUTE_CODE) as (keyof typeof ROUTE_CODE)[]).map((key) =>
      vi.spyOn(ROUTE_CODE, key).mockResolvedValue({} as never),
    );
    const run = (path: string) => {
      for (const spy of started) spy.mockClear();
      const { namespaces, publicSite } = startRouteCode(path);
      const keys = (Object.keys(ROUTE_CODE) as (keyof typeof ROUTE_CODE)[]).filter(
        (_, i) => (started[i]?.mock.calls.length ?? 0) > 0,
      );
      return { keys, namespaces, publicSite };
    };
    expect(run('/configurator/hx')).toEqual({
      keys: ['publicLayout', 'machine'],
      namespaces: ['configurator'],
      publicSite: true,
    });
    expect(run('/configurator')).toEqual({
      keys: ['publicLayout', 'home'],
      namespaces: [],
      publicSite: true,
    });
    expect(run('/configurator/data-protection')).toEqual({
      keys: ['publicLayout', 'dataProtection'],
      namespaces: [],
      publicSite: true,
    });
    expect(run('/configurator/hx/extra')).toEqual({
      keys: ['publicLayout', 'publicNotFound'],
      namespaces: [],
      publicSite: true,
    });
    expect(run('/login/')).toEqual({ keys: ['login'], namespaces: [], publicSite: false });
    expect(run('/portfolio/machines')).toEqual({ keys: ['internal'], namespaces: [], publicSite: false });
  });

  it('asks for a machine page’s model and texts with its code, and for nothing more elsewhere', () => {
    expect(routeNeeds('/configurator/hx')).toEqual({ machineSlug: 'hx', namespaces: ['configurator'] });
    expect(pageReadsAt('/configurator/legal-notice')).toEqual({ legalSlug: 'legal-notice' });
    expect(pageReadsAt('/configurator/data-protection/')).toEqual({ legalSlug: 'data-protection' });
    expect(routeNeeds('/configurator/machine-finder')).toEqual({ namespaces: [] });
    expect(routeNeeds('/configurator/hx/extra')).toEqual({ namespaces: [] });
    expect(routeNeeds('/login')).toEqual({ namespaces: [] });
  });

  it("names the module behind each route's import, as the build manifest does (server-rendered pages link its styles)", () => {
    expect(Object.keys(ROUTE_SOURCES).sort()).toEqual(Object.keys(ROUTE_CODE).sort());
    // The signed-in pages' imports are one module further (signed-in-route-code.ts).
    const signedIn: Record<string, () => Promise<unknown>> = { login: loginPage, internal: internalShell };
    for (const [key, load] of Object.entries(ROUTE_CODE)) {
      expect(String(signedIn[key] ?? load), key).toContain(ROUTE_SOURCES[key as keyof typeof ROUTE_SOURCES]);
    }
  });

  it('has the public pages of the product, and the navigation table has none of them', () => {
    expect(
      Object.values(PUBLIC_ROUTES)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        '/configurator',
        '/configurator/machine-finder',
        '/configurator/my-configurations',
        '/configurator/legal-notice',
        '/configurator/data-protection',
        '/configurator/:slug',
      ].sort(),
    );
    expect(flattenRoutes(NAVIGATION).filter((entry) => entry.path.startsWith('/configurator'))).toEqual([]);
  });
});
