import { describe, expect, it } from 'vitest';
import { lazyModuleManifestEntries } from './vite-lazy-module-manifest.ts';

type Bundle = Record<string, unknown>;

/** Runs the plugin's generateBundle on `bundle`, with `lazy` as the modules something imports lazily. */
function run(bundle: Bundle, lazy: string[]): Record<string, Record<string, unknown>> {
  const plugin = lazyModuleManifestEntries();
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/app/src/web' });
  const { handler } = plugin.generateBundle as unknown as {
    handler: (this: object, options: object, bundle: Bundle) => void;
  };
  const context = {
    getModuleInfo: (id: string) => ({ dynamicImporters: lazy.includes(id) ? ['/app/src/web/x.ts'] : [] }),
  };
  handler.call(context, {}, bundle);
  return JSON.parse(String((bundle['.vite/manifest.json'] as { source: string }).source));
}

const manifestAsset = (manifest: object) => ({
  type: 'asset',
  fileName: '.vite/manifest.json',
  source: JSON.stringify(manifest),
});

describe("the manifest's entries for lazily imported modules in a group's chunk", () => {
  it("names a lazily imported module that a group took in with its chunk's entry, and nothing else", () => {
    const shell = { file: 'assets/public-shell-a1.js', name: 'public-shell', css: ['assets/shell-b2.css'] };
    const home = { file: 'assets/home-page-c3.js', src: 'features/home-page.tsx', isDynamicEntry: true };
    const manifest = run(
      {
        '.vite/manifest.json': manifestAsset({
          '_public-shell-a1.js': shell,
          'features/home-page.tsx': home,
        }),
        'assets/public-shell-a1.js': {
          type: 'chunk',
          fileName: 'assets/public-shell-a1.js',
          moduleIds: [
            '/app/src/web/features/layout.tsx',
            '/app/src/web/features/header.tsx',
            '/app/node_modules/@mantine/core/esm/Group.mjs',
          ],
        },
        'assets/home-page-c3.js': {
          type: 'chunk',
          fileName: 'assets/home-page-c3.js',
          moduleIds: ['/app/src/web/features/home-page.tsx'],
        },
      },
      ['/app/src/web/features/layout.tsx', '/app/src/web/features/home-page.tsx'],
    );
    expect(manifest['features/layout.tsx']).toEqual({
      ...shell,
      src: 'features/layout.tsx',
      isDynamicEntry: true,
    });
    expect(manifest['features/home-page.tsx']).toEqual(home);
    expect(manifest['features/header.tsx']).toBeUndefined();
    expect(Object.keys(manifest)).toHaveLength(3);
  });

  it('leaves a build without a manifest (the server render) alone', () => {
    const bundle = { 'server-render.mjs': { type: 'chunk', fileName: 'server-render.mjs', moduleIds: [] } };
    const plugin = lazyModuleManifestEntries();
    const { handler } = plugin.generateBundle as unknown as {
      handler: (this: object, options: object, bundle: Bundle) => void;
    };
    expect(() => handler.call({ getModuleInfo: () => null }, {}, bundle)).not.toThrow();
  });
});
