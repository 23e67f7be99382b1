// A page's own code as one chunk.
//
// Left alone, the splitter cuts a page into a chunk per set of importers: the configurator's words
// went apart because the sales extras (loaded later, by the configurator itself) use them too, its
// native fields because the quote panel does. Each piece costs the first load a request, an import
// list, a preload link and a gzip stream of its own (the machine page loaded five such chunks). This
// group takes the app's modules that the page's modules reach by static imports, except those that a
// page elsewhere reaches too: what only the page and the code it loads later use goes with the page.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
} | null;

/**
 * The app's modules reached from `roots` by static imports (or by any import, `all`). Libraries are not
 * followed: a library's index re-exports all of it, most of which tree shaking drops.
 */
export function reach(
  roots: readonly string[],
  info: (id: string) => ModuleInfo,
  follow: 'static' | 'all',
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    const next =
      follow === 'static' ? module.importedIds : [...module.importedIds, ...module.dynamicallyImportedIds];
    pending.push(...next.filter((i) => !i.includes('/node_modules/')));
  }
  return seen;
}

export function routeChunk(options: {
  /** the page whose code goes into the chunk */
  page: string;
  /** pages that may load the chunk too (they use much of the page's code): their own code stays theirs */
  sharedWith?: readonly string[];
  /** the app's entry: what it reaches belongs to the entry's chunks */
  entry: string;
  /**
   * For a layout that the pages under it load first: what it reaches stays in its chunk even when code
   * loaded elsewhere reaches it too (those pages load the layout anyway).
   */
  keepShared?: boolean;
}): { plugin: Plugin; test: (id: string) => boolean } {
  const page = resolve(options.page);
  const pages = [page, ...(options.sharedWith ?? []).map((module) => resolve(module))];
  const entry = resolve(options.entry);
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: `meterline:route-chunk:${options.page}`,
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id) as ModuleInfo;
      for (const page of pages)
        if (!info(page)) throw new Error(`routeChunk: ${page} is not in the build; is the path right?`);
      const own = reach([page], info, 'static');
      // Code the pages load later (their lazy parts) runs only after them: it may share their chunk.
      const later = reach(pages, info, 'all');
      const elsewhere = new Set<string>(reach([entry], info, 'static'));
      for (const id of options.keepShared ? [] : this.getModuleIds()) {
        if (id.includes('/node_modules/')) continue;
        const importers = this.getModuleInfo(id)?.dynamicImporters ?? [];
        // Another page, or code loaded lazily from outside the pages' own.
        const loadedElsewhere = importers.some((importer) => !later.has(importer));
        if (loadedElsewhere && !pages.includes(id))
          for (const reached of reach([id], info, 'static')) elsewhere.add(reached);
      }
      captured.clear();
      // The page's module too (0.3 KB less than a chunk of its own): the build's manifest still names
      // it (scripts/vite-lazy-module-manifest.ts), and the server links its stylesheets from there.
      for (const id of own) if (!elsewhere.has(id)) captured.add(id);
      if (captured.size <= 1)
        throw new Error(`routeChunk: ${options.page} captured nothing; is the path right?`);
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}
