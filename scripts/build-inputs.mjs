// What the build makes and from what: build.mjs rebuilds an output older than its sources, and
// start.mjs asks the same question before it runs the compiled server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CLIENT_OUT = 'dist/client/index.html';
export const SERVER_OUT = 'dist/server/main.mjs';
// The build plugins are sources of the client too (scripts/vite-*.ts and what they load).
export const CLIENT_SOURCES = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  'scripts/vite-locale-json.ts',
  'scripts/vite-mantine-css.ts',
  'scripts/vite-mantine-theme-css.ts',
  'scripts/mantine-no-css-variables.ts',
  'scripts/vite-preload-chunks.ts',
  'scripts/vite-pure-annotations.ts',
  'scripts/vite-route-chunk.ts',
  'scripts/vite-lazy-module-manifest.ts',
];
export const SERVER_SOURCES = [
  'src/server',
  'src/domain',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `output` is missing or older than the newest of `sources`. */
export function newerThan(output, sources) {
  if (!existsSync(output)) return true;
  return Math.max(...sources.map(newest)) > statSync(output).mtimeMs;
}

export function anythingStale() {
  return newerThan(CLIENT_OUT, CLIENT_SOURCES) || newerThan(SERVER_OUT, SERVER_SOURCES);
}
