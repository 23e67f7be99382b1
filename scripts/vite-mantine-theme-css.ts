// The theme's CSS variables as a stylesheet made at build time (the first-load budget,
// docs/decisions/008-boot-entry-for-the-first-load.md), instead of by MantineProvider in the browser. At run
// time Mantine computes every colour's variables twice on each first load (once for its default theme when
// the module loads, once for ours when the provider renders) and writes them into a <style>: 14 ms of script
// on this machine before the first paint, 56 ms under Lighthouse's throttling, and 2 KB gzipped of code. The
// theme never changes at run time, so the same functions run here, on the same theme (src/web/kernel/theme.ts,
// which vite.config.ts imports and hands over), and the result is `virtual:mantine-theme.css`, which main.tsx
// imports. Mantine's runtime component is replaced by one that renders nothing; the provider is told so
// (`withCssVariables={false}`, src/web/app/providers.tsx).
import { fileURLToPath } from 'node:url';
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:mantine-theme.css';
const RESOLVED = `\0${VIRTUAL}`;
const RUNTIME_COMPONENT =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/MantineCssVariables\.mjs$/;

/** What MantineProvider's <MantineCssVariables> writes for `theme` and `resolver` on `:root`. */
export function themeCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), resolver(merged)) as ReturnType<
    typeof defaultCssVariablesResolver
  >;
  // As the provider does on :root: only what differs from Mantine's defaults, which
  // default-css-variables.layer.css (imported by main.tsx) already sets.
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (values: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([key, value]) => base[key] !== value));
  const css = convertCssVariables({
    variables: changed(variables.variables, defaults.variables),
    light: changed(variables.light, defaults.light),
    dark: changed(variables.dark, defaults.dark),
  });
  return `/* Made by scripts/vite-mantine-theme-css.ts from src/web/kernel/theme.ts */\n${css}\n`;
}

export function mantineThemeCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): Plugin {
  const nothing = fileURLToPath(new URL('./mantine-no-css-variables.ts', import.meta.url));
  return {
    name: 'meterline:mantine-theme-css',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id === VIRTUAL) return RESOLVED;
      if (!importer?.includes('/@mantine/core/')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved && RUNTIME_COMPONENT.test(resolved.id) ? nothing : null;
    },
    load(id) {
      return id === RESOLVED ? themeCss(theme, resolver) : null;
    },
  };
}
