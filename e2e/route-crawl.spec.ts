// Every route, every role: each route of the navigation table and of the public pages, with real items of
// the demo data in its path (fixtures/route-items.ts), opened anonymously and as each role. Each page must
// load without a console error, an uncaught exception or a failed request; have one h1, the page's own
// (its item's name, the table's title, "No access" for a page of another role, the sign-in page for a
// visitor without a session), a title of its own and noindex. Axe checks each page once (no serious or
// critical violation), as one of the roles that may open it, taken in turn so the scans are spread over
// the visitors' tests, which run in parallel.
//
// In `npm test` each route is opened by two visitors: the one that runs axe on it and one more, taken in
// turn, so that each visitor meets pages it may open, pages of other roles and (anonymously) the sign-in
// page. `CRAWL_ALL=1` (bench/crawl) opens every route as every visitor.
import type { Page } from '@playwright/test';
import { flattenRoutes, ROUTE_TITLES } from '../src/domain/navigation/table.ts';
import type { Role } from '../src/domain/roles.ts';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { PUBLIC_ROUTES } from '../src/web/app/route-code.ts';
import { canOpen } from '../src/web/lib/route-match.ts';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { watchPage } from './fixtures/page-watch.ts';
import { type Context, ITEMS, type Item, pathOf } from './fixtures/route-items.ts';
import { expect, test } from './fixtures/test.ts';

const ROLES = ['development', 'admin', 'backoffice', 'sales'] as const satisfies readonly Role[];
type Visitor = Role | 'anonymous';

const VISITORS = ['anonymous', ...ROLES] as const;
const PATTERNS = [
  ...flattenRoutes().map((entry) => entry.path),
  ...Object.values(PUBLIC_ROUTES).map((route) => route.path),
];
const isPublic = (path: string) => path === '/login' || path.startsWith('/configurator');
const ALL = process.env.CRAWL_ALL === '1';

/** A route to open: its path with a real item, and the h1 a visitor who may open it sees. */
type Target = { path: string; heading: string | null };

/** The routes as paths to open, per server (one per worker). */
const resolved = new Map<string, Promise<Target[]>>();

async function resolveTargets(page: Page, baseURL: string): Promise<Target[]> {
  const portfolio = (await (await page.request.get('/api/product-portfolio')).json()) as ProductPortfolio;
  const context: Context = { page, baseURL, portfolio };
  const targets: Target[] = [];
  for (const pattern of PATTERNS) {
    const find = ITEMS[pattern] as ((c: Context) => Promise<Item>) | undefined;
    if (pattern.includes('/:') && !find) throw new Error(`no item for ${pattern} in fixtures/route-items.ts`);
    const item = find ? await find(context) : undefined;
    // The public pages word their own headings (in the visitor's language); the signed-in area's are the
    // table's titles, or the item's name.
    const heading = isPublic(pattern) ? null : (item?.name ?? (ROUTE_TITLES[pattern] as string));
    targets.push({ path: item ? pathOf(pattern, item.id) : pattern, heading });
  }
  return targets;
}

/** The visitor whose test runs axe on `path`: one of those that may open it, in turn. */
function auditor(path: string, index: number): Visitor {
  if (isPublic(path)) return 'anonymous';
  const allowed = ROLES.filter((role) => canOpen(path, role));
  return allowed[index % allowed.length] ?? 'development';
}

/** Whether `visitor` opens the route at `index` in this run. */
function visits(visitor: Visitor, path: string, index: number): boolean {
  if (ALL || auditor(path, index) === visitor) return true;
  const others = VISITORS.filter((candidate) => candidate !== auditor(path, index));
  return others[index % others.length] === visitor;
}

test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS) {
  test(`every route as ${visitor}`, async ({ page, baseURL, browser }) => {
    test.setTimeout(240_000);
    const origin = baseURL as string;
    if (!resolved.has(origin)) {
      const context = await browser.newContext({ baseURL: origin });
      const resolver = await context.newPage();
      await mintSession(resolver, 'development');
      resolved.set(
        origin,
        resolveTargets(resolver, origin).finally(() => context.close()),
      );
    }
    const targets = await (resolved.get(origin) as Promise<Target[]>);
    if (visitor !== 'anonymous') await mintSession(page, visitor);
    const role = visitor === 'anonymous' ? undefined : visitor;
    const watcher = watchPage(page, origin);

    for (const [index, { path, heading: expected }] of targets.entries()) {
      if (!visits(visitor, path, index)) continue;
      await page.goto(path);
      const heading = page.locator('h1');
      if (!role && !isPublic(path)) {
        await expect(page, path).toHaveURL(/\/login(\?|$)/);
        await expect(heading, path).toHaveText('Sign in to Meterline');
      } else if (path === '/login') {
        // Signed in already: the dashboard.
        await expect(heading, path).toHaveText(role ? 'Dashboard' : 'Sign in to Meterline');
      } else if (!canOpen(path, role)) {
        await expect(heading, path).toHaveText('No access');
      } else if (expected) {
        await expect(heading, path).toHaveText(expected);
      } else {
        await expect(heading, path).toBeVisible();
      }
      await expect(heading, `${path}: one h1`).toHaveCount(1);
      const title = await page.title();
      expect(title.trim(), `${path}: a title of its own`).not.toMatch(/^(Meterline)?$/);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      await watcher.idle();
      if (auditor(path, index) === visitor && (role ? canOpen(path, role) : isPublic(path)))
        await expectNoSeriousViolations(page, `${path} as ${visitor}`);
      expect(watcher.take(), `${path} as ${visitor}`).toEqual([]);
    }
  });
}
