// Lazy imports preload only what is not there yet.
//
// Vite gives each import() the list of chunks to preload with it: the imported chunk and everything it
// imports. A chunk that runs has every chunk it imports statically (the framework, the start, the
// public shell) loaded already, yet the list of each of its lazy imports names them again, with their
// hashed names that gzip poorly: the configurator's and the public shell's lists were 2.6 KB of their
// first load, uncompressed. `withoutLoaded` takes those out of a list; what stays is what may still be
// missing. Stylesheets are not Vite's to ask about here: it keeps them all.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[] };
type BundleItem = Chunk | { type: 'asset'; fileName: string };

export function hostImports(): {
  plugin: Plugin;
  /** `dependencies` of an import() in chunk `host`, without the chunks `host` imports statically */
  withoutLoaded: (host: string, dependencies: string[]) => string[];
} {
  let bundle: Record<string, BundleItem> = {};
  const loadedBy = new Map<string, Set<string>>();
  const staticImports = (host: string): Set<string> => {
    const known = loadedBy.get(host);
    if (known) return known;
    const seen = new Set<string>();
    const pending = [host];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const item = bundle[file];
      if (item?.type !== 'chunk') continue;
      for (const imported of item.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    loadedBy.set(host, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: 'meterline:host-imports',
    apply: 'build',
    // Before Vite writes the lists (vite:build-import-analysis, in its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output as Record<string, BundleItem>;
        loadedBy.clear();
      },
    },
  };
  return {
    plugin,
    withoutLoaded: (host, dependencies) => {
      const loaded = staticImports(host);
      return dependencies.filter((file) => !loaded.has(file));
    },
  };
}
