// Idempotency keys of saveConfiguration and requestQuote (docs/product.md#offline): a tablet's queue may
// send a request again; the server stores it once and answers the first answer.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import {
  auditLog,
  configurationCodes,
  idempotencyKeys,
  quoteRequests,
  rateLimitCounters,
} from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcCaller, trpcFailure } from '../../../testing/trpc-caller.ts';
import { CONFIGURATION_SAVE_LIMIT } from './save-configuration.ts';

const REQUEST = {
  name: 'Ana Ruiz',
  company: 'Espumas del Norte S.A.',
  email: 'ana.ruiz@espumas.example',
  country: 'ES',
  consent: true as const,
};

describe(`idempotency keys (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  let nudges = 0;
  const quoteMail = { nudge: () => void nudges++ };
  const caller = (ip = '203.0.113.7') =>
    trpcCaller(handle.db, { ip, context: { quoteMail } }).publicConfigurator;
  /** A selection no earlier test saved (the same selection would give the same code anyway). */
  let hose = 0;
  const save = (idempotencyKey?: string, ip?: string) =>
    caller(ip).saveConfiguration({
      slug: machine.slug,
      selection: machine.selection({
        ...EXAMPLE_SELECTION,
        values: { ...EXAMPLE_SELECTION.values, notes: [`run ${hose}`] },
      }),
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  let code: string;

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db);
    ({ code } = await save());
    hose++;
  });
  afterAll(() => handle.close());
  afterEach(async () => {
    hose++;
    nudges = 0;
    await handle.db.delete(rateLimitCounters);
  });

  const codes = async () => (await handle.db.select().from(configurationCodes)).length;
  const requests = async () => (await handle.db.select().from(quoteRequests)).length;

  it('saveConfiguration: the same key twice gives the same code, stored once; another key is another save', async () => {
    const key = randomUUID();
    const before = await codes();
    const first = await save(key);
    hose++; // even with another selection, the repeat answers the first save
    const again = await save(key);
    expect(again).toEqual(first);
    expect(await codes()).toBe(before + 1);
    const other = await save(randomUUID());
    expect(other.code).not.toBe(first.code);
    expect(await codes()).toBe(before + 2);
  });

  it('saveConfiguration: parallel copies of one request store one code', async () => {
    const key = randomUUID();
    const before = await codes();
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(key)));
    expect(new Set(answers.map((answer) => answer.code)).size).toBe(1);
    expect(await codes()).toBe(before + 1);
    expect(await handle.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(1);
  });

  it('saveConfiguration without a key saves as before', async () => {
    const before = await codes();
    const first = await save();
    hose++;
    const second = await save();
    expect(second.code).not.toBe(first.code);
    expect(await codes()).toBe(before + 2);
  });

  it('a repeat of a stored request is answered even when the address has reached its limit', async () => {
    const key = randomUUID();
    const ip = '198.51.100.9';
    const first = await save(key, ip);
    for (let i = 1; i < CONFIGURATION_SAVE_LIMIT.max; i++) await save(undefined, ip);
    expect((await trpcFailure(save(undefined, ip))).code).toBe('TOO_MANY_REQUESTS');
    expect(await save(key, ip)).toEqual(first);
  });

  it('requestQuote: the same key twice stores one request, one audit row and one mail to send', async () => {
    const key = randomUUID();
    const before = await requests();
    const first = await caller().requestQuote({ code, ...REQUEST, idempotencyKey: key });
    const again = await caller().requestQuote({ code, ...REQUEST, idempotencyKey: key });
    expect(again).toEqual(first);
    expect(await requests()).toBe(before + 1);
    const [stored] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, first.id));
    expect(stored?.mailStatus).toBe('pending');
    expect(await handle.db.$count(auditLog, eq(auditLog.entityId, first.id))).toBe(1);
    expect(nudges).toBe(1);
    const other = await caller().requestQuote({ code, ...REQUEST, idempotencyKey: randomUUID() });
    expect(other.id).not.toBe(first.id);
    expect(await requests()).toBe(before + 2);
  });

  it('requestQuote: parallel copies of one request store one', async () => {
    const key = randomUUID();
    const before = await requests();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => caller().requestQuote({ code, ...REQUEST, idempotencyKey: key })),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await requests()).toBe(before + 1);
    expect(nudges).toBe(1);
  });

  it('requestQuote without a key stores each request, as before', async () => {
    const before = await requests();
    await caller().requestQuote({ code, ...REQUEST });
    await caller().requestQuote({ code, ...REQUEST });
    expect(await requests()).toBe(before + 2);
  });

  it('a key used for one kind of request is refused, in words, for the other', async () => {
    const key = randomUUID();
    await save(key);
    const before = await requests();
    const refused = await trpcFailure(caller().requestQuote({ code, ...REQUEST, idempotencyKey: key }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      "This request's idempotency key was already used for another kind of request (saveConfiguration). Send a new key.",
    );
    expect(await requests()).toBe(before);
    const notAUuid = await trpcFailure(caller().requestQuote({ code, ...REQUEST, idempotencyKey: 'abc' }));
    expect(notAUuid.code).toBe('BAD_REQUEST');
  });
});
