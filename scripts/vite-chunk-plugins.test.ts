import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyModuleManifestEntries } from './vite-lazy-module-manifest.ts';
import { startChunk } from './vite-preload-chunks.ts';
import { routeChunk } from './vite-route-chunk.ts';

// The chunk plugins (start chunk, route chunk, manifest entries) in a real build by the installed vite:
// each relies on the bundler's published hooks (getModuleInfo, codeSplitting groups, the manifest, the
// HTML transform), so an upgrade that changes what those give fails here.

const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head></head><body><script type="module" src="./main.ts"></script></body></html>',
  'main.ts':
    "const page = location.pathname === '/' ? import('./page.ts') : import('./other.ts');\nimport('./start.ts').then((s) => s.start(page));",
  'start.ts':
    "import { shared } from './shared.ts';\nexport function start(page: Promise<unknown>) { shared(); return page; }",
  'shared.ts': "export function shared() { document.title = 'shared'; }",
  'page.ts': "import { part } from './page-part.ts';\nimport './page.css';\nexport const page = part();",
  'page-part.ts': "export function part() { return 'a part only the page uses'.repeat(3); }",
  'page.css': 'body { color: red; }',
  'other.ts': "import { shared } from './shared.ts';\nexport const other = shared();",
};

async function buildFixture() {
  const root = mkdtempSync(join(tmpdir(), 'chunk-plugins-'));
  mkdirSync(join(root, 'src'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, 'src', name), text);
  const src = join(root, 'src');
  const start = startChunk(join(src, 'start.ts'), join(src, 'main.ts'));
  const page = routeChunk({ page: join(src, 'page.ts'), entry: join(src, 'main.ts') });
  await build({
    root: src,
    configFile: false,
    logLevel: 'silent',
    plugins: [start.plugin, page.plugin, lazyModuleManifestEntries()],
    build: {
      outDir: join(root, 'dist'),
      manifest: true,
      minify: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: start.entryTest, priority: 6 },
              { name: 'start', test: start.test, priority: 5 },
              { name: 'page-group', test: page.test, priority: 3, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  });
  const dist = join(root, 'dist');
  return {
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[]; src?: string }
    >,
    read: (file: string) => readFileSync(join(dist, file), 'utf8'),
  };
}

describe('the chunk plugins in a build by the installed vite', () => {
  it('makes the start one chunk hinted in index.html, the page one chunk with its parts, named in the manifest', async () => {
    const { html, manifest, read } = await buildFixture();
    const startFile =
      manifest['start.ts']?.file ?? Object.values(manifest).find((c) => c.file.includes('start-'))?.file;
    expect(startFile).toMatch(/^assets\/start-/);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${startFile}">`);
    // The page's group took the page and the part only it uses; the manifest still names the page.
    const page = manifest['page.ts'];
    expect(page?.file).toMatch(/^assets\/page-group-/);
    expect(page?.css?.length).toBe(1);
    expect(read(page?.file as string)).toContain('a part only the page uses');
    // What another page uses too stays out of the page's chunk.
    expect(read(page?.file as string)).not.toContain("document.title = 'shared'");
  }, 30_000);
});
