// The roll-up of old analytics events (docs/product.md#analytics): the figures are the same before and
// after it, whatever the filter, while the raw rows before the cut-off become fewer daily rows; a second
// run moves nothing; the cut-off is a whole UTC day 13 months back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents } from '../schema/index.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { type AnalyticsRow, insertAnalyticsEvents } from './analytics.ts';
import { analyticsReport, type ReportFilter } from './analytics-report.ts';
import { rollUpAnalytics, rollupCutoff } from './analytics-rollup.ts';

let db: TestDb;
const PERIOD: ReportFilter = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-05T00:00:00Z') };
// Raw before the 3rd, so the figures read rolled-up and raw rows together.
const CUTOFF = new Date('2025-03-03T00:00:00Z');

function row(
  visitor: string,
  at: string,
  name: string | null,
  props?: Record<string, string>,
  extra: Partial<AnalyticsRow> = {},
): AnalyticsRow {
  return {
    occurredAt: new Date(at),
    type: name ? 'event' : 'pageview',
    name,
    path: props?.machine ? `/configurator/${props.machine}` : '/',
    ...(props ? { props: { ...props, screen: 'wide' } } : {}),
    visitor,
    locale: 'en',
    ...extra,
  };
}

beforeAll(async () => {
  db = await createTestDb();
  const rows: AnalyticsRow[] = [];
  for (const [day, visitors] of [
    ['2025-03-01', ['a', 'b', 'c']],
    ['2025-03-02', ['a', 'd']],
    ['2025-03-03', ['e', 'b']],
    ['2025-03-04', ['f']],
  ] as const) {
    for (const [i, visitor] of visitors.entries()) {
      const at = (hour: number) => `${day}T${String(hour + i).padStart(2, '0')}:00:00Z`;
      const locale = visitor === 'b' ? 'de' : 'en';
      const machine = i % 2 === 0 ? 'hx' : 'lx';
      rows.push(
        // the same page twice: one daily row counting 2
        row(visitor, at(8), null, undefined, { locale }),
        row(visitor, at(9), null, undefined, { locale }),
        row(visitor, at(9), null, undefined, { locale, path: '/search', referrerHost: 'www.google.com' }),
        row(visitor, at(10), 'site_searched', { term: i === 0 ? 'Mixhead' : 'pump' }, { locale }),
        row(visitor, at(10), 'finder_searched', { finder: 'output', range: '100–200 g/s' }, { locale }),
        row(visitor, at(10), 'configurator_started', { machine }, { locale }),
        row(
          visitor,
          at(11),
          'option_chosen',
          { machine, subStep: 'country', value: i ? 'DE' : 'FR' },
          { locale },
        ),
        row(visitor, at(12), 'step_completed', { machine, step: 'base' }, { locale }),
        row(visitor, at(13), 'step_completed', { machine, step: 'mixing' }, { locale }),
        row(visitor, at(14), 'price_shown', { machine }, { locale }),
      );
      if (i === 0) rows.push(row(visitor, at(15), 'code_saved', { machine }, { locale }));
    }
    rows.push(
      row('staff', `${day}T12:00:00Z`, null, undefined, { staff: true }),
      row('staff', `${day}T12:00:00Z`, 'configurator_started', { machine: 'hx' }, { staff: true }),
    );
  }
  await insertAnalyticsEvents(db.db, rows);
});

afterAll(() => db.close());

const FILTERS: ReportFilter[] = [
  PERIOD,
  { ...PERIOD, includeStaff: true },
  { ...PERIOD, machine: 'hx' },
  { ...PERIOD, locale: 'de' },
  { from: new Date('2025-03-02T00:00:00Z'), to: new Date('2025-03-03T00:00:00Z') },
];

describe('analytics roll-up', () => {
  it('keeps every figure while old raw events become fewer daily rows', async () => {
    const before = await Promise.all(FILTERS.map((filter) => analyticsReport(db.db, filter)));
    expect(before[0]?.totals.pageViews).toBe(24);
    const rawBefore = await db.db.$count(analyticsEvents);

    const moved = await rollUpAnalytics(db.db, CUTOFF);
    // the 1st and 2nd: 5 visitors × 10 or 11 events, and staff's 2 a day
    expect(moved.events).toBe(5 * 10 + 2 + 2 * 2);
    expect(moved.rows).toBe(moved.events - 5 * 1);
    expect(await db.db.$count(analyticsEvents)).toBe(rawBefore - moved.events);
    expect(await db.db.$count(analyticsDaily)).toBe(moved.rows);

    const after = await Promise.all(FILTERS.map((filter) => analyticsReport(db.db, filter)));
    expect(after).toEqual(before);
  });

  it('moves nothing the second time', async () => {
    expect(await rollUpAnalytics(db.db, CUTOFF)).toEqual({ events: 0, rows: 0 });
  });

  it('cuts at the start of the UTC day 13 months back', () => {
    expect(rollupCutoff(new Date('2026-11-28T17:45:00Z')).toISOString()).toBe('2025-10-28T00:00:00.000Z');
    expect(rollupCutoff(new Date('2026-03-31T01:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});
