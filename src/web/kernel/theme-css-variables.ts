// The theme's own CSS variables, written into the stylesheet of the theme's variables at build time
// (scripts/vite-mantine-theme-css.ts): the browser never computes them (MantineProvider has
// withCssVariables={false}), so this module stays out of the app's code.
import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Dimmed text in gray 7, not Mantine's gray 6 (3.3:1 on white), so secondary text stays readable; field
 * errors in red 8 (5.7:1), not red 6 (3.3:1) (WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Filled primary buttons get lighter on hover by default (cyan 8: 4.3:1 with white text); darker
    // keeps them above 4.5:1 and still shows the hover.
    '--mantine-color-cyan-filled-hover': '#095c6b',
    // Light variants (the active menu entry, light badges): cyan 9 text on cyan 2 when hovered is 4.1:1;
    // one shade lighter each keeps 4.9:1 hovered and still shows the hover.
    '--mantine-color-cyan-light': 'var(--mantine-color-cyan-0)',
    '--mantine-color-cyan-light-hover': 'var(--mantine-color-cyan-1)',
  },
  dark: {},
});
