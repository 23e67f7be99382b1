// A request that waits too long for one of the pool's connections is told the server is busy (503 with
// Retry-After, so the browser asks /api/health before it shows the outage banner); a database that
// does not answer is still an outage (db/unavailable.ts, api/errors.ts).
import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_PASSWORD, outageModelPath } from '../testing/outage-calls.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { type DbHandle, openPostgres } from './client.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from './unavailable.ts';

/** A port on this machine where something listens and never answers, or nothing listens at all. */
async function listening(onConnection: (socket: import('node:net').Socket) => void): Promise<Server> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

async function answerOf(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

/** The app's answers to an anonymous tRPC read and a sign-in (REST), each from a fresh app. */
async function answers(handle: DbHandle) {
  const app = () => testApp({ ...handle, backend: 'postgres' }).app;
  return {
    trpc: await answerOf(await app().request(`http://localhost${outageModelPath}`)),
    rest: await answerOf(await new Client(app()).signIn('sales@meterline.example', OUTAGE_PASSWORD)),
  };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('a full connection pool is busy, not away', () => {
  let db: TestDb;
  let handle: DbHandle;
  beforeAll(async () => {
    db = await createTestDb();
    handle = await openPostgres(db.url ?? '', { migrate: false, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await db?.close();
  });

  it('answers 503 busy with Retry-After while the only connection is held, and /api/health stays 200', async () => {
    // The pool's one connection, held by a long query until the test cancels it.
    const held = handle.db.execute(sql`select pg_sleep(60)`).then(
      () => 'finished',
      () => 'cancelled',
    );
    const running = sql`select pid from pg_stat_activity where query = 'select pg_sleep(60)' and state = 'active'`;
    const holder = async () =>
      ((await db.db.execute(running)) as unknown as { rows: { pid: number }[] }).rows;
    try {
      await expect.poll(holder).toHaveLength(1);
      // The health check first: the browser asks it when a 503 carries Retry-After.
      const app = testApp({ ...handle, backend: 'postgres' }).app;
      expect((await app.request('http://localhost/api/health')).status).toBe(200);
      const { trpc, rest } = await answers(handle);
      for (const answer of [trpc, rest]) {
        expect(answer.status, answer.text).toBe(503);
        expect(answer.retryAfter, answer.text).toBe('5');
        expect(answer.text).toContain(DATABASE_BUSY_MESSAGE);
        expect(answer.text).toContain('SERVICE_UNAVAILABLE');
      }
      expect(await holder()).toHaveLength(1);
    } finally {
      await db.db.execute(sql`select pg_cancel_backend(pid) from (${running}) as holder`);
    }
    expect(await held).toBe('cancelled');
  }, 30_000);
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('a database that does not answer is away', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });

  async function outage(url: string) {
    const handle = await openPostgres(url, { migrate: false, poolSize: 1 });
    try {
      const { trpc, rest } = await answers(handle);
      for (const answer of [trpc, rest]) {
        expect(answer.status, answer.text).toBe(503);
        expect(answer.retryAfter, answer.text).toBeNull();
        expect(answer.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
      }
    } finally {
      await handle.close();
    }
  }

  it('answers the outage message when nothing listens at its address (connection refused)', async () => {
    const closed = await listening(() => {});
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    await outage(`postgres://postgres@127.0.0.1:${port}/test`);
  });

  it('answers the outage message when its address takes connections and never answers (connect timeout)', async () => {
    const silent = await listening(() => {});
    servers.push(silent);
    await outage(`postgres://postgres@127.0.0.1:${portOf(silent)}/test`);
  }, 30_000);
});
