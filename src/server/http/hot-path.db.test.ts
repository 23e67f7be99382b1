// The hot path (docs/ARCHITECTURE.md#a-request-from-the-browser-to-the-database-and-back): hot reads
// answered from memory before Hono, with the same bytes, headers and validators as the full way, no
// database query, and nothing served that the caches cannot vouch for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail, setDisabled } from '../db/queries/users.ts';
import { seedDemoCatalogue } from '../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, nextChange, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { withHotPath } from './hot-path.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const PASSWORD = 'demo-password-1';
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const HOT_READS = [
  '/api/health',
  '/api/trpc/publicConfigurator.navigation',
  `/api/trpc/publicConfigurator.machineModel?${input({ slug: 'hx', locale: 'de' })}`,
];
const SIGNED_IN_READS = ['/api/news', '/api/product-portfolio', '/api/trpc/publicConfigurator.navigation'];

class CountingLogger implements Logger {
  queries = 0;
  logQuery() {
    this.queries++;
  }
}

describe(`hot path (${process.env.TEST_DB})`, () => {
  const counter = new CountingLogger();
  let db: TestDb;
  let server: Server;
  let base: string;
  let app: ReturnType<typeof testApp>;
  const served: string[] = [];
  let cookie = '';

  beforeAll(async () => {
    db = await createTestDb({ logger: counter });
    await seedDemoCatalogue(db.db);
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    app = testApp(db);
    const hot = app.hot;
    const spy: typeof hot = (request, response) => {
      const answered = hot(request, response);
      if (answered) served.push(request.url ?? '');
      return answered;
    };
    server = createServer(withHotPath(spy, getRequestListener(app.app.fetch)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = new Client(app.app, base);
    expect((await client.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
    const token = (client as unknown as { cookies: Map<string, string> }).cookies.get('authjs.session-token');
    cookie = `authjs.session-token=${token}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('answers warm reads from memory: no query, the same bytes and headers as the full way', async () => {
    await vi.waitFor(() => expect(db.changes.trusted()).toBe(true), { timeout: 3000, interval: 50 });
    for (const path of HOT_READS) expect((await get(path)).status, path).toBe(200);
    for (const path of SIGNED_IN_READS) expect((await get(path, { cookie })).status, path).toBe(200);
    // Health is hot only within a second of its last ping (system-routes.ts HEALTHY_FOR_MS); the warm-up
    // above can take longer than that on a loaded machine, so it pings last, right before the checks.
    expect((await get('/api/health')).status).toBe(200);
    served.length = 0;
    counter.queries = 0;
    for (const path of HOT_READS) {
      // fetch would inflate a compressed body: compare identity bytes (the encoding is the same code).
      const hot = await get(path, { 'accept-encoding': 'identity' });
      const full = await app.app.request(`http://127.0.0.1${path}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(hot.status, path).toBe(200);
      const hotBytes = Buffer.from(await hot.arrayBuffer());
      expect(hotBytes.equals(Buffer.from(await full.arrayBuffer())), path).toBe(true);
      for (const name of ['etag', 'content-type', 'content-encoding', 'cache-control', 'vary']) {
        expect(hot.headers.get(name), `${path} ${name}`).toBe(full.headers.get(name));
      }
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(hot.headers.get(name)).toBe(value);
      expect(hot.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
    for (const path of SIGNED_IN_READS) expect((await get(path, { cookie })).status, path).toBe(200);
    expect(served.sort()).toEqual([...HOT_READS, ...SIGNED_IN_READS].sort());
    // The full way above ran for comparison only on the app; the hot answers made no query.
    expect(counter.queries).toBe(0);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get(HOT_READS[1] as string);
    const again = await get(HOT_READS[1] as string, { 'if-none-match': first.headers.get('etag') as string });
    expect(again.status).toBe(304);
  });

  it('never serves what it cannot vouch for: a disabled user, an unknown token, a write in flight', async () => {
    served.length = 0;
    expect((await get('/api/news', { cookie: 'authjs.session-token=not-a-token' })).status).toBe(401);
    expect(served).toEqual([]);

    const user = await findUserByEmail(db.db, { email: 'sales@meterline.example' });
    // No revision follows a user's change, so caughtUp cannot wait for it: wait for its notification.
    const told = nextChange(db, 'user');
    await setDisabled(db.db, { id: user?.id as string, disabled: true });
    await told;
    expect((await get('/api/news', { cookie })).status).toBe(401);
    expect(served).toEqual([]);
    await setDisabled(db.db, { id: user?.id as string, disabled: false });

    // Right after a write of this instance the caches ask the database: nothing hot.
    db.changes.touch();
    expect((await get(HOT_READS[1] as string)).status).toBe(200);
    expect(served).toEqual([]);
  });
});
