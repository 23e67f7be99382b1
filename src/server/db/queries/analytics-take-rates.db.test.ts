// Option take-rates on a hand-made set of saved codes with known answers (docs/product.md#analytics): the
// share of the period's codes per option in the model's order, options never chosen at 0, the period
// before, staff-made codes left out unless asked for, free-text fields never listed, and the filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNITS_CONFIG } from '../../../domain/flow.ts';
import { configurationCodes, users } from '../schema/index.ts';
import { insertTestConfigurator } from '../testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { analyticsReport, type ReportFilter } from './analytics-report.ts';

let db: TestDb;
// Two days; the period before is 21–22 November.
const PERIOD: ReportFilter = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') };
const STAFF_ID = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  db = await createTestDb();
  const hx = await insertTestConfigurator(db.db, { slug: 'hx' });
  const lx = await insertTestConfigurator(db.db, { slug: 'lx' });
  await db.db
    .insert(users)
    .values({ id: STAFF_ID, name: 'Sam Sales', email: 'sam@example.com', role: 'sales' });
  let n = 0;
  const code = (
    machineId: string,
    at: string,
    values: Record<string, string[]>,
    extra: { locale?: 'en' | 'de'; createdBy?: string } = {},
  ) => ({
    code: `AAAA${String(++n).padStart(4, '0')}`,
    machineId,
    modelVersion: 1,
    selection: { values, dosingLine: 'x', country: 'DE', dayTank: 'y' },
    units: DEFAULT_UNITS_CONFIG,
    locale: extra.locale ?? 'en',
    createdBy: extra.createdBy ?? null,
    createdAt: new Date(at),
  });
  await db.db.insert(configurationCodes).values([
    code(hx.machineId, '2026-11-23T09:00:00Z', {
      mixhead: ['mh-12'],
      cleaning: ['solvent-flush'],
      notes: ['Call Mr Smith on 0170 123456'],
    }),
    code(hx.machineId, '2026-11-23T10:00:00Z', { mixhead: ['mh-18'], cleaning: [''] }, { locale: 'de' }),
    code(hx.machineId, '2026-11-24T23:59:59Z', {
      mixhead: ['mh-12'],
      agitator: ['agitator-poly', 'agitator-iso', 'agitator-poly'],
      level: ['level-old'],
    }),
    code(hx.machineId, '2026-11-24T10:00:00Z', { mixhead: ['mh-24'] }, { createdBy: STAFF_ID }),
    // the period before
    code(hx.machineId, '2026-11-21T00:00:00Z', { mixhead: ['mh-18'] }),
    // outside both
    code(hx.machineId, '2026-11-20T23:59:59Z', { mixhead: ['mh-24'] }),
    code(hx.machineId, '2026-11-25T00:00:00Z', { mixhead: ['mh-24'] }),
    code(lx.machineId, '2026-11-24T08:00:00Z', { mixhead: ['mh-24'] }),
  ]);
});

afterAll(() => db.close());

const rate = (
  rates: Awaited<ReturnType<typeof analyticsReport>>['takeRates'],
  machine: string,
  subStep: string,
) => rates.find((row) => row.machine === machine && row.subStep === subStep);

describe('option take-rates', () => {
  it('gives the share of the period’s codes per option, in the model’s order, with the period before', async () => {
    const { takeRates } = await analyticsReport(db.db, PERIOD);
    expect(rate(takeRates, 'hx', 'mixhead')).toEqual({
      machine: 'hx',
      subStep: 'mixhead',
      configurations: 3,
      previousConfigurations: 1,
      options: [
        { value: 'mh-12', count: 2, share: 2 / 3, previousShare: 0 },
        { value: 'mh-18', count: 1, share: 1 / 3, previousShare: 1 },
        { value: 'mh-24', count: 0, share: 0, previousShare: 0 },
      ],
    });
    // a checkbox counts each code once per value; a value the model no longer offers comes last
    expect(rate(takeRates, 'hx', 'agitator')?.options).toEqual([
      { value: 'agitator-poly', count: 1, share: 1 / 3, previousShare: 0 },
      { value: 'agitator-iso', count: 1, share: 1 / 3, previousShare: 0 },
    ]);
    expect(rate(takeRates, 'hx', 'cleaning')?.options).toEqual([
      { value: 'solvent-flush', count: 1, share: 1 / 3, previousShare: 0 },
    ]);
    expect(rate(takeRates, 'hx', 'level')?.options.map((o) => [o.value, o.count])).toEqual([
      ['level-analog', 0],
      ['level-digital', 0],
      ['level-old', 1],
    ]);
    // the model's sub-steps in its order; the text field (what a customer typed) is never listed
    expect(takeRates.filter((row) => row.machine === 'hx').map((row) => row.subStep)).toEqual([
      'mixhead',
      'boom',
      'cleaning',
      'agitator',
      'heating',
      'level',
      'package',
    ]);
    expect(JSON.stringify(takeRates)).not.toContain('Smith');
    // a machine without codes in the period before has no share there
    expect(rate(takeRates, 'lx', 'mixhead')).toMatchObject({
      configurations: 1,
      previousConfigurations: 0,
      options: [
        { value: 'mh-12', count: 0, share: 0, previousShare: null },
        { value: 'mh-18', count: 0, share: 0, previousShare: null },
        { value: 'mh-24', count: 1, share: 1, previousShare: null },
      ],
    });
  });

  it('counts staff-made codes only when asked, and filters by machine and locale', async () => {
    const withStaff = await analyticsReport(db.db, { ...PERIOD, includeStaff: true });
    expect(rate(withStaff.takeRates, 'hx', 'mixhead')?.configurations).toBe(4);
    expect(rate(withStaff.takeRates, 'hx', 'mixhead')?.options[2]).toEqual({
      value: 'mh-24',
      count: 1,
      share: 1 / 4,
      previousShare: 0,
    });

    const lx = await analyticsReport(db.db, { ...PERIOD, machine: 'lx' });
    expect([...new Set(lx.takeRates.map((row) => row.machine))]).toEqual(['lx']);

    const german = await analyticsReport(db.db, { ...PERIOD, locale: 'de' });
    expect([...new Set(german.takeRates.map((row) => row.machine))]).toEqual(['hx']);
    expect(rate(german.takeRates, 'hx', 'mixhead')).toMatchObject({
      configurations: 1,
      previousConfigurations: 0,
      options: [
        { value: 'mh-12', count: 0, share: 0, previousShare: null },
        { value: 'mh-18', count: 1, share: 1, previousShare: null },
        { value: 'mh-24', count: 0, share: 0, previousShare: null },
      ],
    });
  });

  it('is empty for a period without codes', async () => {
    const empty = await analyticsReport(db.db, {
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2025-02-01T00:00:00Z'),
    });
    expect(empty.takeRates).toEqual([]);
  });
});
