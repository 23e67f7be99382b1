// SPEC §2 and §6 menu, breadcrumbs and page title. The menu only hides; the server enforces access.
import type { Breadcrumb, MenuOptions, MenuUser, NavEntry } from './types.ts';

export const DASHBOARD_PATH = '/';

/** `/machines/:machineId` and `/machines/{machineId}` name one item, not a page to open from the menu. */
export function endsInDynamicSegment(path: string): boolean {
  const last = segments(path).at(-1) ?? '';
  return last.startsWith(':') || (last.startsWith('{') && last.endsWith('}'));
}

/**
 * The entries a user sees. A hidden entry hides its whole subtree: a visible grandchild under a hidden
 * parent has no place to hang in the menu. No user, no menu.
 */
export function visibleMenu(
  entries: readonly NavEntry[],
  user: MenuUser | null | undefined,
  options: MenuOptions = {},
): NavEntry[] {
  if (!user) return [];
  const { includeDashboard = true, appEnv } = options;
  const visible = (entry: NavEntry): boolean =>
    !entry.excluded &&
    !endsInDynamicSegment(entry.path) &&
    (!entry.devOnly || appEnv === 'development') &&
    (entry.roles === undefined || entry.roles.includes(user.role));
  const prune = (list: readonly NavEntry[]): NavEntry[] =>
    list
      .filter(visible)
      .map((entry) => (entry.children ? { ...entry, children: prune(entry.children) } : entry));
  const top = includeDashboard
    ? entries
    : entries.filter((entry) => normalizePath(entry.path) !== DASHBOARD_PATH);
  return prune(top);
}

/** The home item is active on '/' only; any other item on its path and everything below it. */
export function isActive(entryPath: string, currentPath: string): boolean {
  const entry = normalizePath(entryPath);
  const current = normalizePath(currentPath);
  if (entry === DASHBOARD_PATH) return current === DASHBOARD_PATH;
  return current === entry || current.startsWith(`${entry}/`);
}

/**
 * One crumb per cumulative path, titled from the map (the raw segment when the map has none), the last
 * one current. A path of one segment gets no breadcrumbs.
 */
export function breadcrumbs(path: string, titles: Readonly<Record<string, string>>): Breadcrumb[] {
  const parts = segments(path);
  if (parts.length <= 1) return [];
  return parts.map((part, index) => {
    const cumulative = `/${parts.slice(0, index + 1).join('/')}`;
    return {
      path: cumulative,
      title: titles[cumulative] ?? safeDecode(part),
      current: index === parts.length - 1,
    };
  });
}

/** Title of the page from the map, else the product name. */
export function pageTitle(
  path: string,
  titles: Readonly<Record<string, string>>,
  productName: string,
): string {
  return titles[normalizePath(path)] ?? productName;
}

/** Without query, hash and trailing slash; '' becomes '/'. */
export function normalizePath(path: string): string {
  return `/${segments(path).join('/')}`;
}

function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((part) => part !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
