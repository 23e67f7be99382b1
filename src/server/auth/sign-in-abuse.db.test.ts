// Regression tests for the second outside probe's sign-in findings: a lock-out anyone could trigger,
// a 500 on a long e-mail, tables that grew with every anonymous request, and unlimited sign-in
// mails. Each failed before its fix.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countAttempt } from '../db/queries/rate-limits.ts';
import { rateLimitCounters, verificationTokens } from '../db/schema/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { MAX_FAILURES, MAX_FAILURES_PER_IP, MAX_LINKS_PER_ACCOUNT, MAX_LINKS_PER_IP } from './rate-limit.ts';

const PASSWORD = 'demo-password-1';
const ADMIN = 'admin@meterline.example';
const FORM = 'application/x-www-form-urlencoded';

describe(`sign-in abuse (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    // Behind a proxy, so each test can speak from addresses of its own.
    app = testApp(db, { TRUST_PROXY: 'true' });
  });
  afterAll(() => db.close());
  afterEach(async () => {
    await db.db.delete(rateLimitCounters);
    await db.db.delete(verificationTokens);
  });

  /** A form POST from `ip`, with the client's CSRF token unless `token` says otherwise. */
  async function post(
    client: Client,
    ip: string,
    path: string,
    fields: Record<string, string>,
    options: { token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const token = options.token === undefined ? await client.csrf() : options.token;
    return client.request(path, {
      method: 'POST',
      headers: { 'content-type': FORM, 'x-forwarded-for': ip, ...options.headers },
      body: new URLSearchParams({
        ...(token === null ? {} : { csrfToken: token }),
        json: 'true',
        ...fields,
      }).toString(),
    });
  }
  const signIn = (client: Client, ip: string, email: string, password: string) =>
    post(client, ip, '/api/auth/callback/credentials', { email, password, callbackUrl: '/' });
  const requestLink = (client: Client, ip: string, email: string) =>
    post(client, ip, '/api/auth/signin/nodemailer', { email, callbackUrl: '/' });
  const counters = async () => (await db.db.select({ n: count() }).from(rateLimitCounters))[0]?.n ?? 0;
  const tokens = async () => (await db.db.select({ n: count() }).from(verificationTokens))[0]?.n ?? 0;

  describe('1. the lock-out', () => {
    it('counts no sign-in without a valid CSRF token, so token-less posts cannot lock an account', async () => {
      const attacker = new Client(app.app);
      for (let i = 0; i <= MAX_FAILURES; i++) {
        const res = await signIn(attacker, '198.51.100.1', ADMIN, `guess-${i}`);
        expect(res.status).toBeLessThan(500);
      }
      // The same without a token at all, and with a token that is not the cookie's.
      for (const token of [null, 'forged-token']) {
        for (let i = 0; i < MAX_FAILURES + 1; i++) {
          const res = await post(
            new Client(app.app),
            '198.51.100.2',
            '/api/auth/callback/credentials',
            { email: ADMIN, password: 'x' },
            { token },
          );
          expect((await res.json()).url).toContain('error=MissingCSRF');
        }
      }
      // The owner, from the attacker's address even: not locked by posts Auth.js refused.
      expect(await counters()).toBe(2); // the first client's guesses: its address and pair only
      expect((await signIn(new Client(app.app), '198.51.100.2', ADMIN, PASSWORD)).status).toBe(200);
    });

    it('refuses a sign-in from another origin with 403 and counts nothing', async () => {
      const client = new Client(app.app);
      for (const origin of ['https://evil.example', 'null']) {
        const res = await post(
          client,
          '198.51.100.3',
          '/api/auth/callback/credentials',
          { email: ADMIN, password: 'x' },
          { headers: { origin } },
        );
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe('FORBIDDEN');
      }
      const crossSite = await post(
        client,
        '198.51.100.3',
        '/api/auth/signin/nodemailer',
        { email: ADMIN },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(crossSite.status).toBe(403);
      expect(await counters()).toBe(0);
      // Our own origin is fine.
      const own = await post(
        client,
        '198.51.100.3',
        '/api/auth/callback/credentials',
        { email: ADMIN, password: PASSWORD },
        { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } },
      );
      expect(own.status).toBe(200);
    });

    it("locks an account for the failing address only: the owner's own address still gets in", async () => {
      const attacker = new Client(app.app);
      for (let i = 0; i < MAX_FAILURES; i++) await signIn(attacker, '198.51.100.4', ADMIN, `guess-${i}`);
      const locked = await signIn(attacker, '198.51.100.4', ADMIN, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
      const owner = new Client(app.app);
      expect((await signIn(owner, '203.0.113.50', ADMIN, PASSWORD)).status).toBe(200);
      expect((await owner.session())?.user?.email).toBe(ADMIN);
    });

    it('counts nothing more for any account while the address is refused', async () => {
      const client = new Client(app.app);
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
        expect((await signIn(client, '198.51.100.5', `user-${i}@example.com`, 'x')).status).toBe(200);
      }
      const rows = await counters();
      expect(rows).toBe(MAX_FAILURES_PER_IP + 1); // one pair per account and the address
      for (let i = 0; i < 2 * MAX_FAILURES; i++) {
        expect((await signIn(client, '198.51.100.5', ADMIN, `guess-${i}`)).status).toBe(429);
      }
      // No pair for the admin was started: from any other address nothing has been counted.
      expect(await counters()).toBe(rows);
    });
  });

  describe('2. a long e-mail', () => {
    // Random, so that PostgreSQL cannot compress it below its index's row limit.
    const long = `${randomBytes(1350).toString('hex')}@meterline.example`;

    it('answers 400 on the credentials and the e-mail link routes', async () => {
      const client = new Client(app.app);
      for (const res of [
        await signIn(client, '198.51.100.6', long, 'x'),
        await requestLink(client, '198.51.100.6', long),
      ]) {
        expect(res.status).toBe(400);
        expect((await res.json()).error).toEqual({
          code: 'BAD_REQUEST',
          message: 'The e-mail address is too long: at most 254 characters.',
        });
      }
      // 254 characters are fine (and unknown): the usual answers.
      const longest = `${'b'.repeat(254 - '@meterline.example'.length)}@meterline.example`;
      expect((await (await signIn(client, '198.51.100.6', longest, 'x')).json()).url).toContain(
        'error=CredentialsSignin',
      );
      expect((await (await requestLink(client, '198.51.100.6', longest)).json()).url).toContain(
        '/api/auth/verify-request',
      );
    });

    it('keeps rate-limit keys short whatever the subject', async () => {
      const subject = randomBytes(10_000).toString('hex');
      const limit = { name: 'test-long', max: 1, windowMs: 60_000 };
      expect((await countAttempt(db.db, [{ limit, subject }])).allowed).toBe(true);
      expect((await countAttempt(db.db, [{ limit, subject }])).allowed).toBe(false);
      const keys = await db.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
      expect(keys.map((row) => row.key.length)).toEqual([expect.any(Number)]);
      expect(keys[0]?.key.length).toBeLessThanOrEqual(80);
      // Nor is an address or an e-mail kept readable in the table.
      await signIn(new Client(app.app), '198.51.100.7', ADMIN, 'x');
      const all = (await db.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
        (r) => r.key,
      );
      expect(all.join(' ')).not.toMatch(/198\.51\.100\.7|meterline\.example/);
    });
  });

  describe('3. bounded tables', () => {
    it('sign-ins with ever new e-mails from one address leave a bounded number of counters', async () => {
      const client = new Client(app.app);
      const token = await client.csrf();
      for (let i = 0; i < 100; i++) {
        await post(
          client,
          '198.51.100.8',
          '/api/auth/callback/credentials',
          { email: `new-${i}@example.com`, password: 'x' },
          { token },
        );
      }
      expect(await counters()).toBeLessThanOrEqual(MAX_FAILURES_PER_IP + 1);
    });

    it('stores no token for an unknown address and answers just the same', async () => {
      const client = new Client(app.app);
      const unknown = await requestLink(client, '198.51.100.9', 'stranger@example.com');
      expect(await tokens()).toBe(0);
      const known = await requestLink(client, '198.51.100.9', ADMIN);
      expect(await tokens()).toBe(1);
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
    });
  });

  describe('4. sign-in links are rate-limited', () => {
    it(`sends at most ${MAX_LINKS_PER_ACCOUNT} links to one account, whatever the address`, async () => {
      const before = app.sent.length;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await requestLink(new Client(app.app), `198.51.100.${20 + i}`, ADMIN);
        statuses.push(res.status);
      }
      expect(app.sent.length - before).toBe(MAX_LINKS_PER_ACCOUNT);
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_LINKS_PER_ACCOUNT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10 - MAX_LINKS_PER_ACCOUNT);
      // Variants of the address are the same account.
      const variant = await requestLink(new Client(app.app), '198.51.100.40', ' ADMIN@meterline.example');
      expect(variant.status).toBe(429);
      expect((await variant.json()).error.message).toMatch(
        /^Too many sign-in links were requested\. Please wait \d+ minutes? and try again, or sign in with your password\.$/,
      );
    });

    it(`lets one address ask for at most ${MAX_LINKS_PER_IP} links`, async () => {
      const client = new Client(app.app);
      const statuses: number[] = [];
      for (let i = 0; i < MAX_LINKS_PER_IP + 5; i++) {
        statuses.push((await requestLink(client, '198.51.100.41', `person-${i}@example.com`)).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_LINKS_PER_IP);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });

    it('lets exactly the allowed number of parallel link requests through', async () => {
      const clients = Array.from({ length: 8 }, () => new Client(app.app));
      const csrf = await Promise.all(clients.map((c) => c.csrf()));
      const answers = await Promise.all(
        clients.map((c, i) =>
          post(
            c,
            `198.51.100.${50 + i}`,
            '/api/auth/signin/nodemailer',
            { email: 'sales@meterline.example' },
            {
              token: csrf[i] as string,
            },
          ),
        ),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_LINKS_PER_ACCOUNT);
    });
  });
});
