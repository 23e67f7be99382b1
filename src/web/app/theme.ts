import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// SPEC §3: iso is orange, poly is green, primary is cyan; Roboto.
const iso: MantineColorsTuple = [
  '#fff4e2',
  '#ffe9cc',
  '#ffd09b',
  '#fdb665',
  '#fca038',
  '#fc921b',
  '#fc8a08',
  '#e17800',
  '#c86a00',
  '#ae5a00',
];
const poly: MantineColorsTuple = [
  '#e9fbf0',
  '#d9f2e2',
  '#b2e4c4',
  '#88d6a3',
  '#65ca87',
  '#4ec275',
  '#41be6b',
  '#32a75a',
  '#27944e',
  '#168040',
];

export const theme = createTheme({
  primaryColor: 'cyan',
  // Cyan 6 on white is 2.6:1; shade 9 passes WCAG AA (4.5:1) for links and for white button text.
  primaryShade: { light: 9, dark: 5 },
  colors: { iso, poly },
  fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, Segoe UI, sans-serif',
  headings: { fontFamily: 'Roboto, -apple-system, BlinkMacSystemFont, Segoe UI, sans-serif' },
});

/** The public configurator: square corners, headings 32 bold and 26 light (SPEC §3). */
export const configuratorTheme = createTheme({
  ...theme,
  defaultRadius: 0,
  headings: {
    ...theme.headings,
    sizes: {
      h1: { fontSize: '32px', fontWeight: '700' },
      h2: { fontSize: '26px', fontWeight: '300' },
    },
  },
});

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
