// Per-component Mantine styles (docs/decisions/008-boot-entry-for-the-first-load.md): instead of all of
// @mantine/core/styles.css in the first load, every module that imports Mantine components gets the styles of
// exactly those components and of the components they are built from, dependencies first. So each lazy chunk
// carries the CSS it renders, and nobody has to keep a list in step with the code. The `.layer.css` files put
// Mantine in `@layer mantine`, so the app's own (unlayered) CSS modules win whatever order the chunks load
// in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/[a-z-]+)['"]/g;
const RELATIVE_IMPORT = /(?:import|export)[^'"]*?from\s*"(\.{1,2}\/[^"]+)"/g;

type Packages = { core: string; others: Map<string, string> };

/** The folder of an installed package (its package.json is not among its exports). */
function packageDir(require: NodeJS.Require, name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of ${name}`);
    dir = parent;
  }
  return dir;
}

function findPackages(root: string): Packages {
  const require = createRequire(join(root, 'package.json'));
  const core = packageDir(require, '@mantine/core');
  const others = new Map<string, string>();
  const scope = dirname(core);
  for (const name of readdirSync(scope)) {
    if (name !== 'core' && existsSync(join(scope, name, 'esm')))
      others.set(`@mantine/${name}`, join(scope, name));
  }
  return { core, others };
}

/** Component name → styles of the component and everything it is built from, dependencies first. */
export function componentStyles(coreDir: string): (name: string) => string[] {
  const esm = join(coreDir, 'esm');
  const entries = new Map<string, string>();
  for (const match of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g,
  )) {
    for (const name of (match[1] ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) entries.set(local, resolve(esm, match[2] ?? ''));
    }
  }
  const cache = new Map<string, string[]>();
  const stylesOfFile = (file: string, visiting: Set<string>): string[] => {
    const known = cache.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const own: string[] = [];
    const result: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (target.endsWith('.module.mjs'))
        own.push(target.slice(target.lastIndexOf('/') + 1, -'.module.mjs'.length));
      else if (existsSync(target)) result.push(...stylesOfFile(target, visiting));
    }
    const ordered = [...new Set([...result, ...own])];
    cache.set(file, ordered);
    return ordered;
  };
  return (name) => {
    const file = entries.get(name);
    return file ? stylesOfFile(file, new Set()) : [];
  };
}

/** Core components another @mantine package renders, read from its sources. */
function coreComponentsOf(packageDir: string): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.mjs')) {
        for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) {
          if (match[3] === '@mantine/core' && !match[1]) {
            for (const name of (match[2] ?? '').split(',')) {
              const local = name.trim().split(/\s+as\s+/)[0];
              if (local && /^[A-Z]/.test(local)) names.add(local);
            }
          }
        }
      }
    }
  };
  walk(join(packageDir, 'esm'));
  return [...names].sort();
}

/** The CSS imports to add to a module with this source, in order; none when it uses no Mantine component. */
export function stylesFor(source: string, lookup: (pkg: string, names: string[]) => string[]): string[] {
  const css: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue; // import type { … }
    const names = (match[2] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] as string)
      // Components are capitalised; functions and stores (rem, notifications, useNotifications) draw nothing.
      .filter((name) => /^[A-Z]/.test(name));
    if (names.length > 0) css.push(...lookup(match[3] as string, names));
  }
  return [...new Set(css)];
}

/**
 * For a Mantine package and the components a module imports from it, the stylesheets to import, as the
 * installed packages under `root` lay them out.
 */
export function mantineStylesLookup(root: string): (pkg: string, names: string[]) => string[] {
  const { core, others } = findPackages(root);
  const stylesOf = componentStyles(core);
  const coreCss = (names: string[]) =>
    names.flatMap(stylesOf).map((name) => `@mantine/core/styles/${name}.layer.css`);
  const otherCss = new Map<string, string[]>();
  return (pkg, names) => {
    if (pkg === '@mantine/core') return coreCss(names);
    let css = otherCss.get(pkg);
    if (!css) {
      const dir = others.get(pkg);
      css = dir ? coreCss(coreComponentsOf(dir)) : [];
      if (dir && existsSync(join(dir, 'styles.layer.css'))) css.push(`${pkg}/styles.layer.css`);
      otherCss.set(pkg, css);
    }
    return css;
  };
}

export function mantineComponentCss(): Plugin {
  let lookup: ((pkg: string, names: string[]) => string[]) | undefined;
  return {
    name: 'meterline-mantine-component-css',
    enforce: 'pre',
    configResolved(config) {
      lookup = mantineStylesLookup(config.root);
    },
    transform(code, id) {
      if (!lookup || id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return;
      if (!code.includes('@mantine/')) return;
      const css = stylesFor(code, lookup);
      if (css.length === 0) return;
      // Appended, so every existing line keeps its place (source maps stay right); imports hoist anyway.
      return { code: `${code}\n${css.map((file) => `import '${file}';`).join('\n')}\n`, map: null };
    },
  };
}
