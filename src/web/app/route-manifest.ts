// What loading a module of the client build brings, read from the build's manifest
// (`dist/client/.vite/manifest.json`). One walk for both users: the server links a public page's
// stylesheets from it (server-render.tsx `routeStylesheets`), and the size budgets sum a route's first
// load from it (scripts/first-load.ts).

/** A file of the client build's manifest. */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The scripts and stylesheets (paths relative to the build's folder) that loading the manifest entries
 * `keys` brings: each entry's file and stylesheets, and those of everything it imports statically. A
 * key the manifest does not name adds nothing.
 */
export function staticClosure(
  manifest: ClientManifest,
  keys: Iterable<string>,
): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.css')) stylesheets.add(chunk.file);
    else scripts.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** The manifest's key of each built file, for a page that names files (index.html) rather than modules. */
export function manifestKeysOfFiles(manifest: ClientManifest, files: Iterable<string>): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return [...files].map((file) => keyOfFile.get(file) ?? file);
}
