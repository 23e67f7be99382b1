import { describe, expect, it } from 'vitest';
import { callTRPCProcedure, createTRPCRecursiveProxy } from './trpc-server-in-browser.ts';
import { trpcOptionsProxyInBrowser } from './vite-trpc-options-proxy.ts';

const resolve = (id: string, importer?: string) =>
  (trpcOptionsProxyInBrowser().resolveId as unknown as (id: string, importer?: string) => string | null)(
    id,
    importer,
  );

describe("@trpc/server in the browser's options proxy (scripts/vite-trpc-options-proxy.ts)", () => {
  it('gives the options proxy the stand-in, and everyone else @trpc/server', () => {
    const proxy = '/app/node_modules/@trpc/tanstack-react-query/dist/index.mjs';
    expect(resolve('@trpc/server', proxy)).toMatch(/scripts\/trpc-server-in-browser\.ts$/);
    expect(resolve('@trpc/server', '/app/node_modules/@trpc/client/dist/index.mjs')).toBeNull();
    expect(resolve('@trpc/server/observable', proxy)).toBeNull();
  });

  it("keeps the proxy's recursive proxy, and refuses a call on a router in words", () => {
    const paths: string[][] = [];
    const proxy = createTRPCRecursiveProxy(({ path }) => paths.push([...path])) as unknown as {
      a: { b: () => void };
    };
    proxy.a.b();
    expect(paths).toEqual([['a', 'b']]);
    expect(() => callTRPCProcedure()).toThrow(/in the browser give it a client/);
  });
});
