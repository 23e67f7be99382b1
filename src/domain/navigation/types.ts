import type { Role } from '../roles.ts';

/** One entry of the route table (docs/product.md#routes). */
export type NavEntry = {
  path: string;
  title: string;
  icon?: string;
  subtitle?: string;
  /** absent: every signed-in user; present: only the listed roles */
  roles?: Role[];
  children?: NavEntry[];
  /** a route that exists but never appears in the menu */
  excluded?: boolean;
  /** shown only while APP_ENV is development */
  devOnly?: boolean;
  /** shown with the "Coming soon" tooltip; navigation is blocked */
  disabled?: boolean;
};

export type MenuUser = { role: Role };

export type MenuOptions = {
  /** false leaves the dashboard ('/') out */
  includeDashboard?: boolean;
  /** the server's APP_ENV; devOnly entries show only for 'development' */
  appEnv?: string;
};

export type Breadcrumb = {
  path: string;
  title: string;
  /** the last crumb: the page itself, shown as plain text */
  current: boolean;
};

/**
 * The one item a page shows, as the page names it. `inPath`: the path's last segment is the item
 * (`/product-portfolio/pumps/{pumpId}`); otherwise the item is open over the page it names
 * (an admin list's panel, `/admin/user?item=…`).
 */
export type PageItem = {
  name: string;
  inPath: boolean;
};
