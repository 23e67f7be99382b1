import { describe, expect, it } from 'vitest';
import { mantineButtonTransition } from './vite-mantine-button-transition.ts';

type Resolve = (id: string, importer?: string) => Promise<{ id: string } | null>;

/** The plugin's resolveId hook, with the bundler's own resolution standing in for `this.resolve`. */
function resolver(resolved: string): (id: string, importer?: string) => Promise<unknown> {
  const hook = mantineButtonTransition().resolveId as unknown as (
    this: { resolve: Resolve },
    id: string,
    importer: string | undefined,
    options: object,
  ) => Promise<unknown>;
  const context = { resolve: async () => ({ id: resolved }) };
  return (id, importer) => hook.call(context, id, importer, {});
}

const MANTINE = '/app/node_modules/@mantine/core/esm/components';

describe("Mantine Button's loader without its slide (scripts/vite-mantine-button-transition.ts)", () => {
  it("gives Button the stand-in for its Transition import, and everyone else Mantine's", async () => {
    const resolve = resolver(`${MANTINE}/Transition/Transition.mjs`);
    const stand = await resolve('../Transition/Transition.mjs', `${MANTINE}/Button/Button.mjs`);
    expect(String(stand)).toMatch(/scripts\/mantine-button-transition\.ts$/);
    expect(await resolve('../Transition/Transition.mjs', `${MANTINE}/Popover/Popover.mjs`)).toBeNull();
    expect(await resolve('../Loader/Loader.mjs', `${MANTINE}/Button/Button.mjs`)).toBeNull();
  });
});
