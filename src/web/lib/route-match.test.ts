import { describe, expect, it } from 'vitest';
import { entryChain, matchEntry, titlesForPath } from './route-match.ts';

describe('matchEntry', () => {
  it.each([
    ['/', '/'],
    ['/admin/user', '/admin/user'],
    ['/admin/user/', '/admin/user'],
    ['/product-portfolio/pumps/17', '/product-portfolio/pumps/:pumpId'],
    ['/admin/news/12', '/admin/news/:articleId'],
    ['/news/5?ref=search', '/news/:articleId'],
  ])('%s → %s', (path, pattern) => {
    expect(matchEntry(path)?.path).toBe(pattern);
  });

  it('finds nothing for a path outside the table', () => {
    expect(matchEntry('/nowhere')).toBeUndefined();
    expect(matchEntry('/product-portfolio/pumps/17/extra')).toBeUndefined();
  });
});

describe('entryChain', () => {
  it('lists the entries of the path and its ancestors, outermost first', () => {
    expect(entryChain('/admin/product-portfolio/filter').map((entry) => entry.path)).toEqual([
      '/admin',
      '/admin/product-portfolio',
      '/admin/product-portfolio/filter',
    ]);
  });

  it('carries the roles the server enforces', () => {
    const chain = entryChain('/admin/product-portfolio/filter');
    expect(chain.map((entry) => entry.roles)).toEqual([
      ['development', 'admin', 'backoffice'],
      ['development', 'admin'],
      ['development'],
    ]);
  });
});

describe('titlesForPath', () => {
  it('titles home and each prefix; data titles win over table titles', () => {
    expect(titlesForPath('/news/3', { '/news/3': 'New mixhead series' })).toEqual({
      '/': 'Dashboard',
      '/news': 'News',
      '/news/3': 'New mixhead series',
    });
  });
});
