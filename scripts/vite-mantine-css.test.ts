import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesLookup, stylesFor } from './vite-mantine-css.ts';

// Runs the plugin's lookup on the app's own sources and the installed @mantine packages: a component the
// app renders whose stylesheet the plugin does not import (an upgrade that moved or renamed Mantine's
// styles, or a component built another way) fails here instead of rendering unstyled.

type Lookup = (pkg: string, names: string[]) => string[];

const CORE_STYLES = 'node_modules/@mantine/core/styles';

function appSources(dir = 'src/web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `@mantine/core` components the sources import (values, capitalised), with one file that imports each. */
function usedCoreComponents(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g))
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, file);
      }
  }
  return used;
}

/**
 * The components whose own stylesheet (Mantine ships `styles/<Name>.layer.css` for each that has one) the
 * lookup leaves out of the module that imports them, or that it names but is not installed.
 */
function missingStyles(lookup: Lookup, files: string[]): string[] {
  const missing: string[] = [];
  for (const [name, file] of usedCoreComponents(files)) {
    const imported = stylesFor(readFileSync(file, 'utf8'), lookup);
    const own = `@mantine/core/styles/${name}.layer.css`;
    if (existsSync(join(CORE_STYLES, `${name}.layer.css`)) && !imported.includes(own)) missing.push(name);
    for (const css of imported)
      if (!existsSync(join('node_modules', css))) missing.push(`${name}: ${css} is not installed`);
  }
  return missing;
}

describe("the Mantine component styles plugin on the app's sources and the installed Mantine", () => {
  const lookup = mantineStylesLookup(process.cwd());
  const files = appSources();

  it('imports the stylesheet of every Mantine component the app renders', () => {
    const used = usedCoreComponents(files);
    expect(used.size).toBeGreaterThan(30);
    expect(used.has('Button')).toBe(true);
    expect(missingStyles(lookup, files)).toEqual([]);
  });

  it('imports the styles a component is built from, dependencies first', () => {
    const css = lookup('@mantine/core', ['PasswordInput']);
    expect(css).toContain('@mantine/core/styles/Input.layer.css');
    expect(css).toContain('@mantine/core/styles/PasswordInput.layer.css');
    expect(css.indexOf('@mantine/core/styles/Input.layer.css')).toBeLessThan(
      css.indexOf('@mantine/core/styles/PasswordInput.layer.css'),
    );
    expect(lookup('@mantine/notifications', ['Notifications'])).toContain(
      '@mantine/notifications/styles.layer.css',
    );
  });

  it('fails when a used component would lose its stylesheet', () => {
    const withoutButton: Lookup = (pkg, names) =>
      lookup(pkg, names).filter((css) => css !== '@mantine/core/styles/Button.layer.css');
    expect(missingStyles(withoutButton, files)).toContain('Button');
  });
});
