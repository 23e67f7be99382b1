// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../src/web/kernel/theme.ts';
import { cssVariablesResolver } from '../src/web/kernel/theme-css-variables.ts';
import { themeCss } from './vite-mantine-theme-css.ts';

afterEach(cleanup);

/** What Mantine's own provider writes into the page for the same theme (its runtime path, kept in tests). */
function runtimeCss(): string {
  render(createElement(MantineProvider, { theme, cssVariablesResolver }, createElement('p', null, 'page')));
  return Array.from(document.querySelectorAll('style[data-mantine-styles]'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('the theme stylesheet made at build time', () => {
  it("holds exactly the variables MantineProvider would write for the app's theme", () => {
    const built = themeCss(theme, cssVariablesResolver).split('\n').slice(1).join('\n').trim();
    expect(built).toContain('--mantine-color-iso-9: #ae5a00');
    expect(built).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(built).toContain('--mantine-primary-color-filled: var(--mantine-color-cyan-filled)');
    expect(runtimeCss()).toContain(built);
  });

  it('follows the theme: another primary colour gives other variables', () => {
    const other = themeCss({ ...theme, primaryColor: 'grape' }, cssVariablesResolver);
    expect(other).toContain('--mantine-primary-color-filled: var(--mantine-color-grape-filled)');
    expect(other).not.toContain('--mantine-primary-color-filled: var(--mantine-color-cyan-filled)');
  });
});
