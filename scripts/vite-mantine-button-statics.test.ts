import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineButtonStatics } from './vite-mantine-button-statics.ts';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

/** The plugin's transform hook; `error` throws, as the bundler's does. */
function transform(code: string, id: string): { code: string } | null {
  const hook = mantineButtonStatics().transform as unknown as Transform;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id) as { code: string } | null;
}

const buttonPath = createRequire(import.meta.url)
  .resolve('@mantine/core')
  .replace(/cjs\/index\.cjs$/, 'esm/components/Button/Button.mjs');

describe('Mantine Button without its Group statics (scripts/vite-mantine-button-statics.ts)', () => {
  it("takes Button.Group and Button.GroupSection out of the installed Mantine's Button, and nothing else", () => {
    const source = readFileSync(buttonPath, 'utf8');
    const result = transform(source, buttonPath);
    expect(result?.code).not.toMatch(/ButtonGroup/);
    expect(result?.code).toContain('Button.displayName = "@mantine/core/Button";');
    expect(source.split('\n').length - (result?.code.split('\n').length ?? 0)).toBe(4);
  });

  it("stops the build when the app's code uses the statics, and leaves other code alone", () => {
    const use = 'export const V = () => <Button.Group>{null}</Button.Group>;';
    expect(() => transform(use, '/app/src/web/features/x.tsx')).toThrow(/ButtonGroup .*from @mantine\/core/);
    expect(transform('export const V = () => <ButtonGroup />;', '/app/src/web/features/x.tsx')).toBeNull();
    expect(transform(use, '/app/node_modules/lib/index.js')).toBeNull();
  });

  it("stops the build when Mantine's Button no longer matches", () => {
    expect(() => transform('export const Button = 1;', buttonPath)).toThrow(/found 0/);
  });
});
