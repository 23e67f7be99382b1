// Sales mode and trade-fair mode on the server (docs/product.md#sales-mode, #trade-fair-mode): authorised per
// session, unlocking agency prices, the discount, article numbers and customer details; the PIN checked and
// rate-limited; a PIN authorisation ending after 300000 ms without a request.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRADE_FAIR_IDLE_MS } from '../../domain/sales-mode.ts';
import { rateLimitCounters, salesModeSessions, users } from '../db/schema/index.ts';
import { seedDemoCatalogue } from '../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, nextChange, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { trpcCaller } from '../testing/trpc-caller.ts';

const PASSWORD = 'demo-password-1';
const PIN = '246810';

type TrpcBody<T> = { result?: { data: T }; error?: { message: string; data: { code: string } } };

describe(`sales mode (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  let agencySelection: Record<string, unknown>;
  let selection: Record<string, unknown>;

  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoCatalogue(db.db);
    await seedDemoUsers(db.db, { password: PASSWORD, pin: PIN });
    app = testApp(db);
    const model = await trpcCaller(db.db).publicConfigurator.machineModel({ slug: 'hx', locale: 'en' });
    const agency = model.agencyIsos[0] as string;
    selection = {
      dosingLine: model.choices.dosingLines[0]?.id,
      country: 'DE',
      dayTank: model.choices.dayTanks[0]?.id,
      values: {},
    };
    agencySelection = { ...selection, country: agency };
  }, 120_000);
  afterAll(() => db.close());
  afterEach(() => db.db.delete(rateLimitCounters));

  async function signedIn(role: string): Promise<Client> {
    const client = new Client(app.app);
    expect((await client.signIn(`${role}@meterline.example`, PASSWORD)).status).toBe(200);
    return client;
  }
  async function query<T>(
    client: Client,
    path: string,
    input?: unknown,
  ): Promise<TrpcBody<T> & { status: number }> {
    const suffix = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await client.request(`/api/trpc/${path}${suffix}`);
    return { status: res.status, ...((await res.json()) as TrpcBody<T>) };
  }
  async function mutate<T>(
    client: Client,
    path: string,
    input?: unknown,
  ): Promise<TrpcBody<T> & { status: number }> {
    const res = await client.trpcMutation(path, input ?? {});
    return { status: res.status, ...((await res.json()) as TrpcBody<T>) };
  }
  const price = (client: Client, input: Record<string, unknown>) =>
    query<{ total: number; discount: number }>(client, 'publicConfigurator.price', { slug: 'hx', ...input });

  it('is unavailable to visitors and backoffice, and says so', async () => {
    const anonymous = new Client(app.app);
    expect((await query(anonymous, 'salesMode.status')).result?.data).toEqual({
      available: false,
      needsPin: false,
      authorised: false,
      expiresAt: null,
    });
    const backoffice = await signedIn('backoffice');
    expect((await mutate(backoffice, 'salesMode.authorize')).status).toBe(403);
  });

  it('unlocks agency prices, the discount and article numbers for the session, until logout', async () => {
    const sales = await signedIn('sales');
    expect((await price(sales, { selection, discount: true })).status).toBe(403);
    const agencyRefused = await price(sales, { selection: agencySelection });
    expect(agencyRefused.status).toBe(403);
    expect(agencyRefused.error?.message).toMatch(/agency/);

    const on = await mutate<{ authorised: boolean; expiresAt: string | null }>(sales, 'salesMode.authorize');
    expect(on.result?.data).toMatchObject({ authorised: true, expiresAt: null });
    const discounted = await price(sales, { selection, discount: true });
    expect(discounted.status).toBe(200);
    expect(discounted.result?.data.discount).toBeGreaterThanOrEqual(0);
    expect((await price(sales, { selection: agencySelection })).status).toBe(200);
    const model = await query<{ agencyBasePrices: unknown[]; articleNumbers?: Record<string, string> }>(
      sales,
      'publicConfigurator.machineModel',
      { slug: 'hx', locale: 'en' },
    );
    expect(model.result?.data.agencyBasePrices.length).toBeGreaterThan(0);
    expect(Object.keys(model.result?.data.articleNumbers ?? {}).length).toBeGreaterThan(0);

    // Another session of the same user is not in sales mode: it belongs to the session.
    const otherTab = await signedIn('sales');
    expect((await price(otherTab, { selection, discount: true })).status).toBe(403);

    const off = await mutate<{ authorised: boolean }>(sales, 'salesMode.deauthorize');
    expect(off.result?.data.authorised).toBe(false);
    expect((await price(sales, { selection, discount: true })).status).toBe(403);
    const visitorModel = await query<{ articleNumbers?: unknown }>(sales, 'publicConfigurator.machineModel', {
      slug: 'hx',
      locale: 'en',
    });
    expect(visitorModel.result?.data.articleNumbers).toBeUndefined();
  });

  it('a trade-fair user needs the PIN: a wrong one is { valid: false }, the right one authorises', async () => {
    const booth = await signedIn('tradefair');
    expect((await query(booth, 'salesMode.status')).result?.data).toMatchObject({
      available: true,
      needsPin: true,
    });
    expect((await mutate(booth, 'salesMode.authorize')).status).toBe(412);
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: '000000' })).result?.data,
    ).toEqual({
      valid: false,
    });
    expect((await price(booth, { selection, discount: true })).status).toBe(403);
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: PIN })).result?.data,
    ).toEqual({
      valid: true,
    });
    const status = await query<{ authorised: boolean; expiresAt: string }>(booth, 'salesMode.status');
    expect(status.result?.data.authorised).toBe(true);
    expect(Date.parse(status.result?.data.expiresAt ?? '') - Date.now()).toBeGreaterThan(
      TRADE_FAIR_IDLE_MS - 60_000,
    );
    expect((await price(booth, { selection, discount: true })).status).toBe(200);
    // A user without the flag cannot use the PIN procedure at all.
    const sales = await signedIn('sales');
    expect((await mutate(sales, 'publicConfigurator.validateTradeFairModePin', { pin: PIN })).status).toBe(
      403,
    );
  });

  it('of 12 parallel wrong PINs exactly 5 are checked; the rest answer TOO_MANY_REQUESTS, the right one too', async () => {
    const booth = await signedIn('tradefair');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mutate<{ valid: boolean }>(booth, 'publicConfigurator.validateTradeFairModePin', {
          pin: `99999${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200 && a.result?.data.valid === false)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    const locked = await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: PIN });
    expect(locked.status).toBe(429);
    expect(locked.error?.message).toMatch(/Too many wrong PINs\. Please wait \d+ minutes?/);
  });

  /** Ages the trade-fair user's PIN authorisations by the database's clock, as idle time would. */
  async function idleFor(ms: number): Promise<void> {
    const told = nextChange(db, 'salesMode');
    await db.db
      .update(salesModeSessions)
      .set({ lastActiveAt: sql`now() - ${ms} * interval '1 millisecond'` })
      .where(
        and(
          eq(salesModeSessions.via, 'pin'),
          eq(
            salesModeSessions.userId,
            sql`(select ${users.id} from ${users} where ${users.email} = 'tradefair@meterline.example')`,
          ),
        ),
      );
    await told;
  }
  async function boothInTradeFairMode(): Promise<Client> {
    const booth = await signedIn('tradefair');
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: PIN })).result?.data,
    ).toEqual({ valid: true });
    return booth;
  }
  const authorised = async (client: Client) =>
    (await query<{ authorised: boolean }>(client, 'salesMode.status')).result?.data.authorised;

  it('a PIN authorisation ends on the server after 300000 ms without a request', async () => {
    const booth = await boothInTradeFairMode();
    expect((await price(booth, { selection, discount: true })).status).toBe(200);
    await idleFor(TRADE_FAIR_IDLE_MS - 5000);
    expect((await price(booth, { selection, discount: true })).status, 'still within the time').toBe(200);
    await idleFor(TRADE_FAIR_IDLE_MS + 1000);
    expect((await price(booth, { selection, discount: true })).status).toBe(403);
    expect(await authorised(booth)).toBe(false);
  });

  it('a request keeps it alive: the row is written again, by the database clock', async () => {
    const booth = await boothInTradeFairMode();
    await idleFor(TRADE_FAIR_IDLE_MS - 5000);
    const touched = nextChange(db, 'salesMode');
    expect((await price(booth, { selection, discount: true })).status).toBe(200);
    await touched;
    const [row] = await db.db
      .select({
        idleMs: sql<number>`(extract(epoch from now() - ${salesModeSessions.lastActiveAt}) * 1000)::float8`,
      })
      .from(salesModeSessions)
      .where(eq(salesModeSessions.via, 'pin'))
      .orderBy(sql`${salesModeSessions.lastActiveAt} desc`)
      .limit(1);
    expect(row?.idleMs).toBeLessThan(60_000);
  });

  // The app's clock is another instance's clock: however far off it is, the database's decides. On
  // PGlite, which runs in the app's process and reads its clock, the two cannot differ.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'the database clock decides, not the app clock: a day off either way changes nothing',
    async () => {
      const booth = await boothInTradeFairMode();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 });
      try {
        expect((await price(booth, { selection, discount: true })).status, 'a day later by the app').toBe(
          200,
        );
        expect(await authorised(booth)).toBe(true);
        vi.setSystemTime(Date.now() - 48 * 3600_000);
        await idleFor(TRADE_FAIR_IDLE_MS + 1000);
        expect((await price(booth, { selection, discount: true })).status, 'a day earlier by the app').toBe(
          403,
        );
        expect(await authorised(booth)).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it.skipIf(process.env.TEST_DB !== 'pglite')(
    'on PGlite the database reads the app process clock',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2031-05-06T07:08:09Z') });
      try {
        const [row] = await db.db
          .select({ year: sql<number>`extract(year from now())::int` })
          .from(users)
          .limit(1);
        expect(row?.year).toBe(2031);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('a trade-fair user changes the PIN, confirmed with the password', async () => {
    const booth = await signedIn('tradefair');
    const wrong = await mutate(booth, 'account.changeTradeFairPin', {
      currentPassword: 'nope',
      newPin: '135790',
    });
    expect(wrong.status).toBe(400);
    const short = await mutate(booth, 'account.changeTradeFairPin', {
      currentPassword: PASSWORD,
      newPin: '123',
    });
    expect(short.error?.message).toBe('The PIN must be at least 6 digits.');
    expect(
      (await mutate(booth, 'account.changeTradeFairPin', { currentPassword: PASSWORD, newPin: '135790' }))
        .status,
    ).toBe(200);
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: PIN })).result?.data,
    ).toEqual({
      valid: false,
    });
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: '135790' })).result?.data,
    ).toEqual({
      valid: true,
    });
    const sales = await signedIn('sales');
    expect(
      (await mutate(sales, 'account.changeTradeFairPin', { currentPassword: PASSWORD, newPin: '135790' }))
        .status,
    ).toBe(403);
  });

  it('the quote PDF carries article numbers, package savings and customer details in sales mode only', async () => {
    const sales = await signedIn('sales');
    const { code } = await trpcCaller(db.db).publicConfigurator.saveConfiguration({
      slug: 'hx',
      selection: { ...selection, values: { mixhead: ['mhl-18'], 'hose-length': ['hose-5'] } } as never,
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    });
    const customer = 'customer.name=Ana%20Ruiz&customer.company=Espumas%20SA';
    expect((await sales.request(`/api/configurations/${code}/quote.pdf?${customer}`)).status).toBe(403);
    await mutate(sales, 'salesMode.authorize');
    const res = await sales.request(`/api/configurations/${code}/quote.pdf?locale=en&${customer}`);
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'sales-pdf-')), 'q.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('Espumas SA');
    expect(text).toMatch(/ADT-\d+/);
    const bad = await sales.request(`/api/configurations/${code}/quote.pdf?customer.email=not-an-address`);
    expect(bad.status).toBe(400);
  });
});
