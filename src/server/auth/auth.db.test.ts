import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, setDisabled } from '../db/queries/users.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';

const PASSWORD = 'demo-password-1';

describe(`sign-in and sessions (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    app = testApp(db);
  });
  afterAll(() => db.close());

  it('signs in with e-mail and password (any case) and the session carries the role', async () => {
    const client = new Client(app.app);
    const res = await client.signIn('Admin@Meterline.example', PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: 'http://localhost/' });
    const session = await client.session();
    expect(session?.user).toMatchObject({
      name: 'Alex Admin',
      email: 'admin@meterline.example',
      role: 'admin',
      tradeFairModeEnabled: false,
    });
    expect(session?.user?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends Auth.js error page to the sign-in page with a code it has words for, never "undefined"', async () => {
    const client = new Client(app.app);
    const target = async (query: string) => {
      const res = await client.request(`/api/auth/error${query}`);
      expect(res.status).toBe(302);
      return res.headers.get('location');
    };
    expect(await target('')).toBe('/login?error=Default');
    expect(await target('?error=')).toBe('/login?error=Default');
    for (const code of ['Configuration', 'AccessDenied', 'Verification', 'Default']) {
      expect(await target(`?error=${code}`)).toBe(`/login?error=${code}`);
    }
    expect(await target('?error=CredentialsSignin')).toBe('/login?error=CredentialsSignin');
    expect(await target('?error=%3Cscript%3E')).toBe('/login?error=Default');
  });

  it('refuses a wrong password with CredentialsSignin and no session', async () => {
    const client = new Client(app.app);
    const res = await client.signIn('backoffice@meterline.example', 'not-the-password');
    expect((await res.json()).url).toContain('error=CredentialsSignin');
    expect(await client.session()).toBeNull();
  });

  it('needs the CSRF token', async () => {
    const client = new Client(app.app);
    const res = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'admin@meterline.example',
        password: PASSWORD,
        json: 'true',
      }).toString(),
    });
    expect((await res.json()).url).toContain('error=MissingCSRF');
  });

  it('answers the 6th failure within the window with 429, even with the right password', async () => {
    const client = new Client(app.app);
    for (let i = 0; i < 5; i++) {
      const res = await client.signIn('development@meterline.example', `wrong-${i}`);
      expect(res.status).toBe(200);
    }
    const sixth = await client.signIn('development@meterline.example', PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await sixth.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-ins. Please wait 5 minutes and try again.',
      },
    });
    // Another account from the same address is not locked by these five.
    expect((await new Client(app.app).signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
  });

  it('counts failures for unknown accounts the same way', async () => {
    const client = new Client(app.app);
    for (let i = 0; i < 5; i++) await client.signIn('nobody@meterline.example', 'whatever-1');
    expect((await client.signIn('nobody@meterline.example', 'whatever-1')).status).toBe(429);
  });

  it('refuses a disabled user on the very next request and ends the Auth.js session', async () => {
    const client = new Client(app.app);
    await client.signIn('tradefair@meterline.example', PASSWORD);
    const ok = await client.trpcMutation('account.changePassword', {
      currentPassword: 'x',
      newPassword: 'y',
    });
    expect(ok.status).toBe(400); // signed in: the input is checked
    const user = await findUserByEmail(db.db, { email: 'tradefair@meterline.example' });
    await setDisabled(db.db, { id: user?.id as string, disabled: true });
    const refused = await client.trpcMutation('account.changePassword', {
      currentPassword: 'x',
      newPassword: 'y',
    });
    expect(refused.status).toBe(401);
    expect(await client.session()).toBeNull();
    await setDisabled(db.db, { id: user?.id as string, disabled: false });
  });

  it('updates the session from the database on POST /api/auth/session', async () => {
    const client = new Client(app.app);
    await client.signIn('sales@meterline.example', PASSWORD);
    const res = await client.request('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await client.csrf(), data: { role: 'development' } }),
    });
    expect(res.status).toBe(200);
    // The client cannot promote itself: claims come from the database.
    expect((await res.json()).user.role).toBe('sales');
  });

  it("changing one's own password ends every session, this one too; the new password works", async () => {
    const client = new Client(app.app);
    const other = new Client(app.app);
    await client.signIn('backoffice@meterline.example', PASSWORD);
    await other.signIn('backoffice@meterline.example', PASSWORD);
    const wrong = await client.trpcMutation('account.changePassword', {
      currentPassword: 'not-it',
      newPassword: 'a-new-password-1',
    });
    expect((await wrong.json()).error.message).toBe('The current password is not correct.');
    const short = await client.trpcMutation('account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect((await short.json()).error.message).toBe('The password must have at least 10 characters.');
    const ok = await client.trpcMutation('account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password-1',
    });
    expect(await ok.json()).toEqual({ result: { data: { ok: true } } });
    expect(await client.session()).toBeNull();
    expect(await other.session()).toBeNull();
    const again = new Client(app.app);
    expect((await (await again.signIn('backoffice@meterline.example', 'a-new-password-1')).json()).url).toBe(
      'http://localhost/',
    );
  });

  it('signs out, answering with a url', async () => {
    const client = new Client(app.app);
    await client.signIn('sales@meterline.example', PASSWORD);
    const res = await client.postForm('/api/auth/signout', { callbackUrl: '/login' });
    expect(await res.json()).toEqual({ url: 'http://localhost/login' });
    expect(await client.session()).toBeNull();
  });

  it('redirects /api/auth/signin with error and callbackUrl to the login page', async () => {
    const res = await new Client(app.app).request(
      '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fanalytics',
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') as string, 'http://localhost');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
    expect(location.searchParams.get('callbackUrl')).toBe('http://localhost/analytics');
  });

  it('lists the providers', async () => {
    const res = await new Client(app.app).request('/api/auth/providers');
    expect(Object.keys(await res.json()).sort()).toEqual(['credentials', 'nodemailer']);
  });

  it('mails a sign-in link to a known user that signs them in once', async () => {
    const client = new Client(app.app);
    const res = await client.postForm('/api/auth/signin/nodemailer', {
      email: 'admin@meterline.example',
      callbackUrl: '/account',
    });
    expect((await res.json()).url).toContain('/api/auth/verify-request');
    const mail = app.sent.at(-1);
    expect(mail?.to).toBe('admin@meterline.example');
    const link = /(http\S+)/.exec(mail?.text ?? '')?.[1] as string;
    const callback = await client.request(new URL(link).pathname + new URL(link).search);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://localhost/account');
    expect((await client.session())?.user?.email).toBe('admin@meterline.example');
    const reused = await new Client(app.app).request(new URL(link).pathname + new URL(link).search);
    expect(reused.headers.get('location')).toContain('error=Verification');
  });

  it('sends no link to an unknown address and does not say so', async () => {
    const before = app.sent.length;
    const res = await new Client(app.app).postForm('/api/auth/signin/nodemailer', {
      email: 'stranger@example.com',
      callbackUrl: '/',
    });
    expect((await res.json()).url).toContain('/api/auth/verify-request');
    expect(app.sent.length).toBe(before);
  });

  it('writes the client log from the app itself and refuses malformed or foreign entries', async () => {
    const client = new Client(app.app);
    const post = (body: unknown, headers: Record<string, string> = { origin: 'http://localhost' }) =>
      client.request('/api/auth/_log', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const entry = { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'Failed to fetch' };
    expect(await (await post(entry)).json()).toEqual({ ok: true });
    expect((await post({ level: 'shout' })).status).toBe(400);
    expect((await post(entry, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(entry, {})).status).toBe(403);
  });

  it('refuses a forged Host, so no sign-in link can point to another site', async () => {
    const before = app.sent.length;
    const client = new Client(app.app);
    const csrf = await client.csrf();
    const res = await client.request('/api/auth/signin/nodemailer', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      body: new URLSearchParams({
        csrfToken: csrf,
        email: 'admin@meterline.example',
        json: 'true',
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(app.sent.length).toBe(before);
    await client.postForm('/api/auth/signin/nodemailer', {
      email: 'admin@meterline.example',
      callbackUrl: '/',
    });
    expect(app.sent.at(-1)?.text).toContain('http://localhost/api/auth/callback/nodemailer?');
  });

  it('accepts sign-in only as a form, so the lock-out cannot be dodged with JSON', async () => {
    const client = new Client(app.app);
    const res = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        csrfToken: await client.csrf(),
        email: 'admin@meterline.example',
        password: 'x',
      }),
    });
    expect(res.status).toBe(415);
  });

  it('lets exactly 5 of many parallel wrong guesses through', async () => {
    // Its own app and address, so the failures of the other tests do not count here.
    const proxied = testApp(db, { TRUST_PROXY: 'true' });
    const clients = Array.from({ length: 12 }, () => new Client(proxied.app));
    const csrf = await Promise.all(clients.map((c) => c.csrf()));
    const statuses = await Promise.all(
      clients.map((c, i) =>
        c.request('/api/auth/callback/credentials', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
          body: new URLSearchParams({
            csrfToken: csrf[i] as string,
            json: 'true',
            email: 'parallel@meterline.example',
            password: `guess-${i}`,
          }).toString(),
        }),
      ),
    );
    const counts = statuses.map((r) => r.status).sort();
    expect(counts.filter((s) => s === 200)).toHaveLength(5);
    expect(counts.filter((s) => s === 429)).toHaveLength(7);
  });
});
