// The code of the login page and of the internal area, one step away from the boot entry (route-code.ts).
// Each import() here carries the list of everything its page needs (Vite preloads it all at once): for
// the internal area that is about ninety file names, 1.3 KB gzipped that every public page's first load
// carried in the boot entry (docs/decisions/008-boot-entry-for-the-first-load.md). Here they load only when a
// signed-in page is asked for, at the cost of this small file's round trip.

export const loginPage = () => import('../features/auth/login-page.tsx');

export const internalShell = () => import('./areas/internal-shell.tsx');
