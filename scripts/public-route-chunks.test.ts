import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SOURCES } from '../src/web/app/route-code.ts';
import { PUBLIC_ROUTE_CHUNK } from '../vite.config.ts';

/** Route modules that a group of the build takes into its chunk, and that chunk's name. */
const GROUPED: Record<string, string> = {
  'features/public-site/public-layout.tsx': 'public-shell',
  'features/configurator/configurator-page.tsx': 'configurator',
};

/** The file name the build gives a route's chunk: its module's name (or its group's) and a hash. */
const chunkOf = (source: string) =>
  `assets/${GROUPED[source] ?? basename(source).replace(/\.tsx?$/, '')}-Dx3_a9Zk.js`;

describe("the public pages' route chunks (vite.config.ts: no script preloads for them)", () => {
  it('names the chunk of every public route, and of no signed-in one', () => {
    const { login, internal, ...publicRoutes } = ROUTE_SOURCES;
    for (const [key, source] of Object.entries(publicRoutes))
      expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(source)), key).toBe(true);
    expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(login))).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(internal))).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test('assets/internal-configurator-page-B7FfGHBp.js')).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test('assets/start-DytWPKl-.js')).toBe(false);
  });
});
