/**
 * Where to go after sign-in: only a path of this site, never another origin (an open redirect would let a
 * crafted login link send people anywhere). The login page itself falls back to the dashboard.
 */
export function safeCallbackPath(raw: string | null | undefined, siteOrigin?: string): string {
  if (!raw) return '/';
  // Read only when there is a path to check: the server renders /login, without a query, where there is no window.
  const origin = siteOrigin ?? window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?callbackUrl=<path+search> for a page that needs a session. */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?${new URLSearchParams({ callbackUrl: pathWithSearch })}`;
}
