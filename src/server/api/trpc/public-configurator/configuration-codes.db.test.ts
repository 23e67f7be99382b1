import type { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { insertConfigurationCode, MAX_CODE_ATTEMPTS } from '../../../db/queries/configuration-codes.ts';
import {
  configurationCodes,
  configuratorOptionFilters,
  configuratorOptions,
  configuratorSubSteps,
  users,
} from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcFailure as failure, TEST_SALES_USER, trpcCaller } from '../../../testing/trpc-caller.ts';
import { CONFIGURATION_SAVE_LIMIT } from './save-configuration.ts';

const CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;
const UNITS = { freq: 60, unit: 'l' } as const;

describe(`configuration codes (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  let ipCounter = 0;
  // Each test saves from its own address, so the rate limit test is the only one that meets the limit.
  const caller = (user: typeof TEST_SALES_USER | null = null) =>
    trpcCaller(handle.db, { user, ip: `192.0.2.${++ipCounter}` }).publicConfigurator;
  const example = (changes: Partial<Selection> = {}) =>
    machine.selection({ ...EXAMPLE_SELECTION, ...changes });
  const save = (selection = example(), user: typeof TEST_SALES_USER | null = null) =>
    caller(user).saveConfiguration({ slug: machine.slug, selection, units: UNITS, locale: 'de' });

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db);
    await handle.db.insert(users).values({
      id: TEST_SALES_USER.id,
      name: TEST_SALES_USER.name,
      email: TEST_SALES_USER.email,
      role: 'sales',
    });
  });
  afterAll(() => handle.close());

  it('saves an immutable configuration under an 8-symbol Crockford code with the model version', async () => {
    const { code } = await save();
    expect(code).toMatch(CODE);
    const [row] = await handle.db.select().from(configurationCodes).where(eq(configurationCodes.code, code));
    expect(row).toMatchObject({
      machineId: machine.machineId,
      modelVersion: 1,
      selection: example(),
      units: UNITS,
      locale: 'de',
      createdBy: null,
    });
    expect(row?.labels).toMatchObject({
      'boom/boom-2m': 'Boom 2 m',
      [`dosingLine/${machine.ids.get('ml-20')}`]: 'ML 20',
    });
    const signedIn = await save(example(), TEST_SALES_USER);
    const [mine] = await handle.db
      .select({ createdBy: configurationCodes.createdBy })
      .from(configurationCodes)
      .where(eq(configurationCodes.code, signedIn.code));
    expect(mine?.createdBy).toBe(TEST_SALES_USER.id);
  });

  it('saving an unchanged configuration again answers the same code; a change gives a new one', async () => {
    const first = await save(example());
    const again = await save(example());
    expect(again.code).toBe(first.code);
    const changed = await save(example({ values: { ...EXAMPLE_SELECTION.values, boom: ['boom-none'] } }));
    expect(changed.code).not.toBe(first.code);
    const rows = await handle.db
      .select()
      .from(configurationCodes)
      .where(eq(configurationCodes.code, first.code));
    expect(rows).toHaveLength(1);
  });

  it('refuses to save a selection that does not hold, and stores nothing', async () => {
    const before = (await handle.db.select().from(configurationCodes)).length;
    const error = await failure(save(example({ values: { mixhead: ['mh-12'], boom: ['boom-2m'] } })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('"Boom 2 m" in Boom (step Mixing)');
    const unknown = await failure(save({ ...example(), dayTank: 'dt-9999' }));
    expect(unknown.message).toContain('Day tank "dt-9999" is not offered');
    expect((await handle.db.select().from(configurationCodes)).length).toBe(before);
  });

  it('reopens a code typed in any case, grouped, with O for 0 and I or L for 1', async () => {
    const { code } = await save();
    const typed = `${code.slice(0, 4)} - ${code.slice(4)}`
      .toLowerCase()
      .replace(/0/g, 'o')
      .replace(/1/g, 'l');
    const opened = await caller().openConfiguration({ code: typed });
    expect(opened).toMatchObject({
      code,
      slug: machine.slug,
      selection: example(),
      units: UNITS,
      locale: 'de',
      modelVersion: 1,
      notOffered: [],
    });
  });

  it('answers NOT_FOUND for an unknown code and BAD_REQUEST for a malformed one', async () => {
    const unknown = await failure(caller().openConfiguration({ code: '0000-0000' }));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe('There is no saved configuration with the code 0000-0000.');
    for (const code of ['ABCDEFGU', 'ABC', 'ABCD-EFGH-J', '', 'ABCD\u0000EFG']) {
      expect((await failure(caller().openConfiguration({ code }))).code, code).toBe('BAD_REQUEST');
    }
  });

  it(`rate-limits saving per address: ${CONFIGURATION_SAVE_LIMIT.max} of many parallel saves get through`, async () => {
    const same = trpcCaller(handle.db, { ip: '198.51.100.7' }).publicConfigurator;
    const attempts = CONFIGURATION_SAVE_LIMIT.max + 5;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, () =>
        same.saveConfiguration({ slug: machine.slug, selection: example(), units: UNITS, locale: 'en' }),
      ),
    );
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(CONFIGURATION_SAVE_LIMIT.max);
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect((error as TRPCError).code).toBe('TOO_MANY_REQUESTS');
      expect((error as TRPCError).message).toBe(
        'Too many configurations saved from your address. Please wait 10 minutes and try again.',
      );
    }
    // Another address is not affected.
    expect((await save()).code).toMatch(CODE);
  });

  it('draws again when a code is taken', async () => {
    const { code: taken } = await save();
    const draws = [taken, taken, 'ZZZZ9999'];
    const configuration = {
      machineId: machine.machineId,
      modelVersion: 1,
      selection: example(),
      units: UNITS,
      locale: 'en' as const,
      labels: {},
      createdBy: null,
    };
    const stored = await insertConfigurationCode(handle.db, configuration, {
      draw: () => draws.shift() ?? taken,
    });
    expect(stored).toBe('ZZZZ9999');
    await expect(insertConfigurationCode(handle.db, configuration, { draw: () => taken })).rejects.toThrow(
      `No free configuration code after ${MAX_CODE_ATTEMPTS} attempts.`,
    );
  });

  it('lists options the model no longer offers or a filter now hides, and keeps the rest', async () => {
    const { code } = await save(
      example({ values: { ...EXAMPLE_SELECTION.values, cleaning: ['solvent-flush'] } }),
    );
    // An admin removes boom-2m and restricts solvent flush to the ML 40.
    const optionIn = async (subStep: string, value: string) => {
      const [row] = await handle.db
        .select({ id: configuratorOptions.id })
        .from(configuratorOptions)
        .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
        .where(
          and(
            eq(configuratorSubSteps.machineId, machine.machineId),
            eq(configuratorSubSteps.slug, subStep),
            eq(configuratorOptions.value, value),
          ),
        );
      return row?.id ?? '';
    };
    await handle.db
      .delete(configuratorOptions)
      .where(eq(configuratorOptions.id, await optionIn('boom', 'boom-2m')));
    await handle.db.insert(configuratorOptionFilters).values({
      optionId: await optionIn('cleaning', 'solvent-flush'),
      filterKey: 'dosingLine',
      value: machine.ids.get('ml-40') ?? '',
    });
    const opened = await caller().openConfiguration({ code });
    expect(opened.notOffered).toEqual([
      { subStepSlug: 'boom', value: 'boom-2m', label: 'Boom 2 m', reason: 'notOffered' },
      { subStepSlug: 'cleaning', value: 'solvent-flush', label: 'Solvent flush', reason: 'hiddenByFilter' },
    ]);
    expect(opened.selection.values).toEqual({
      mixhead: ['mh-18'],
      level: ['level-digital'],
      package: ['comfort'],
    });
    // What is left prices strictly.
    const price = await caller().price({ slug: machine.slug, selection: opened.selection });
    expect(price.total).toBe(4_850_000 + 510_000 + 98_000 * 2 + 120_000 + 64_000 - 26_000);
  });
});
