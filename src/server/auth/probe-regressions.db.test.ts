// Regression tests for what an outside security probe of a fresh `npm start` found. Each
// failed before its fix.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { normaliseSignInForm } from './auth-handler.ts';

const PASSWORD = 'demo-password-1';
const BAD_COOKIE = 'authjs.session-token=%E0%A4%A';

describe(`security probe regressions (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    app = testApp(db);
  });
  afterAll(() => db.close());
  // Every test starts with clean counters: they share one client address.
  afterEach(() => db.db.delete(rateLimitCounters));

  const raw = (path: string, init: RequestInit = {}) => app.app.request(`http://localhost${path}`, init);

  describe('1. a malformed session cookie', () => {
    it.each(['/api/health', '/api/news', '/api/auth/session', '/api/trpc/publicConfigurator.locales'])(
      'counts as no session on %s',
      async (path) => {
        const res = await raw(path, { headers: { cookie: BAD_COOKIE } });
        expect(res.status).toBeLessThan(500);
        if (path === '/api/news') expect(res.status).toBe(401);
        if (path === '/api/auth/session') expect(await res.json()).toBeNull();
      },
    );

    it('is cleared by sign-out', async () => {
      const client = new Client(app.app);
      const csrf = await client.csrf();
      const csrfCookie = (await client.request('/api/auth/csrf')).headers.get('set-cookie') ?? '';
      const res = await raw('/api/auth/signout', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${BAD_COOKIE}; ${csrfCookie.split(';')[0]}`,
        },
        body: new URLSearchParams({ csrfToken: csrf, callbackUrl: '/configurator', json: 'true' }).toString(),
      });
      expect(res.status).toBeLessThan(400);
      const cleared = res.headers.getSetCookie().find((line) => line.startsWith('authjs.session-token='));
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    });
  });

  describe('2. the sign-in lock-out', () => {
    it('refuses a form that repeats a field', async () => {
      const client = new Client(app.app);
      const body = `csrfToken=${await client.csrf()}&json=true&email=decoy%40x.example&email=admin%40meterline.example&password=guess`;
      const res = await client.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain('"email" may be sent only once');
    });

    it('keeps a locked account locked whatever the form looks like', async () => {
      const client = new Client(app.app);
      for (let i = 0; i < 5; i++) await client.signIn('sales@meterline.example', `wrong-${i}`);
      expect((await client.signIn('sales@meterline.example', PASSWORD)).status).toBe(429);
      for (const variant of [
        ' SALES@meterline.example ',
        'Sales@Meterline.Example',
        'sales@meterline.example\t',
      ]) {
        const res = await client.signIn(variant, PASSWORD);
        expect([400, 429], JSON.stringify(variant)).toContain(res.status);
      }
      const repeated = await client.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `csrfToken=${await client.csrf()}&json=true&email=decoy%40x.example&email=sales%40meterline.example&password=${PASSWORD}`,
      });
      expect(repeated.status).toBe(400);
      expect(await client.session()).toBeNull();
    });

    it('normalises the e-mail once, for the counter and Auth.js alike', () => {
      const result = normaliseSignInForm('email=%20Admin%40Meterline.example%20&password=%20x%20');
      expect('form' in result && result.form.get('email')).toBe('admin@meterline.example');
      expect('form' in result && result.form.get('password')).toBe(' x ');
      expect(normaliseSignInForm('email=a%01b%40x.example')).toEqual({
        problem: 'The form field "email" contains a control character.',
      });
    });
  });

  it('3. a malformed tRPC path answers 400', async () => {
    expect((await raw('/api/trpc/%ZZ')).status).toBe(400);
    const post = await raw('/api/trpc/%ZZ', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{}',
    });
    expect(post.status).toBe(400);
  });

  it.each(['null', 'garbage', 'http://[::1', 'https://evil.example'])(
    '4. POST /api/auth/_log with Origin %s answers 403',
    async (origin) => {
      const res = await raw('/api/auth/_log', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ level: 'error', code: 'x', message: 'y' }),
      });
      expect(res.status).toBe(403);
    },
  );

  it('5. a NUL in a sign-in e-mail answers 400, as anywhere else', async () => {
    const client = new Client(app.app);
    const res = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrfToken=${await client.csrf()}&json=true&email=admin%40meterline.example%00&password=x`,
    });
    expect(res.status).toBe(400);
    const trpc = await raw(
      `/api/trpc/publicConfigurator.machineModel?input=${encodeURIComponent('{"slug":"hx\\u0000","locale":"en"}')}`,
    );
    expect(trpc.status).toBe(400);
    const json = await client.trpcMutation('account.changePassword', {
      currentPassword: 'a\u0000',
      newPassword: 'b',
    });
    expect(json.status).toBe(400);
  });

  // TRACE itself cannot be built as a fetch Request: the robustness test sends it over a socket.
  it.each([
    ['PUT', '/api/auth/session', 'GET, HEAD, POST'],
    ['DELETE', '/api/auth/signin', 'GET, HEAD, POST'],
    ['PUT', '/api/trpc/publicConfigurator.locales', 'GET, HEAD, POST'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/news', 'GET, HEAD'],
  ])('6. %s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const res = await raw(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect((await res.json()).error.code).toBe('METHOD_NOT_SUPPORTED');
  });

  describe('7. bounded work per request', () => {
    it('rate-limits password checks of account.changePassword per user: 5 of 12 parallel guesses get through', async () => {
      const client = new Client(app.app);
      await client.signIn('admin@meterline.example', PASSWORD);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          client.trpcMutation('account.changePassword', {
            currentPassword: `guess-${i}`,
            newPassword: 'a-new-password-1',
          }),
        ),
      );
      const statuses = guesses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    });

    it('refuses bodies over 1 MB with 413', async () => {
      const res = await raw('/api/trpc/account.changePassword', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ currentPassword: 'x'.repeat(1024 * 1024), newPassword: 'y' }),
      });
      expect(res.status).toBe(413);
    });
  });

  it('8. sign-out revokes the session: the captured token gets 401 next time', async () => {
    const client = new Client(app.app);
    await client.signIn('development@meterline.example', PASSWORD);
    const captured = (await client.request('/api/auth/csrf')).headers; // keeps the jar warm
    expect(captured).toBeDefined();
    const token = (client as unknown as { cookies: Map<string, string> }).cookies.get('authjs.session-token');
    expect(token).toBeTruthy();
    expect((await client.request('/api/news')).status).toBe(200);
    const signOut = await client.postForm('/api/auth/signout', { callbackUrl: '/login' });
    expect(signOut.status).toBe(200);
    const replay = await raw('/api/news', { headers: { cookie: `authjs.session-token=${token}` } });
    expect(replay.status).toBe(401);
    const session = await raw('/api/auth/session', { headers: { cookie: `authjs.session-token=${token}` } });
    expect(await session.json()).toBeNull();
    // A fresh sign-in of the same user is a new session and works.
    const again = new Client(app.app);
    await again.signIn('development@meterline.example', PASSWORD);
    expect((await again.request('/api/news')).status).toBe(200);
  });

  it('12. GET /api/auth/signout sends the browser to /login instead of an Auth.js page', async () => {
    const res = await raw('/api/auth/signout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});
