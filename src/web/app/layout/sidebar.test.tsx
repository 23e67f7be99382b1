// @vitest-environment happy-dom
import { AppShell } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleMenu } from '../../../domain/navigation/menu.ts';
import { NAVIGATION } from '../../../domain/navigation/table.ts';
import type { NavEntry } from '../../../domain/navigation/types.ts';
import type { Role } from '../../../domain/roles.ts';
import { renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { Sidebar } from './sidebar.tsx';

function renderSidebar(entries: NavEntry[], path: string, onNavigate = vi.fn()) {
  const element = (
    <AppShell navbar={{ width: 280, breakpoint: 1030 }}>
      <AppShell.Navbar>
        <Sidebar entries={entries} userName="Dana Developer" onNavigate={onNavigate} />
      </AppShell.Navbar>
    </AppShell>
  );
  const result = renderRoutes([{ path: '*', element }], path);
  return { ...result, onNavigate };
}

/** The paths of the menu links in their order, the account entry included. */
function menuPaths(): string[] {
  return [...document.querySelectorAll('[data-menu-path]')].map(
    (node) => node.getAttribute('data-menu-path') ?? '',
  );
}

const menuFor = (role: Role) => visibleMenu(NAVIGATION, { role }, { appEnv: 'development' });

const TOP_FOR_EVERYONE = ['/', '/product-portfolio', '/machine-configurator', '/general-information'];

beforeEach(() => {
  stubFetch(serverRoutes(null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sidebar menu from the navigation table', () => {
  it.each<[Role, string[]]>([
    ['sales', [...TOP_FOR_EVERYONE, '/account']],
    ['backoffice', ['/', '/admin', '/account']],
    ['admin', [...TOP_FOR_EVERYONE, '/analytics', '/admin', '/account']],
    ['development', [...TOP_FOR_EVERYONE, '/analytics', '/admin', '/account']],
  ])('%s sees these top-level entries on the dashboard', (role, expected) => {
    renderSidebar(menuFor(role), '/');
    expect(menuPaths()).toEqual(expected);
  });

  it.each<[Role, string[]]>([
    ['backoffice', ['/admin/user']],
    [
      'admin',
      [
        '/admin/user',
        '/admin/product-portfolio',
        '/admin/public-configurator',
        '/admin/general-information',
        '/admin/news',
        '/admin/quote-requests',
      ],
    ],
    [
      'development',
      [
        '/admin/user',
        '/admin/product-portfolio',
        '/admin/configurator',
        '/admin/public-configurator',
        '/admin/general-information',
        '/admin/news',
        '/admin/quote-requests',
      ],
    ],
  ])('%s sees these admin entries', (role, expected) => {
    renderSidebar(menuFor(role), '/admin');
    expect(menuPaths().filter((path) => path.startsWith('/admin/'))).toEqual(expected);
  });

  it('admin sees no development-only catalogue or configurator-model pages', () => {
    renderSidebar(menuFor('admin'), '/admin/product-portfolio');
    const paths = menuPaths();
    expect(paths).toContain('/admin/product-portfolio/pumps');
    expect(paths).not.toContain('/admin/product-portfolio/filter');
    expect(paths).not.toContain('/admin/product-portfolio/cleaning');
    cleanup();
    renderSidebar(menuFor('admin'), '/admin/public-configurator');
    expect(menuPaths().filter((path) => path.startsWith('/admin/public-configurator/'))).toEqual([
      '/admin/public-configurator/part-models',
    ]);
  });

  it('development sees the development-only pages', () => {
    renderSidebar(menuFor('development'), '/admin/product-portfolio');
    expect(menuPaths()).toEqual(
      expect.arrayContaining(['/admin/product-portfolio/filter', '/admin/product-portfolio/cleaning']),
    );
    cleanup();
    renderSidebar(menuFor('development'), '/admin/public-configurator');
    expect(menuPaths().filter((path) => path.startsWith('/admin/public-configurator/'))).toEqual([
      '/admin/public-configurator/interface-languages',
      '/admin/public-configurator/translations',
      '/admin/public-configurator/steps',
      '/admin/public-configurator/part-models',
    ]);
  });

  it('never lists dynamic routes, the account page as a table entry, login, news or the public configurator', () => {
    renderSidebar(menuFor('development'), '/product-portfolio/machines/42');
    const paths = menuPaths();
    expect(paths.filter((path) => path.includes(':'))).toEqual([]);
    expect(paths.filter((path) => path === '/account')).toHaveLength(1);
    for (const hidden of ['/login', '/news', '/configurator']) expect(paths).not.toContain(hidden);
  });

  it('shows a sub-menu only under the active item', () => {
    renderSidebar(menuFor('sales'), '/product-portfolio/pumps');
    const paths = menuPaths();
    expect(paths).toContain('/product-portfolio/pumps');
    expect(paths).toContain('/product-portfolio/machines');
    expect(paths).not.toContain('/machine-configurator/machine-finder');
    expect(screen.getByRole('group', { name: 'Product portfolio pages' })).toBeTruthy();
  });

  it('marks Dashboard active only on "/", other items by prefix', () => {
    renderSidebar(menuFor('sales'), '/product-portfolio/pumps/7');
    const link = (path: string) => document.querySelector(`a[data-menu-path="${path}"]`);
    expect(link('/')?.hasAttribute('data-active')).toBe(false);
    expect(link('/product-portfolio')?.hasAttribute('data-active')).toBe(true);
    expect(link('/product-portfolio/pumps')?.hasAttribute('data-active')).toBe(true);
    expect(link('/product-portfolio/mixheads')?.hasAttribute('data-active')).toBe(false);
    cleanup();
    renderSidebar(menuFor('sales'), '/');
    expect(link('/')?.getAttribute('aria-current')).toBe('page');
    expect(link('/')?.hasAttribute('data-active')).toBe(true);
  });

  it('labels the account entry with the user name and links it to /account', () => {
    renderSidebar(menuFor('sales'), '/');
    const account = screen.getByRole('link', { name: 'Dana Developer' });
    expect(account.getAttribute('href')).toBe('/account');
  });

  it('navigates on click and reports the selection (the collapsed sidebar closes)', async () => {
    const { router, onNavigate } = renderSidebar(menuFor('sales'), '/');
    fireEvent.click(screen.getByRole('link', { name: 'General information' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/general-information'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('a disabled item says "Coming soon" and does not navigate', async () => {
    const entries: NavEntry[] = [
      { path: '/', title: 'Dashboard', icon: 'dashboard' },
      { path: '/analytics', title: 'Analytics', icon: 'analytics', disabled: true },
    ];
    const { router, onNavigate } = renderSidebar(entries, '/');
    const item = document.querySelector('[data-menu-path="/analytics"]');
    expect(item?.getAttribute('aria-disabled')).toBe('true');
    expect(item?.hasAttribute('href')).toBe(false);
    if (!item) throw new Error('no disabled item');
    fireEvent.click(item);
    fireEvent.mouseEnter(item.parentElement ?? item);
    await waitFor(() => expect(screen.getByText('Coming soon')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
