// The app's start as one chunk, hinted in index.html (docs/decisions/008-boot-entry-for-the-first-load.md).
//
// index.html names the entry (src/web/main.tsx), which imports the app's start (app/start.tsx) only
// dynamically, so that it can ask for the route's code before React arrives. Two things the entry chunk
// did by itself have to be done for the start chunk by hand:
// - one chunk: every module the start reaches statically (apart from the framework group) goes into it,
//   as into an entry chunk. Left alone, the splitter cuts what the start shares with the lazy pages into
//   twenty small chunks, which gzip worse (5 KB more on /configurator/{slug}) and cost requests.
// - hints: Vite names only the entry's static imports in the page; the start chunk, what it imports
//   statically (the framework chunk) and its styles are added, so the browser fetches them with the entry
//   rather than one round trip after it.
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type ModuleInfo, reach } from './vite-route-chunk.ts';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] };
type BundleItem = Chunk | { type: 'asset'; fileName: string };

export function startChunk(
  startModule: string,
  /** the entry that imports the start dynamically: what it imports itself stays in the entry chunk */
  entryModule: string,
): {
  plugin: Plugin;
  /** for a codeSplitting group: the modules the start reaches through static imports */
  test: (id: string) => boolean;
  /**
   * for a codeSplitting group of higher priority: the entry's own modules, kept out of the start chunk
   * (the start group would take them along as its modules' dependencies, and the entry would then wait
   * for the start chunk and the framework before it runs)
   */
  entryTest: (id: string) => boolean;
} {
  const startId = resolve(startModule);
  const entryId = resolve(entryModule);
  const reached = new Set<string>();
  let entry = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'meterline:start-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      // The app's modules only; the libraries the captured modules use follow them into the chunk
      // (includeDependenciesRecursively).
      const info = (id: string) => this.getModuleInfo(id) as ModuleInfo;
      const staticallyFrom = (root: string) => reach([root], info, 'static');
      entry = staticallyFrom(entryId);
      if (entry.size === 1) throw new Error(`startChunk: ${entryModule} imports nothing; is the path right?`);
      reached.clear();
      for (const id of staticallyFrom(startId)) if (!entry.has(id)) reached.add(id);
      if (reached.size <= 1)
        throw new Error(`startChunk: ${startModule} imports nothing; is the path right?`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, BundleItem> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.includes(startId));
        if (!start) throw new Error(`startChunk: no chunk is built from ${startModule}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (scripts.has(fileName)) return;
          scripts.add(fileName);
          const chunk = bundle[fileName] as Chunk & { viteMetadata?: { importedCss: Set<string> } };
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(start.fileName);
        const absent = (file: string) => !html.includes(`"${base}${file}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...scripts].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          // Render-blocking as the entry's styles are: nothing shows before the start has run anyway.
          ...[...styles].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html, tags };
      },
    },
  };
  return { plugin, test: (id) => reached.has(id), entryTest: (id) => entry.has(id) };
}
