// The analytics collector (docs/product.md#analytics): a batch stored whole with the visitor's day hash,
// the referrer's host only and the staff flag; Do Not Track, Global Privacy Control and bots dropped;
// foreign origins, bad batches, oversized bodies and floods refused with nothing stored; the day's salt
// rotated so that an earlier day's hash cannot be made again.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSalts, rateLimitCounters } from '../../db/schema/index.ts';
import { seedDemoUsers } from '../../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { VisitorHasher } from '../../services/analytics/visitor-hash.ts';
import { Client, testApp } from '../../testing/test-app.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PASSWORD = 'demo-password-1';

let db: TestDb;
let app: ReturnType<typeof testApp>;
let anonymous: Client;

const pageview = (extra: Record<string, unknown> = {}) => ({
  type: 'pageview',
  path: '/configurator/hx',
  ts: Date.now(),
  ...extra,
});

function collect(client: Client, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return client.request('/api/analytics/collect', {
    method: 'POST',
    headers: { origin: client.origin, 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(): Promise<number> {
  return Number((await db.db.select({ n: count() }).from(analyticsEvents))[0]?.n);
}

async function refusal(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

beforeAll(async () => {
  db = await createTestDb();
  await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
  app = testApp(db);
  anonymous = new Client(app.app);
});

beforeEach(async () => {
  await db.db.delete(analyticsEvents);
  await db.db.delete(rateLimitCounters);
});

afterAll(async () => {
  await app.workers.close();
  await db.close();
});

describe('POST /api/analytics/collect', () => {
  it('stores a batch with the visitor hash, the referrer host only, and no staff flag for a visitor', async () => {
    const response = await collect(anonymous, {
      events: [
        pageview({ referrer: 'https://www.example.org/search?q=metering+machine', locale: 'de' }),
        {
          type: 'event',
          name: 'option_chosen',
          path: '/configurator/hx',
          props: { machine: 'hx', subStep: 'temperature-control', value: 'tc-heating' },
          ts: Date.now(),
        },
      ],
    });
    expect(response.status).toBe(202);
    const rows = await db.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'pageview',
      name: null,
      referrerHost: 'www.example.org',
      locale: 'de',
      staff: false,
    });
    expect(rows[1]).toMatchObject({
      name: 'option_chosen',
      props: { subStep: 'temperature-control', value: 'tc-heating' },
    });
    // One visitor: the same hash on both, and nothing of the address in it.
    expect(rows[0]?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[1]?.visitor).toBe(rows[0]?.visitor);
  });

  it('flags the events of signed-in staff', async () => {
    const staff = new Client(app.app);
    expect((await staff.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
    expect((await collect(staff, { events: [pageview()] })).status).toBe(202);
    expect((await db.db.select().from(analyticsEvents))[0]?.staff).toBe(true);
  });

  it('drops a batch under Do Not Track or Global Privacy Control, and one from a bot, with 202', async () => {
    expect((await collect(anonymous, { events: [pageview()] }, { dnt: '1' })).status).toBe(202);
    expect((await collect(anonymous, { events: [pageview()] }, { 'sec-gpc': '1' })).status).toBe(202);
    expect(
      (
        await collect(
          anonymous,
          { events: [pageview()] },
          { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
        )
      ).status,
    ).toBe(202);
    expect(await stored()).toBe(0);
    // The same batch without them is stored: the drops above were the headers' doing.
    expect((await collect(anonymous, { events: [pageview()] })).status).toBe(202);
    expect(await stored()).toBe(1);
  });

  it('refuses another origin with 403 and another body type with 415', async () => {
    const foreign = await collect(anonymous, { events: [pageview()] }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await refusal(foreign)).code).toBe('FORBIDDEN');
    const form = await collect(anonymous, 'events=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await stored()).toBe(0);
  });

  it('refuses a bad batch with 400 and a reason, storing none of it', async () => {
    // A body that is not JSON at all is the request guard's to refuse, as for every JSON call.
    const broken = await collect(anonymous, '{"events": [');
    expect(broken.status).toBe(400);
    expect((await refusal(broken)).code).toBe('PARSE_ERROR');
    const cases: [unknown, RegExp][] = [
      [{ events: Array.from({ length: 51 }, () => pageview()) }, /at most 50 events/],
      [
        { events: [pageview(), { type: 'event', name: 'clicked', path: '/', ts: Date.now() }] },
        /at events\.1\.name/,
      ],
      [{ events: [pageview({ userId: 'u-1' })] }, /events\.0/],
      [{ events: [pageview({ ts: Date.now() - 3 * 24 * 3600 * 1000 })] }, /more than a day ago/],
    ];
    for (const [body, reason] of cases) {
      const response = await collect(anonymous, body);
      expect(response.status).toBe(400);
      const error = await refusal(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(reason);
    }
    expect(await stored()).toBe(0);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const big = { events: [pageview({ props: { note: 'x'.repeat(200) } })], padding: 'y'.repeat(33 * 1024) };
    const response = await collect(anonymous, big);
    expect(response.status).toBe(413);
    expect((await refusal(response)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored()).toBe(0);
  });

  it('limits batches per address with 429 and a Retry-After', async () => {
    for (let i = 0; i < 120; i++)
      expect((await collect(anonymous, { events: [pageview()] })).status).toBe(202);
    const refused = await collect(anonymous, { events: [pageview()] });
    expect(refused.status).toBe(429);
    expect((await refusal(refused)).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(120);
  });
});

describe('the visitor hash', () => {
  it('is the same within a day, new the next, and yesterday’s cannot be made again', async () => {
    await db.db.delete(analyticsSalts);
    const hasher = new VisitorHasher();
    const monday = new Date('2026-11-23T10:00:00Z');
    const tuesday = new Date('2026-11-24T09:00:00Z');
    const first = await hasher.hash(db.db, '203.0.113.9', BROWSER, monday);
    expect(await hasher.hash(db.db, '203.0.113.9', BROWSER, new Date('2026-11-23T23:59:00Z'))).toBe(first);
    expect(await hasher.hash(db.db, '198.51.100.7', BROWSER, monday)).not.toBe(first);
    // Another instance on the same day finds the same salt.
    expect(await new VisitorHasher().hash(db.db, '203.0.113.9', BROWSER, monday)).toBe(first);

    const next = await hasher.hash(db.db, '203.0.113.9', BROWSER, tuesday);
    expect(next).not.toBe(first);
    expect((await db.db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(['2026-11-24']);
    // Monday's salt is gone: asking for Monday again gives a new salt and another hash.
    expect(await new VisitorHasher().hash(db.db, '203.0.113.9', BROWSER, monday)).not.toBe(first);
  });
});
