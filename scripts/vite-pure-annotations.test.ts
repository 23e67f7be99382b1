import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureAnnotations } from './vite-pure-annotations.ts';

// Runs the plugin on the installed libraries' own files: an upgrade that writes its components
// another way (and so keeps them in every first load again) fails here, not silently in the bundle.

const require = createRequire(import.meta.url);

function transform(file: string): string {
  const { handler } = pureAnnotations().transform as unknown as {
    handler: (code: string, id: string) => { code: string } | null;
  };
  const code = readFileSync(file, 'utf8');
  return handler(code, file)?.code ?? code;
}

/** The installed react-router's production module that defines its components. */
function reactRouterComponents(): string {
  const dir = join(dirname(require.resolve('react-router')), '..', 'production');
  const index = readFileSync(join(dir, 'index.mjs'), 'utf8');
  for (const [, chunk] of index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)) {
    const file = join(dir, chunk as string);
    if (/^var NavLink = /m.test(readFileSync(file, 'utf8'))) return file;
  }
  throw new Error("react-router's production build no longer defines NavLink in a chunk of its index");
}

describe('pure annotations on the installed react-router and tRPC', () => {
  it("marks react-router's unused components pure and drops their displayName", () => {
    const out = transform(reactRouterComponents());
    expect(out).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).not.toMatch(/^NavLink\.displayName = /m);
    expect(out.match(/\/\* @__PURE__ \*\//g)?.length ?? 0).toBeGreaterThanOrEqual(15);
  });

  it("marks the top-level value builders of tRPC's client pure", () => {
    const file = join(dirname(require.resolve('@trpc/client')), 'index.mjs');
    expect(transform(file)).toMatch(/^(var|const|let) [\w$]+ = \/\* @__PURE__ \*\/ /m);
  });

  it('leaves any other module alone', () => {
    const { handler } = pureAnnotations().transform as unknown as {
      handler: (code: string, id: string) => unknown;
    };
    expect(handler('var X = React.forwardRef(() => null);', '/app/src/web/x.ts')).toBeNull();
  });
});
