// The page's colour scheme before React runs. Mantine's styles read `data-mantine-color-scheme` on <html>,
// which MantineProvider sets only after its first render: a page the server rendered would show its
// HTML without those styles until then. The server writes "light"; the boot entry (main.tsx) puts the
// visitor's choice in place as soon as it runs. This module imports nothing: it runs in the boot chunk.

/** Where the choice is kept in this browser (app/color-scheme.ts). */
export const COLOR_SCHEME_KEY = 'meterline-color-scheme';

/** The scheme a stored choice ("light", "dark" or "auto") shows, "auto" as the system says. */
function resolveColorScheme(stored: string | null, systemDark: boolean): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}

export function applyStoredColorScheme(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {
    // storage refused: the system's scheme
  }
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorScheme(stored, systemDark));
}
