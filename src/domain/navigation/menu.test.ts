import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.ts';
import { breadcrumbs, endsInDynamicSegment, isActive, pageTitle, visibleMenu } from './menu.ts';
import type { NavEntry } from './types.ts';

const ENTRIES: NavEntry[] = [
  { path: '/', title: 'Dashboard', icon: 'home' },
  {
    path: '/admin',
    title: 'Admin',
    roles: ['development', 'admin', 'backoffice'],
    children: [
      { path: '/admin/user', title: 'Users' },
      {
        path: '/admin/product-portfolio',
        title: 'Product portfolio',
        roles: ['development', 'admin'],
        children: [
          {
            path: '/admin/product-portfolio/machines',
            title: 'Machines',
            children: [{ path: '/admin/product-portfolio/machines/{machineId}', title: 'Machine' }],
          },
          { path: '/admin/product-portfolio/filter', title: 'Filter', roles: ['development'] },
        ],
      },
      {
        path: '/admin/configurator',
        title: 'Configurator',
        roles: ['development'],
        children: [{ path: '/admin/configurator/foam-formulations', title: 'Foam formulations' }],
      },
      {
        path: '/admin/news',
        title: 'News',
        roles: ['development', 'admin'],
        children: [{ path: '/admin/news/:articleId', title: 'Article' }],
      },
    ],
  },
  { path: '/analytics', title: 'Analytics', roles: ['development', 'admin'] },
  {
    path: '/machine-configurator',
    title: 'Machine configurator',
    children: [
      { path: '/machine-configurator/machine-finder', title: 'Machine finder' },
      { path: '/machine-configurator/configurator', title: 'Configurator', disabled: true },
    ],
  },
  { path: '/account', title: 'Account', excluded: true },
  { path: '/general-information/{pageId}', title: 'Page' },
  { path: '/dev-tools', title: 'Dev tools', devOnly: true },
];

type Shape = (string | [string, Shape])[];
function shape(entries: readonly NavEntry[]): Shape {
  return entries.map((entry) => (entry.children ? [entry.path, shape(entry.children)] : entry.path));
}

const user = (role: Role) => ({ role });

describe('visibleMenu (docs/product.md#layout)', () => {
  it('is empty without a signed-in user', () => {
    expect(visibleMenu(ENTRIES, null)).toEqual([]);
    expect(visibleMenu(ENTRIES, undefined)).toEqual([]);
  });

  it.each<{ role: Role; expected: Shape }>([
    {
      role: 'sales',
      expected: [
        '/',
        [
          '/machine-configurator',
          ['/machine-configurator/machine-finder', '/machine-configurator/configurator'],
        ],
      ],
    },
    {
      role: 'backoffice',
      expected: [
        '/',
        ['/admin', ['/admin/user']],
        [
          '/machine-configurator',
          ['/machine-configurator/machine-finder', '/machine-configurator/configurator'],
        ],
      ],
    },
    {
      role: 'admin',
      expected: [
        '/',
        [
          '/admin',
          [
            '/admin/user',
            ['/admin/product-portfolio', [['/admin/product-portfolio/machines', []]]],
            ['/admin/news', []],
          ],
        ],
        '/analytics',
        [
          '/machine-configurator',
          ['/machine-configurator/machine-finder', '/machine-configurator/configurator'],
        ],
      ],
    },
    {
      role: 'development',
      expected: [
        '/',
        [
          '/admin',
          [
            '/admin/user',
            [
              '/admin/product-portfolio',
              [['/admin/product-portfolio/machines', []], '/admin/product-portfolio/filter'],
            ],
            ['/admin/configurator', ['/admin/configurator/foam-formulations']],
            ['/admin/news', []],
          ],
        ],
        '/analytics',
        [
          '/machine-configurator',
          ['/machine-configurator/machine-finder', '/machine-configurator/configurator'],
        ],
      ],
    },
  ])('$role sees its entries; dynamic, excluded and dev-only entries never', ({ role, expected }) => {
    expect(shape(visibleMenu(ENTRIES, user(role)))).toEqual(expected);
  });

  it('shows dev-only entries while APP_ENV is development', () => {
    expect(shape(visibleMenu(ENTRIES, user('sales'), { appEnv: 'development' }))).toContain('/dev-tools');
    expect(shape(visibleMenu(ENTRIES, user('sales'), { appEnv: 'production' }))).not.toContain('/dev-tools');
  });

  it('can leave the dashboard out', () => {
    expect(shape(visibleMenu(ENTRIES, user('sales'), { includeDashboard: false }))).toEqual([
      [
        '/machine-configurator',
        ['/machine-configurator/machine-finder', '/machine-configurator/configurator'],
      ],
    ]);
  });

  it('keeps the fields of visible entries', () => {
    const [dashboard, configurator] = visibleMenu(ENTRIES, user('sales'));
    expect(dashboard).toEqual({ path: '/', title: 'Dashboard', icon: 'home' });
    expect(configurator?.children?.[1]).toMatchObject({ title: 'Configurator', disabled: true });
  });

  describe('nested menu where only a grandchild is visible', () => {
    const nested: NavEntry[] = [
      {
        path: '/reports',
        title: 'Reports',
        roles: ['admin'],
        children: [
          {
            path: '/reports/sales',
            title: 'Sales',
            roles: ['admin'],
            children: [{ path: '/reports/sales/monthly', title: 'Monthly', roles: ['sales'] }],
          },
        ],
      },
      {
        path: '/help',
        title: 'Help',
        children: [
          {
            path: '/help/internal',
            title: 'Internal',
            roles: ['admin'],
            children: [{ path: '/help/internal/faq', title: 'FAQ' }],
          },
        ],
      },
    ];

    it('a grandchild is not lifted out of hidden ancestors', () => {
      expect(shape(visibleMenu(nested, user('sales')))).toEqual([['/help', []]]);
    });

    it('a hidden grandchild under visible ancestors leaves them in place', () => {
      expect(shape(visibleMenu(nested, user('admin')))).toEqual([
        ['/reports', [['/reports/sales', []]]],
        ['/help', [['/help/internal', ['/help/internal/faq']]]],
      ]);
    });
  });

  it('an empty roles list shows the entry to nobody', () => {
    expect(visibleMenu([{ path: '/x', title: 'X', roles: [] }], user('development'))).toEqual([]);
  });

  it('does not change the input', () => {
    const copy = structuredClone(ENTRIES);
    visibleMenu(ENTRIES, user('sales'));
    expect(ENTRIES).toEqual(copy);
  });
});

describe('endsInDynamicSegment', () => {
  it.each([
    ['/product-portfolio/machines/{machineId}', true],
    ['/product-portfolio/machines/:machineId', true],
    ['/product-portfolio/machines/:machineId/', true],
    ['/product-portfolio/machines', false],
    ['/product-portfolio/{x}/machines', false],
    ['/', false],
  ])('%s → %s', (path, dynamic) => {
    expect(endsInDynamicSegment(path)).toBe(dynamic);
  });
});

describe('isActive', () => {
  it.each([
    { entry: '/', current: '/', active: true },
    { entry: '/', current: '/admin', active: false },
    { entry: '/admin', current: '/admin', active: true },
    { entry: '/admin', current: '/admin/user', active: true },
    { entry: '/admin', current: '/admin/', active: true },
    { entry: '/admin', current: '/administration', active: false },
    { entry: '/admin/user', current: '/admin', active: false },
    { entry: '/admin', current: '/admin?tab=1', active: true },
  ])('$entry on $current: $active', ({ entry, current, active }) => {
    expect(isActive(entry, current)).toBe(active);
  });
});

const TITLES = {
  '/product-portfolio': 'Product portfolio',
  '/product-portfolio/machines': 'Machines',
  '/product-portfolio/pumps': 'Pumps',
  '/product-portfolio/pumps/p-7': 'Pump',
  '/admin': 'Admin',
  '/admin/user': 'Users',
};

describe('breadcrumbs', () => {
  it('labels each cumulative path and marks the last as current', () => {
    expect(breadcrumbs('/product-portfolio/machines/ml%2020', TITLES)).toEqual([
      { path: '/product-portfolio', title: 'Product portfolio', current: false },
      { path: '/product-portfolio/machines', title: 'Machines', current: false },
      { path: '/product-portfolio/machines/ml%2020', title: 'ml 20', current: true },
    ]);
  });

  it.each(['/', '', '/admin', '/admin/'])('shows nothing for %s (one segment or less)', (path) => {
    expect(breadcrumbs(path, TITLES)).toEqual([]);
  });

  it('ignores query and trailing slash', () => {
    expect(breadcrumbs('/product-portfolio/machines/?q=1', TITLES).map((crumb) => crumb.path)).toEqual([
      '/product-portfolio',
      '/product-portfolio/machines',
    ]);
  });

  it("names an item page's last crumb by the item, not by its id or the table's title", () => {
    expect(breadcrumbs('/product-portfolio/pumps/p-7', TITLES, { name: 'AXP 1.2', inPath: true })).toEqual([
      { path: '/product-portfolio', title: 'Product portfolio', current: false },
      { path: '/product-portfolio/pumps', title: 'Pumps', current: false },
      { path: '/product-portfolio/pumps/p-7', title: 'AXP 1.2', current: true },
    ]);
  });

  it('adds an item open over a page as the last crumb; the page becomes a link back', () => {
    expect(breadcrumbs('/admin/user?item=u-1', TITLES, { name: 'Jane Doe', inPath: false })).toEqual([
      { path: '/admin', title: 'Admin', current: false },
      { path: '/admin/user', title: 'Users', current: false },
      { path: '/admin/user', title: 'Jane Doe', current: true },
    ]);
  });

  it('keeps the titles of the map while the item has no name (loading, unknown)', () => {
    for (const name of ['', '  ']) {
      expect(breadcrumbs('/product-portfolio/pumps/p-7', TITLES, { name, inPath: true }).at(-1)).toEqual({
        path: '/product-portfolio/pumps/p-7',
        title: 'Pump',
        current: true,
      });
    }
  });

  it('shows no crumbs for a page of one segment, with an item or not', () => {
    expect(breadcrumbs('/news', TITLES, { name: 'Fair', inPath: false })).toEqual([]);
  });
});

describe('pageTitle', () => {
  it.each([
    ['/admin', 'Admin'],
    ['/admin/', 'Admin'],
    ['/product-portfolio/machines', 'Machines'],
    ['/unknown', 'Meterline'],
    ['/', 'Meterline'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path, TITLES, 'Meterline')).toBe(title);
  });

  it('names the item of an item page, with the list above it and the product', () => {
    expect(
      pageTitle('/product-portfolio/pumps/p-7', TITLES, 'Meterline', { name: 'AXP 1.2', inPath: true }),
    ).toBe('AXP 1.2 · Pumps · Meterline');
    expect(
      pageTitle('/product-portfolio/pumps/p-7/', TITLES, 'Meterline', { name: 'AXP 1.2', inPath: true }),
    ).toBe('AXP 1.2 · Pumps · Meterline');
  });

  it('names an item open over a page, with that page', () => {
    expect(pageTitle('/admin/user?item=u-1', TITLES, 'Meterline', { name: 'Jane Doe', inPath: false })).toBe(
      'Jane Doe · Users · Meterline',
    );
  });

  it("falls back to the map's title while the item's name is not known", () => {
    expect(pageTitle('/product-portfolio/pumps/p-7', TITLES, 'Meterline')).toBe('Pump');
    expect(pageTitle('/product-portfolio/pumps/p-7', TITLES, 'Meterline', { name: ' ', inPath: true })).toBe(
      'Pump',
    );
  });
});
