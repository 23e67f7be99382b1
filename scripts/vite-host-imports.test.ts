import { describe, expect, it } from 'vitest';
import { hostImports } from './vite-host-imports.ts';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports });

describe("lazy imports' preload lists (scripts/vite-host-imports.ts)", () => {
  it('leaves out the chunks the importing chunk loads statically, directly or not, and keeps the rest', () => {
    const { plugin, withoutLoaded } = hostImports();
    const bundle = Object.fromEntries(
      [
        chunk('assets/framework.js'),
        chunk('assets/start.js', ['assets/framework.js']),
        chunk('assets/public-shell.js', ['assets/start.js']),
        chunk('assets/configurator.js', ['assets/public-shell.js']),
        chunk('assets/option-fields.js', ['assets/configurator.js', 'assets/option-words.js']),
        chunk('assets/option-words.js', ['assets/start.js']),
      ].map((item) => [item.fileName, item]),
    );
    const { handler } = plugin.generateBundle as unknown as { handler: (o: object, b: object) => void };
    handler({}, bundle);
    const dependencies = [
      'assets/option-fields.js',
      'assets/configurator.js',
      'assets/public-shell.js',
      'assets/start.js',
      'assets/framework.js',
      'assets/option-words.js',
    ];
    expect(withoutLoaded('assets/configurator.js', dependencies)).toEqual([
      'assets/option-fields.js',
      'assets/configurator.js',
      'assets/option-words.js',
    ]);
    // The entry loads nothing before it: its list stays whole.
    expect(withoutLoaded('assets/framework.js', dependencies)).toEqual(dependencies);
  });
});
