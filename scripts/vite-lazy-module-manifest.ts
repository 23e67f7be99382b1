// Manifest entries for lazily imported modules that a chunk group took in.
//
// The build's manifest names a chunk after the module it was built from. A module loaded by import()
// that a group of `codeSplitting` put into a larger chunk (the public layout into public-shell, the
// machine page into configurator: one gzip stream and one request less apiece) has no entry of its own.
// The server finds a route's stylesheets through that entry (app/server-render.tsx `routeStylesheets`),
// so this adds it: the entry of the chunk that holds the module, under the module's name.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = '.vite/manifest.json';

type ManifestEntry = { file: string; src?: string; isDynamicEntry?: boolean };
type BundleItem =
  | { type: 'chunk'; fileName: string; moduleIds: string[] }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

export function lazyModuleManifestEntries(): Plugin {
  let root = process.cwd();
  return {
    name: 'meterline:route-manifest-entries',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const asset = (bundle as Record<string, BundleItem>)[MANIFEST];
        if (asset?.type !== 'asset') return; // the server's build has no manifest
        const manifest = JSON.parse(String(asset.source)) as Record<string, ManifestEntry>;
        const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
        for (const item of Object.values(bundle as Record<string, BundleItem>)) {
          if (item.type !== 'chunk') continue;
          for (const id of item.moduleIds) {
            const module = relative(root, id);
            if (manifest[module] || id.includes('/node_modules/') || module.startsWith('..')) continue;
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const entry = manifest[keyOfFile.get(item.fileName) ?? ''];
            if (!entry) throw new Error(`lazyModuleManifestEntries: the manifest names no ${item.fileName}`);
            manifest[module] = { ...entry, src: module, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
