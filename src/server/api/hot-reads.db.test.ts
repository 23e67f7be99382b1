// A hot cached read (docs/decisions/006-told-not-asked.md) costs no database query, signed in or not; public
// tRPC queries answer compressed with an ETag and 304 like the REST data GETs; on PostgreSQL a change made
// through one instance reaches another, and a disabled user is refused there (how soon: npm run
// bench:change-feed).
import { gunzipSync } from 'node:zlib';
import type { Logger } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../db/client.ts';
import { findUserByEmail, setDisabled } from '../db/queries/users.ts';
import { appSettings, pumps } from '../db/schema/index.ts';
import { seedDemoCatalogue } from '../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { caughtUp, createTestDb, nextChange, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';

const PASSWORD = 'demo-password-1';

class CountingLogger implements Logger {
  queries: string[] = [];
  logQuery(query: string) {
    this.queries.push(query);
  }
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const PUBLIC_READS = [
  '/api/trpc/publicConfigurator.navigation',
  '/api/trpc/publicConfigurator.locales',
  `/api/trpc/publicConfigurator.machineModel?${input({ slug: 'hx', locale: 'de' })}`,
  `/api/trpc/publicConfigurator.navigation,publicConfigurator.locales?batch=1&${input({})}`,
];
const DATA_READS = [
  '/api/product-portfolio',
  '/api/configurator-data',
  '/api/general-information',
  '/api/news',
];

describe(`hot reads (${process.env.TEST_DB})`, () => {
  const counter = new CountingLogger();
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  let sales: Client;

  beforeAll(async () => {
    db = await createTestDb({ logger: counter });
    await seedDemoCatalogue(db.db);
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    app = testApp(db);
    sales = new Client(app.app);
    expect((await sales.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
  }, 120_000);
  afterAll(() => db.close());

  it('cost no database query once cached, anonymous and signed in', async () => {
    // The sign-in was a write of this instance: caches ask until its notification surely arrived.
    await vi.waitFor(() => expect(db.changes.trusted()).toBe(true), { timeout: 3000, interval: 50 });
    {
      const anonymous = new Client(app.app);
      const reads: [string, Client][] = [
        ...PUBLIC_READS.map((path): [string, Client] => [path, anonymous]),
        ...PUBLIC_READS.map((path): [string, Client] => [path, sales]),
        ...DATA_READS.map((path): [string, Client] => [path, sales]),
        ['/api/health', anonymous],
      ];
      for (const [path, client] of reads) expect((await client.request(path)).status, path).toBe(200);
      counter.queries = [];
      for (const [path, client] of reads) expect((await client.request(path)).status, path).toBe(200);
      expect(counter.queries).toEqual([]);
    }
  });

  it('public tRPC queries answer compressed, with an ETag and 304, like the data GETs', async () => {
    const path = PUBLIC_READS[2] as string;
    const first = await app.app.request(`http://localhost${path}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const body = JSON.parse(gunzipSync(Buffer.from(await first.arrayBuffer())).toString());
    expect(body.result.data.machine.slug).toBe('hx');
    const again = await app.app.request(`http://localhost${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const br = await app.app.request(`http://localhost${path}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('staff and visitors get their own cached answers', async () => {
    await db.db.insert(appSettings).values({ key: 'publicPrices', value: false });
    await caughtUp(db);
    try {
      const path = PUBLIC_READS[2] as string;
      const visitor = await (await new Client(app.app).request(path)).json();
      const staff = await (await sales.request(path)).json();
      expect(visitor.result.data.pricesVisible).toBe(false);
      expect(staff.result.data.pricesVisible).toBe(true);
    } finally {
      await db.db.delete(appSettings).where(eq(appSettings.key, 'publicPrices'));
      await caughtUp(db);
    }
  });

  it('a write request makes this instance ask until its notification surely arrived', async () => {
    await vi.waitFor(() => expect(db.changes.trusted()).toBe(true), { timeout: 3000, interval: 50 });
    await sales.trpcMutation('account.changePassword', { currentPassword: 'wrong', newPassword: 'x' });
    expect(db.changes.trusted()).toBe(false);
  });

  it('a change is served on the next read, with a new ETag', async () => {
    const before = await sales.request('/api/product-portfolio');
    const [pump] = await db.db.select({ id: pumps.id, name: pumps.name }).from(pumps).limit(1);
    await db.db
      .update(pumps)
      .set({ name: 'Renamed pump' })
      .where(eq(pumps.id, pump?.id as string));
    // What the app does after every write request (see the test above).
    db.changes.touch();
    const after = await sales.request('/api/product-portfolio');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await after.text()).toContain('Renamed pump');
    await db.db
      .update(pumps)
      .set({ name: pump?.name as string })
      .where(eq(pumps.id, pump?.id as string));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two instances: a change on one is seen by the other; a disabled user is refused there',
    async () => {
      const second = await openPostgres(db.url as string, { migrate: false, poolSize: 2 });
      try {
        await vi.waitFor(() => expect(second.changes.live).toBe(true), { timeout: 5000, interval: 10 });
        const other = testApp({ ...second, backend: 'postgres' });
        const otherSales = new Client(other.app);
        expect((await otherSales.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
        const etagBefore = (await otherSales.request('/api/product-portfolio')).headers.get('etag');

        // A write through the first instance's database handle: the second is told.
        const revisionTold = nextChange(second, 'revision');
        const [pump] = await db.db.select({ id: pumps.id }).from(pumps).limit(1);
        await db.db
          .update(pumps)
          .set({ name: 'Seen elsewhere' })
          .where(eq(pumps.id, pump?.id as string));
        await revisionTold;
        const after = await otherSales.request('/api/product-portfolio');
        expect(after.headers.get('etag')).not.toBe(etagBefore);
        expect(await after.text()).toContain('Seen elsewhere');

        expect((await otherSales.request('/api/news')).status).toBe(200);
        const user = await findUserByEmail(db.db, { email: 'sales@meterline.example' });
        const userTold = nextChange(second, 'user');
        await setDisabled(db.db, { id: user?.id as string, disabled: true });
        await userTold;
        expect((await otherSales.request('/api/news')).status).toBe(401);
        await setDisabled(db.db, { id: user?.id as string, disabled: false });
      } finally {
        await second.close();
      }
    },
  );
});
