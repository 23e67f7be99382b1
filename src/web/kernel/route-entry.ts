// A route's entry in the one navigation table (title, subtitle, roles), by its path. Apart from
// route-page.tsx so that a page needing only its title (the login page) does not load the section
// pages' cards and layout.
import { flattenRoutes, type RouteEntry } from '../../domain/navigation/table.ts';

const BY_PATH = new Map(flattenRoutes().map((entry) => [entry.path, entry]));

export function routeEntry(path: string): RouteEntry {
  const entry = BY_PATH.get(path);
  if (!entry) throw new Error(`${path} is not in the navigation table`);
  return entry;
}
