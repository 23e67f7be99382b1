// Menu, breadcrumbs and page title (docs/product.md#layout). The menu only hides; the server enforces access.
import { itemPageTitle } from './item-title.ts';
import type { Breadcrumb, MenuOptions, MenuUser, NavEntry, PageItem } from './types.ts';

const DASHBOARD_PATH = '/';

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
 * one current. A path of one segment gets no breadcrumbs. A page that shows one item names it in the
 * last crumb: in place of its id when the item is the path's last segment, else as a crumb of its own
 * after the page it is open over (which then becomes a link back to that page).
 */
export function breadcrumbs(
  path: string,
  titles: Readonly<Record<string, string>>,
  item?: PageItem,
): Breadcrumb[] {
  const parts = segments(path);
  if (parts.length <= 1) return [];
  const crumbs = parts.map((part, index) => {
    const cumulative = `/${parts.slice(0, index + 1).join('/')}`;
    return {
      path: cumulative,
      title: titles[cumulative] ?? safeDecode(part),
      current: index === parts.length - 1,
    };
  });
  const name = itemName(item);
  if (!item || name === undefined) return crumbs;
  const last = crumbs[crumbs.length - 1] as Breadcrumb;
  if (item.inPath) return [...crumbs.slice(0, -1), { ...last, title: name }];
  return [
    ...crumbs.slice(0, -1),
    { ...last, current: false },
    { path: last.path, title: name, current: true },
  ];
}

/**
 * Title of the page from the map, else the product name. A page that shows one item is titled by it
 * (`itemPageTitle`), with the list it belongs to: the title of the path above it when the item is the
 * path's last segment, else the title of the page it is open over.
 */
export function pageTitle(
  path: string,
  titles: Readonly<Record<string, string>>,
  productName: string,
  item?: PageItem,
): string {
  const own = normalizePath(path);
  const name = itemName(item);
  if (!item || name === undefined) return titles[own] ?? productName;
  const section = item.inPath ? titles[parentPath(own)] : titles[own];
  return itemPageTitle(name, section, productName);
}

function itemName(item: PageItem | undefined): string | undefined {
  const name = item?.name.trim();
  return name ? name : undefined;
}

function parentPath(path: string): string {
  return `/${segments(path).slice(0, -1).join('/')}`;
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
