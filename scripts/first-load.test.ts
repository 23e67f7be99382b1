import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, publicPageAt } from '../src/web/app/route-code.ts';
import type { ClientManifest } from '../src/web/app/route-manifest.ts';
import {
  FIRST_LOAD_ROUTES,
  filesOfIndexHtml,
  firstLoadFiles,
  overBudget,
  PUBLIC_BUDGET,
  sumLoad,
} from './first-load.ts';

const INDEX = `<!doctype html><html><head>
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-a1.woff2" />
<script type="module" crossorigin src="/assets/boot-b1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/boot-b2.css">
<link rel="modulepreload" crossorigin href="/assets/start-s1.js">
<link rel="icon" href="/favicon.svg">
</head><body><div id="root"></div></body></html>`;

const MANIFEST: ClientManifest = {
  _boot: { file: 'assets/boot-b1.js', css: ['assets/boot-b2.css'] },
  'app/start.tsx': { file: 'assets/start-s1.js', imports: ['_framework'], css: ['assets/start-s2.css'] },
  _framework: { file: 'assets/framework-f1.js' },
  'features/public-site/public-layout.tsx': {
    file: 'assets/public-shell-p1.js',
    imports: ['_framework', '_Group'],
    css: ['assets/public-shell-p2.css'],
  },
  _Group: { file: 'assets/Group-g1.js', css: ['assets/Group-g2.css'] },
  'features/public-site/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['_framework'] },
  'features/public-site/legal-page.tsx': { file: 'assets/legal-page-l1.js' },
  'lib/trpc-transport.ts': { file: 'assets/trpc-transport-t1.js' },
};

describe("a route's first load (scripts/first-load.ts)", () => {
  it('reads the scripts, preloads and stylesheets of index.html, not its fonts or icon', () => {
    expect(filesOfIndexHtml(INDEX)).toEqual([
      'assets/boot-b1.js',
      'assets/boot-b2.css',
      'assets/start-s1.js',
    ]);
  });

  it("adds the route's code as the boot asks for it, what it imports statically, and its lazy imports", () => {
    const files = firstLoadFiles(MANIFEST, INDEX, {
      path: '/configurator',
      loadsLater: ['lib/trpc-transport.ts'],
    });
    expect(files.scripts.sort()).toEqual([
      'assets/Group-g1.js',
      'assets/boot-b1.js',
      'assets/framework-f1.js',
      'assets/home-page-h1.js',
      'assets/public-shell-p1.js',
      'assets/start-s1.js',
      'assets/trpc-transport-t1.js',
    ]);
    expect(files.stylesheets.sort()).toEqual([
      'assets/Group-g2.css',
      'assets/boot-b2.css',
      'assets/public-shell-p2.css',
      'assets/start-s2.css',
    ]);
    const legal = firstLoadFiles(MANIFEST, INDEX, { path: '/configurator/legal-notice', loadsLater: [] });
    expect(legal.scripts).toContain('assets/legal-page-l1.js');
    expect(legal.scripts).not.toContain('assets/home-page-h1.js');
  });

  it('refuses a route whose code the manifest does not name, rather than counting it as nothing', () => {
    expect(() => firstLoadFiles(MANIFEST, INDEX, { path: '/configurator/hx', loadsLater: [] })).toThrow(
      'does not name features/configurator/configurator-page.tsx',
    );
    expect(() =>
      firstLoadFiles(MANIFEST, INDEX, { path: '/configurator', loadsLater: ['lib/gone.ts'] }),
    ).toThrow('lib/gone.ts');
  });

  it('is over budget when either sum is over, and not at the budget itself', () => {
    const load = sumLoad([
      { file: 'a.js', kind: 'js', gz: 100 },
      { file: 'b.js', kind: 'js', gz: 55 },
      { file: 'a.css', kind: 'css', gz: 30 },
    ]);
    expect(load).toMatchObject({ js: 155, css: 30 });
    expect(overBudget(load, PUBLIC_BUDGET)).toBe(false);
    expect(overBudget({ js: 155.1, css: 1 }, PUBLIC_BUDGET)).toBe(true);
    expect(overBudget({ js: 1, css: 30.1 }, PUBLIC_BUDGET)).toBe(true);
  });

  it('has a budget for every public page, the machine page at 155 KB, and the dashboard at 200 KB', () => {
    const measured = new Set(
      FIRST_LOAD_ROUTES.map((route) => publicPageAt(route.path)).map(
        (page) => page && PUBLIC_ROUTES[page].source,
      ),
    );
    for (const route of Object.values(PUBLIC_ROUTES))
      expect(measured.has(route.source), route.path).toBe(true);
    const budgetOf = (path: string) => FIRST_LOAD_ROUTES.find((route) => route.path === path)?.budget;
    expect(budgetOf('/configurator/hx')).toEqual({ js: 155, css: 30 });
    expect(budgetOf('/')).toEqual({ js: 200, css: 30 });
    expect(budgetOf('/login')).toEqual(PUBLIC_BUDGET);
  });
});
