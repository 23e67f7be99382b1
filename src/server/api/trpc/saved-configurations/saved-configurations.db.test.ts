import type { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { configurationCodes, savedConfigurations, users } from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcFailure as failure, TEST_SALES_USER, trpcCaller } from '../../../testing/trpc-caller.ts';
import type { SessionUser } from '../../context.ts';

// docs/product.md#saved-configurations: a sales person's saves go on a list on the server, with a name and
// the customer; the list is theirs alone, on every device.

const UNITS = { freq: 50, unit: 'cm' } as const;
const OTHER_SALES_USER: SessionUser = {
  ...TEST_SALES_USER,
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Sue Sales',
  email: 'sue@example.com',
  sessionId: '00000000-0000-4000-8000-0000000000ab',
};
const BACKOFFICE_USER: SessionUser = {
  ...TEST_SALES_USER,
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Bo Office',
  email: 'bo@example.com',
  role: 'backoffice',
  sessionId: '00000000-0000-4000-8000-0000000000ac',
};

/** A refused input's problems as [field, message]. */
function issues(error: TRPCError): [string, string][] {
  const cause = error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined;
  return (cause?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe(`saved configurations (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  let ipCounter = 0;
  const api = (user: SessionUser | null) => trpcCaller(handle.db, { user, ip: `192.0.2.${++ipCounter}` });
  const example = (changes: Partial<Selection> = {}) =>
    machine.selection({ ...EXAMPLE_SELECTION, ...changes });
  const save = (
    user: SessionUser | null,
    extra: { name?: string | null; customer?: string | null; selection?: Selection } = {},
  ) =>
    api(user).publicConfigurator.saveConfiguration({
      slug: machine.slug,
      selection: extra.selection ?? example(),
      units: UNITS,
      locale: 'en',
      name: extra.name,
      customer: extra.customer,
    });
  const list = (user: SessionUser) => api(user).savedConfigurations.list();

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db);
    for (const user of [TEST_SALES_USER, OTHER_SALES_USER, BACKOFFICE_USER]) {
      await handle.db
        .insert(users)
        .values({ id: user.id, name: user.name, email: user.email, role: user.role });
    }
  });
  afterAll(() => handle.close());

  it("puts a sales user's save on their list with its name, customer and the server's total", async () => {
    const saved = await save(TEST_SALES_USER, { name: '  Line 2,\n Leipzig  ', customer: 'Foamworks GmbH' });
    expect(saved.listed).toBe(true);
    const [code] = await handle.db
      .select({ createdBy: configurationCodes.createdBy, customer: configurationCodes.customer })
      .from(configurationCodes)
      .where(eq(configurationCodes.code, saved.code));
    expect(code).toEqual({ createdBy: TEST_SALES_USER.id, customer: 'Foamworks GmbH' });
    const price = await api(TEST_SALES_USER).publicConfigurator.price({
      slug: machine.slug,
      selection: example(),
    });
    const entries = await list(TEST_SALES_USER);
    expect(entries).toEqual([
      {
        code: saved.code,
        name: 'Line 2, Leipzig',
        customer: 'Foamworks GmbH',
        machine: { slug: machine.slug, name: `Machine ${machine.slug}` },
        total: { cents: price.total, from: false },
        savedAt: expect.any(String),
        version: 1,
      },
    ]);
    // Another user's list is their own.
    expect(await list(OTHER_SALES_USER)).toEqual([]);
  });

  it('keeps a total that waits for a choice as "from", and none while the agency quotes', async () => {
    const waiting = await save(TEST_SALES_USER, {
      selection: example({ values: { cleaning: ['solvent-flush'] } }),
      customer: 'Pending AG',
    });
    const agency = await save(TEST_SALES_USER, {
      selection: example({ country: 'MX' }),
      customer: 'Agency SA',
    });
    const entries = await list(TEST_SALES_USER);
    const waitingEntry = entries.find((entry) => entry.code === waiting.code);
    expect(waitingEntry?.total?.from).toBe(true);
    expect(waitingEntry?.total?.cents).toBeGreaterThan(0);
    // Outside sales mode an agency country shows no price: none is kept.
    expect(entries.find((entry) => entry.code === agency.code)?.total).toBeNull();
  });

  it('saving the same configuration again gives the same code, moves it up and takes a new name', async () => {
    const first = await save(OTHER_SALES_USER, { name: 'First name' });
    const other = await save(OTHER_SALES_USER, {
      selection: example({ values: { ...EXAMPLE_SELECTION.values, boom: ['boom-none'] } }),
    });
    expect((await list(OTHER_SALES_USER)).map((entry) => entry.code)).toEqual([other.code, first.code]);
    const again = await save(OTHER_SALES_USER);
    expect(again.code).toBe(first.code);
    const [top] = await list(OTHER_SALES_USER);
    expect(top).toMatchObject({ code: first.code, name: 'First name', version: 2 });
    await save(OTHER_SALES_USER, { name: 'Second name' });
    expect((await list(OTHER_SALES_USER))[0]).toMatchObject({ code: first.code, name: 'Second name' });
    expect(await list(OTHER_SALES_USER)).toHaveLength(2);
  });

  it('one selection saved for two customers is two codes, each noting its customer', async () => {
    const selection = example({ values: { ...EXAMPLE_SELECTION.values, level: [] } });
    const forA = await save(TEST_SALES_USER, { selection, customer: 'Customer A' });
    const forB = await save(TEST_SALES_USER, { selection, customer: 'Customer B' });
    const forAAgain = await save(TEST_SALES_USER, { selection, customer: 'Customer A' });
    expect(forB.code).not.toBe(forA.code);
    expect(forAAgain.code).toBe(forA.code);
    const customers = (await list(TEST_SALES_USER))
      .filter((entry) => [forA.code, forB.code].includes(entry.code))
      .map((entry) => entry.customer)
      .sort();
    expect(customers).toEqual(['Customer A', 'Customer B']);
  });

  it('a visitor saves with a name but keeps no list on the server, and may not note a customer', async () => {
    const saved = await save(null, { name: 'Mine' });
    expect(saved.listed).toBe(false);
    expect(
      await handle.db.select().from(savedConfigurations).where(eq(savedConfigurations.code, saved.code)),
    ).toEqual([]);
    const refused = await failure(save(null, { customer: 'Someone' }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(
      'Only a signed-in sales user can note a customer on a saved configuration. Leave the customer out.',
    );
    // Backoffice keeps no list either (it reads no prices).
    expect((await failure(save(BACKOFFICE_USER, { customer: 'Someone' }))).code).toBe('FORBIDDEN');
    expect((await failure(api(BACKOFFICE_USER).savedConfigurations.list())).code).toBe('FORBIDDEN');
  });

  it('refuses a name or customer that is too long, in words, and stores nothing', async () => {
    const before = (await handle.db.select().from(configurationCodes)).length;
    const long = await failure(save(TEST_SALES_USER, { name: 'x'.repeat(81) }));
    expect(long.code).toBe('BAD_REQUEST');
    expect(issues(long)).toEqual([['name', 'a name has at most 80 characters (this one has 81)']]);
    const customer = await failure(save(TEST_SALES_USER, { customer: 'y'.repeat(121) }));
    expect(issues(customer)).toEqual([
      ['customer', "a customer's name has at most 120 characters (this one has 121)"],
    ]);
    const nul = await failure(save(TEST_SALES_USER, { name: 'a\u0000b' }));
    expect(issues(nul)).toEqual([['name', 'must not contain NUL characters']]);
    // 80 characters once cleaned is fine; an emoji counts as one character, as people count them.
    const fits = await save(TEST_SALES_USER, { name: `${'😀'.repeat(78)}  x `, customer: '  ' });
    expect((await list(TEST_SALES_USER)).find((entry) => entry.code === fits.code)).toMatchObject({
      name: `${'😀'.repeat(78)} x`,
      customer: null,
    });
    expect((await handle.db.select().from(configurationCodes)).length).toBe(before + 1);
  });

  it('renames an entry, clears a name, and refuses a stale version with the entry as it is now', async () => {
    const { code } = await save(TEST_SALES_USER, {
      selection: example({ values: { ...EXAMPLE_SELECTION.values, package: [] } }),
      name: 'Before',
    });
    const entry = (await list(TEST_SALES_USER)).find((candidate) => candidate.code === code);
    const renamed = await api(TEST_SALES_USER).savedConfigurations.rename({
      code: code.toLowerCase(),
      name: ' After ',
      version: entry?.version ?? 0,
    });
    expect(renamed).toMatchObject({ code, name: 'After', version: (entry?.version ?? 0) + 1 });
    // The laptop still shows the old version: its rename is a conflict, not a silent overwrite.
    const stale = await failure(
      api(TEST_SALES_USER).savedConfigurations.rename({ code, name: 'Laptop', version: entry?.version ?? 0 }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toContain('This saved configuration was changed by someone else in the meantime.');
    const cleared = await api(TEST_SALES_USER).savedConfigurations.rename({
      code,
      name: '',
      version: renamed.version,
    });
    expect(cleared.name).toBeNull();
    // Someone else's entry (or none) is not found, never forbidden.
    const foreign = await failure(
      api(OTHER_SALES_USER).savedConfigurations.rename({ code, name: 'Mine now', version: cleared.version }),
    );
    expect(foreign.code).toBe('NOT_FOUND');
    const tooLong = await failure(
      api(TEST_SALES_USER).savedConfigurations.rename({
        code,
        name: 'z'.repeat(81),
        version: cleared.version,
      }),
    );
    expect(tooLong.code).toBe('BAD_REQUEST');
  });

  it('removes an entry from the list only: the code still opens', async () => {
    const { code } = await save(OTHER_SALES_USER, {
      selection: example({ values: { ...EXAMPLE_SELECTION.values, mixhead: ['mh-18'], boom: [] } }),
    });
    expect((await failure(api(TEST_SALES_USER).savedConfigurations.remove({ code }))).code).toBe('NOT_FOUND');
    expect(await api(OTHER_SALES_USER).savedConfigurations.remove({ code })).toEqual({ ok: true });
    expect((await list(OTHER_SALES_USER)).map((entry) => entry.code)).not.toContain(code);
    expect((await failure(api(OTHER_SALES_USER).savedConfigurations.remove({ code }))).code).toBe(
      'NOT_FOUND',
    );
    const opened = await api(null).publicConfigurator.openConfiguration({ code });
    expect(opened.code).toBe(code);
  });

  it('the database holds names and customers to the same rule, whoever writes', async () => {
    const { code } = await save(TEST_SALES_USER, {
      selection: example({ values: { ...EXAMPLE_SELECTION.values, level: ['level-digital'], package: [] } }),
    });
    const write = (values: Partial<typeof savedConfigurations.$inferInsert>) =>
      handle.db
        .update(savedConfigurations)
        .set(values)
        .where(eq(savedConfigurations.code, code))
        .then(() => 'stored');
    await expect(write({ name: 'n'.repeat(81) })).rejects.toThrow();
    await expect(write({ name: '   ' })).rejects.toThrow();
    expect(await write({ name: `${'😀'.repeat(80)}` })).toBe('stored');
    const customer = (value: string) =>
      handle.db.update(configurationCodes).set({ customer: value }).where(eq(configurationCodes.code, code));
    await expect(customer('c'.repeat(121))).rejects.toThrow();
    await expect(customer(' ')).rejects.toThrow();
  });

  it("a user's list goes with the user", async () => {
    const id = '00000000-0000-4000-8000-000000000005';
    const leaving: SessionUser = { ...TEST_SALES_USER, id, email: 'leaving@example.com' };
    await handle.db.insert(users).values({ id, name: 'Leaving', email: leaving.email, role: 'sales' });
    const { code } = await save(leaving);
    await handle.db.delete(users).where(eq(users.id, id));
    expect(
      await handle.db.select().from(savedConfigurations).where(eq(savedConfigurations.userId, id)),
    ).toEqual([]);
    const [row] = await handle.db
      .select({ createdBy: configurationCodes.createdBy })
      .from(configurationCodes)
      .where(eq(configurationCodes.code, code));
    expect(row?.createdBy).toBeNull();
  });
});
