import { normalizePath } from '../../domain/navigation/menu.ts';
import { flattenRoutes, NAVIGATION, type RouteEntry } from '../../domain/navigation/table.ts';
import type { Role } from '../../domain/roles.ts';

const ALL_ROUTES = flattenRoutes(NAVIGATION);

function segmentsOf(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}

function isParam(segment: string): boolean {
  return segment.startsWith(':');
}

/**
 * The table entry whose pattern matches the whole path: static segments beat `:params`, so
 * a fixed page beside a list's `:id` is that page, not an item called like it.
 */
export function matchEntry(path: string, routes: readonly RouteEntry[] = ALL_ROUTES): RouteEntry | undefined {
  const parts = segmentsOf(path);
  let best: { entry: RouteEntry; params: number } | undefined;
  for (const entry of routes) {
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== parts.length) continue;
    let params = 0;
    const matches = pattern.every((segment, index) => {
      if (isParam(segment)) {
        params += 1;
        return true;
      }
      return segment === parts[index];
    });
    if (matches && (!best || params < best.params)) best = { entry, params };
  }
  return best?.entry;
}

/** The entries of the path and of each of its ancestors, outermost first (unknown prefixes skipped). */
export function entryChain(path: string, routes: readonly RouteEntry[] = ALL_ROUTES): RouteEntry[] {
  const parts = segmentsOf(path);
  const chain: RouteEntry[] = [];
  for (let index = 1; index <= parts.length; index += 1) {
    const entry = matchEntry(`/${parts.slice(0, index).join('/')}`, routes);
    if (entry) chain.push(entry);
  }
  return chain;
}

/** Whether a user of this role may open the path: every entry on its way allows the role. */
export function canOpen(path: string, role: Role | undefined): boolean {
  return entryChain(path).every(
    (entry) => !entry.roles || (role !== undefined && entry.roles.includes(role)),
  );
}

/**
 * The path-to-title map (docs/product.md#layout) for one concrete path: the path itself and each cumulative
 * prefix get the title of the table entry that matches them; `extra` (titles known from data, e.g. an
 * information page's own title) wins over the table.
 */
export function titlesForPath(
  path: string,
  extra: Readonly<Record<string, string>> = {},
  routes: readonly RouteEntry[] = ALL_ROUTES,
): Record<string, string> {
  const parts = segmentsOf(path);
  const titles: Record<string, string> = {};
  const home = matchEntry('/', routes);
  if (home) titles['/'] = home.title;
  for (let index = 1; index <= parts.length; index += 1) {
    const prefix = `/${parts.slice(0, index).join('/')}`;
    const title = extra[prefix] ?? matchEntry(prefix, routes)?.title;
    if (title !== undefined) titles[prefix] = title;
  }
  return titles;
}
