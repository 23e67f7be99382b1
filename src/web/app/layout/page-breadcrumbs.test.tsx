// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { titlesForPath } from '../../lib/route-match.ts';
import { renderAt, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';

function renderCrumbs(path: string, extra: Record<string, string> = {}) {
  renderAt(<PageBreadcrumbs pathname={path} titles={titlesForPath(path, extra)} />, path);
}

function crumbs() {
  const nav = screen.queryByRole('navigation', { name: 'Breadcrumbs' });
  if (!nav) return null;
  return [...nav.querySelectorAll('a, [aria-current="page"]')].map((node) =>
    node.tagName === 'A'
      ? `${node.textContent} → ${node.getAttribute('href')}`
      : `${node.textContent} (here)`,
  );
}

beforeEach(() => {
  stubFetch(serverRoutes(null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('breadcrumbs', () => {
  it('labels every cumulative path from the table; the last is plain text', () => {
    renderCrumbs('/admin/product-portfolio/pumps/pump-types');
    expect(crumbs()).toEqual([
      'Admin → /admin',
      'Product portfolio → /admin/product-portfolio',
      'Pumps → /admin/product-portfolio/pumps',
      'Pump types (here)',
    ]);
  });

  it.each(['/', '/admin', '/product-portfolio/'])('are not shown for %s (one segment or none)', (path) => {
    renderCrumbs(path);
    expect(crumbs()).toBeNull();
  });

  it('name a dynamic page by its table title, or by its data title when known', () => {
    renderCrumbs('/product-portfolio/machines/m-7');
    expect(crumbs()).toEqual([
      'Product portfolio → /product-portfolio',
      'Machines → /product-portfolio/machines',
      'Machine (here)',
    ]);
    cleanup();
    renderCrumbs('/general-information/12', { '/general-information/12': 'Warranty terms' });
    expect(crumbs()).toEqual(['General information → /general-information', 'Warranty terms (here)']);
  });

  it('does not make the current page a link', () => {
    renderCrumbs('/machine-configurator/machine-finder');
    expect(screen.queryByRole('link', { name: 'Machine finder' })).toBeNull();
    expect(screen.getByText('Machine finder').getAttribute('aria-current')).toBe('page');
  });
});
