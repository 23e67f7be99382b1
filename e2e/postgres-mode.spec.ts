import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startAppServer } from './fixtures/app-server.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

test('with DATABASE_URL the same app runs on PostgreSQL, two instances sharing it', async ({ request }) => {
  test.skip(!baseUrl, 'TEST_DATABASE_URL is not set (CI sets it)');
  const name = `meterline_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl as string);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), AUTH_SECRET: 'e2e-shared-secret-e2e-shared-secret-0123' };
  const [one, two] = await Promise.all([startAppServer({ env }), startAppServer({ env })]);
  try {
    for (const server of [one, two]) {
      const health = await request.get(`${server.url}/api/health`);
      // Anonymous callers learn only the status; the kind shows that PostgreSQL is used.
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    // Demo users were seeded once, and a session made on one instance is valid on the other.
    const direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
    const users = await direct.query('select count(*)::int as n from users');
    await direct.end();
    expect(users.rows[0].n).toBe(5);
    const { csrfToken } = await (await request.get(`${one.url}/api/auth/csrf`)).json();
    const signIn = await request.post(`${one.url}/api/auth/callback/credentials`, {
      form: {
        csrfToken,
        json: 'true',
        callbackUrl: '/',
        email: 'admin@meterline.example',
        password: 'demo-password-1',
      },
    });
    expect(signIn.status()).toBe(200);
    const cookies = (await request.storageState()).cookies.filter((c) => c.name.includes('session-token'));
    expect(cookies).toHaveLength(1);
    const onTwo = await request.get(`${two.url}/api/auth/session`, {
      headers: { cookie: `${cookies[0]?.name}=${cookies[0]?.value}` },
    });
    expect((await onTwo.json()).user.email).toBe('admin@meterline.example');
  } finally {
    expect(await one.stop()).toBe(0);
    expect(await two.stop()).toBe(0);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
