// Run from the sources (tsx, vitest), the worker's tasks are TypeScript, and on Node 20 a worker
// thread does not get tsx's loader. So they are bundled into one JavaScript module by esbuild (which
// tsx brings along), as scripts/build.mjs bundles them for the compiled server. The file is named by
// the hash of its content and kept under node_modules/.cache, where its packages resolve: every process
// on the same sources shares one, and a changed source makes a new one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/meterline/', import.meta.url));

/** The path of an ES module with `entry` and our code it imports; packages stay imports. */
export async function bundleWorkerTasks(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild made nothing of ${entry}`);
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `worker-tasks-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a process starting a thread on it never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
