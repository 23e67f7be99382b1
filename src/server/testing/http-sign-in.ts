// A session of a user signed in over HTTP, as the login page does it (the Auth.js credentials callback with
// its CSRF token), for benches and tests that talk to a running app: the session cookie, `name=value`.
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.includes('session-token'));
  if (!session) throw new Error(`could not sign in as ${email} (${response.status})`);
  return session;
}
