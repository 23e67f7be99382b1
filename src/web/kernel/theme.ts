import { createTheme, type MantineColorsTuple } from '@mantine/core';

// docs/product.md#catalogue: iso is orange, poly is green, primary is cyan; Roboto.
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

/** The public configurator: square corners, headings 32 bold and 26 light (docs/product.md#catalogue). */
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
