// The offline kit of a trade-fair tablet (docs/product.md#offline): the sales-mode models and a PIN
// verifier the browser checks with WebCrypto, for trade-fair accounts only.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePinVerifier } from '../../../../domain/offline-pin.ts';
import { rateLimitCounters, users } from '../../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../../../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { Client, testApp } from '../../../testing/test-app.ts';
import type { OfflineKit } from './offline-kit.types.ts';

const PASSWORD = 'demo-password-1';
const PIN = '246810';
const BOOTH_EMAIL = 'tradefair@meterline.example';

type TrpcBody<T> = { result?: { data: T }; error?: { message: string; data: { code: string } } };

/** The browser's check (WebCrypto, here node's crypto.subtle): does the PIN derive the stored hash? */
async function browserAccepts(verifier: OfflinePinVerifier, pin: string): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: Uint8Array.from(atob(verifier.salt), (c) => c.charCodeAt(0)),
      iterations: verifier.iterations,
    },
    key,
    256,
  );
  return btoa(String.fromCharCode(...new Uint8Array(bits))) === verifier.hash;
}

describe(`the offline kit (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoCatalogue(db.db);
    await seedDemoUsers(db.db, { password: PASSWORD, pin: PIN });
    app = testApp(db);
  }, 120_000);
  afterAll(() => db.close());
  afterEach(() => db.db.delete(rateLimitCounters));

  async function signedIn(email: string): Promise<Client> {
    const client = new Client(app.app);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  }
  async function kit(
    client: Client,
    known?: string,
  ): Promise<TrpcBody<OfflineKit> & { status: number; bytes: number }> {
    const input = known === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ known }))}`;
    const res = await client.request(`/api/trpc/salesMode.offlineKit${input}`);
    const text = await res.text();
    return {
      status: res.status,
      bytes: Buffer.byteLength(text),
      ...(JSON.parse(text) as TrpcBody<OfflineKit>),
    };
  }
  async function mutate(client: Client, path: string, input: unknown) {
    const res = await client.trpcMutation(path, input);
    return { status: res.status, ...((await res.json()) as TrpcBody<{ valid?: boolean }>) };
  }

  it('gives a trade-fair user every offered machine in every enabled locale, in sales mode, and the PIN verifier', async () => {
    const answer = await kit(await signedIn(BOOTH_EMAIL));
    expect(answer.status).toBe(200);
    const data = answer.result?.data as OfflineKit;
    // The demo data's kit (5 machines × 9 locales) is about 0.9 MB of JSON; a tablet stores it whole.
    expect(answer.bytes).toBeLessThan(3_000_000);
    expect(data.locales).toContain('en');
    expect(data.machines).toContain('hx');
    expect(data.salesModels).toHaveLength(data.machines.length * data.locales.length);
    expect(new Date(data.dataDate).getTime()).toBeLessThanOrEqual(Date.now());
    expect(data.revision).toMatch(/@\d{4}-\d{2}$/);

    // The sales-mode figures that a visitor's model lacks.
    const hx = data.salesModels.find((entry) => entry.slug === 'hx' && entry.locale === 'en')?.model;
    expect(Object.keys(hx?.articleNumbers ?? {}).length).toBeGreaterThan(0);
    expect(hx?.agencyBasePrices.length).toBeGreaterThan(0);
    const visitor = await new Client(app.app).request(
      `/api/trpc/publicConfigurator.machineModel?input=${encodeURIComponent(JSON.stringify({ slug: 'hx', locale: 'en' }))}`,
    );
    const visitorModel = ((await visitor.json()) as TrpcBody<OfflineKit['salesModels'][number]['model']>)
      .result?.data;
    expect(visitorModel?.articleNumbers).toBeUndefined();
    expect(visitorModel?.agencyBasePrices).toEqual([]);

    const pin = data.pin as OfflinePinVerifier;
    expect(pin).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: 310_000 });
    expect(Buffer.from(pin.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(pin.hash, 'base64')).toHaveLength(32);
    expect(await browserAccepts(pin, PIN)).toBe(true);
    expect(await browserAccepts(pin, '246811')).toBe(false);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('leaves out the sales-mode models for a tablet that holds the current revision, not the verifier', async () => {
    const booth = await signedIn(BOOTH_EMAIL);
    const first = (await kit(booth)).result?.data as OfflineKit;
    const again = await kit(booth, first.revision);
    expect(again.status).toBe(200);
    const data = again.result?.data as OfflineKit;
    expect(data.salesModels).toEqual([]);
    expect(data.revision).toBe(first.revision);
    expect(data.pin).toEqual(first.pin);
    expect(data.machines).toEqual(first.machines);
    expect(again.bytes).toBeLessThan(2_000);
    // An older revision gets them all.
    const older = (await kit(booth, `${first.revision}-old`)).result?.data as OfflineKit;
    expect(older.salesModels).toHaveLength(first.salesModels.length);
  });

  it('goes compressed as the client accepts (brotli, else gzip), with an ETag, and is never kept by a cache', async () => {
    const booth = await signedIn(BOOTH_EMAIL);
    const brotli = await booth.request('/api/trpc/salesMode.offlineKit', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('private, no-store');
    expect(brotli.headers.get('etag')).toMatch(/^"/);
    const json = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect((JSON.parse(json) as TrpcBody<OfflineKit>).result?.data.machines).toContain('hx');

    const res = await booth.request('/api/trpc/salesMode.offlineKit', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(zipped).toString()).toBe(json);
    expect(zipped.length).toBeLessThan(Buffer.byteLength(json) / 4);
  });

  it('refuses a sales user without trade-fair mode (403, in words) and an anonymous caller (401)', async () => {
    const sales = await kit(await signedIn('sales@meterline.example'));
    expect(sales.status).toBe(403);
    expect(sales.error?.message).toBe(
      'The offline kit is for trade-fair accounts; trade-fair mode is not enabled for yours.',
    );
    expect((await kit(new Client(app.app))).status).toBe(401);
  });

  it('an account without a verifier gets one with its next right PIN, not with a wrong one', async () => {
    await db.db.update(users).set({ tradeFairPinOffline: null }).where(eq(users.email, BOOTH_EMAIL));
    const booth = await signedIn(BOOTH_EMAIL);
    expect((await kit(booth)).result?.data.pin).toBeNull();
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: '000000' })).result?.data,
    ).toEqual({ valid: false });
    expect((await kit(booth)).result?.data.pin).toBeNull();
    expect(
      (await mutate(booth, 'publicConfigurator.validateTradeFairModePin', { pin: PIN })).result?.data,
    ).toEqual({ valid: true });
    const pin = (await kit(booth)).result?.data.pin as OfflinePinVerifier;
    expect(await browserAccepts(pin, PIN)).toBe(true);
  });

  it('a changed PIN changes the verifier; switching trade-fair mode off clears it', async () => {
    const booth = await signedIn(BOOTH_EMAIL);
    const before = (await kit(booth)).result?.data.pin as OfflinePinVerifier;
    const changed = await mutate(booth, 'account.changeTradeFairPin', {
      currentPassword: PASSWORD,
      newPin: '135790',
    });
    expect(changed.status).toBe(200);
    const after = (await kit(booth)).result?.data.pin as OfflinePinVerifier;
    expect(after.salt).not.toBe(before.salt);
    expect(await browserAccepts(after, '135790')).toBe(true);
    expect(await browserAccepts(after, PIN)).toBe(false);

    const admin = await signedIn('admin@meterline.example');
    const [row] = await db.db.select().from(users).where(eq(users.email, BOOTH_EMAIL));
    const off = await admin.request(`/api/admin/users/${row?.id}`, {
      method: 'PATCH',
      headers: { origin: admin.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ expectedVersion: row?.version, values: { tradeFairModeEnabled: false } }),
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const [cleared] = await db.db.select().from(users).where(eq(users.email, BOOTH_EMAIL));
    expect(cleared?.tradeFairPinOffline).toBeNull();
    expect(cleared?.tradeFairPinHash).not.toBeNull();
  });
});
