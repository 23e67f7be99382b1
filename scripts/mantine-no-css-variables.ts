// Stands in for Mantine's <MantineCssVariables> (scripts/vite-mantine-theme-css.ts): the theme's variables
// come as a stylesheet made at build time, so nothing is rendered or computed in the browser.
export function MantineCssVariables(_props: {
  cssVariablesSelector?: string;
  deduplicateCssVariables?: boolean;
}) {
  return null;
}
