import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SOURCES } from '../src/web/app/route-code.ts';
import { PUBLIC_ROUTE_CHUNK } from '../vite.config.ts';

/** The file name the build gives a route's chunk: its module's name and a hash. */
const chunkOf = (source: string) => `assets/${basename(source).replace(/\.tsx?$/, '')}-Dx3_a9Zk.js`;

describe("the public pages' route chunks (vite.config.ts: no script preloads for them)", () => {
  it('names the chunk of every public route, and of no signed-in one', () => {
    const { login, internal, ...publicRoutes } = ROUTE_SOURCES;
    for (const [key, source] of Object.entries(publicRoutes))
      expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(source)), key).toBe(true);
    expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(login))).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test(chunkOf(internal))).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test('assets/configurator-B7FfGHBp.js')).toBe(false);
    expect(PUBLIC_ROUTE_CHUNK.test('assets/start-DytWPKl-.js')).toBe(false);
  });
});
