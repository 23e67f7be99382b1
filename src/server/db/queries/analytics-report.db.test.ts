// The /analytics figures on a hand-made set of events with known answers (docs/product.md#analytics):
// visitors and page views per day, the top lists, countries from the configurator's choice, searches,
// and the funnel per machine; staff left out unless asked for; the machine and locale filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../schema/index.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { type AnalyticsRow, insertAnalyticsEvents } from './analytics.ts';
import { analyticsReport, type ReportFilter } from './analytics-report.ts';

let db: TestDb;
const MON = '2026-11-23T10:00:00Z';
const TUE = '2026-11-24T10:00:00Z';
const PERIOD: ReportFilter = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') };

function view(visitor: string, at: string, path: string, extra: Partial<AnalyticsRow> = {}): AnalyticsRow {
  return { occurredAt: new Date(at), type: 'pageview', path, visitor, locale: 'en', ...extra };
}
function event(
  visitor: string,
  at: string,
  name: string,
  props: Record<string, string>,
  extra: Partial<AnalyticsRow> = {},
): AnalyticsRow {
  return {
    occurredAt: new Date(at),
    type: 'event',
    name,
    path: '/configurator/hx',
    props,
    visitor,
    locale: 'en',
    ...extra,
  };
}

beforeAll(async () => {
  db = await createTestDb();
  await insertAnalyticsEvents(db.db, [
    // a: German, from a search engine, configures hx to the end and asks for a quote
    view('a', MON, '/configurator/hx', { locale: 'de', referrerHost: 'www.google.com' }),
    event('a', MON, 'configurator_started', { machine: 'hx' }, { locale: 'de' }),
    event('a', MON, 'option_chosen', { machine: 'hx', subStep: 'country', value: 'DE' }, { locale: 'de' }),
    event('a', MON, 'step_completed', { machine: 'hx', step: 'base' }, { locale: 'de' }),
    event('a', MON, 'step_completed', { machine: 'hx', step: 'mixing' }, { locale: 'de' }),
    event('a', MON, 'price_shown', { machine: 'hx' }, { locale: 'de' }),
    event('a', MON, 'code_saved', { machine: 'hx' }, { locale: 'de' }),
    event('a', MON, 'quote_requested', { machine: 'hx' }, { locale: 'de' }),
    // b: two page views on Monday, gives up after the first step of hx
    view('b', MON, '/configurator'),
    view('b', MON, '/configurator/hx'),
    event('b', MON, 'configurator_started', { machine: 'hx' }),
    event('b', MON, 'option_chosen', { machine: 'hx', subStep: 'country', value: 'US' }),
    event('b', MON, 'step_completed', { machine: 'hx', step: 'base' }),
    // c: Tuesday, lx, saves a code; searches twice
    view('c', TUE, '/configurator/lx'),
    view('c', TUE, '/search', { referrerHost: 'www.google.com' }),
    event('c', TUE, 'site_searched', { term: 'Mixhead' }),
    event('c', TUE, 'site_searched', { term: 'mixhead' }),
    event('c', TUE, 'configurator_started', { machine: 'lx' }),
    event('c', TUE, 'option_chosen', { machine: 'lx', subStep: 'country', value: 'DE' }),
    event('c', TUE, 'price_shown', { machine: 'lx' }),
    event('c', TUE, 'code_saved', { machine: 'lx' }),
    // staff: left out by default
    view('s', TUE, '/configurator/hx', { staff: true }),
    event('s', TUE, 'configurator_started', { machine: 'hx' }, { staff: true }),
    // outside the period
    view('z', '2026-11-25T10:00:00Z', '/configurator/hx'),
  ]);
});

afterAll(() => db.close());

describe('analytics report', () => {
  it('counts visitors and page views per day, and the top lists', async () => {
    const report = await analyticsReport(db.db, PERIOD);
    expect(report.days).toEqual([
      { day: '2026-11-23', visitors: 2, pageViews: 3 },
      { day: '2026-11-24', visitors: 1, pageViews: 2 },
    ]);
    expect(report.totals).toEqual({ visitors: 3, pageViews: 5 });
    expect(report.topPages[0]).toEqual({ key: '/configurator/hx', count: 2 });
    expect(report.referrers).toEqual([{ key: 'www.google.com', count: 2 }]);
    expect(report.languages).toEqual([
      { key: 'en', count: 2 },
      { key: 'de', count: 1 },
    ]);
    expect(report.countries).toEqual([
      { key: 'DE', count: 2 },
      { key: 'US', count: 1 },
    ]);
    expect(report.siteSearches).toEqual([{ key: 'mixhead', count: 2 }]);
  });

  it('gives the funnel per machine, with the steps completed', async () => {
    const { funnels } = await analyticsReport(db.db, PERIOD);
    const hx = funnels.find((funnel) => funnel.machine === 'hx');
    expect(hx?.stages).toEqual([
      { stage: 'configurator_started', visitors: 2 },
      { stage: 'price_shown', visitors: 1 },
      { stage: 'code_saved', visitors: 1 },
      { stage: 'quote_requested', visitors: 1 },
    ]);
    expect(hx?.steps).toEqual([
      { step: 'base', visitors: 2 },
      { step: 'mixing', visitors: 1 },
    ]);
    expect(funnels.find((funnel) => funnel.machine === 'lx')?.stages.map((stage) => stage.visitors)).toEqual([
      1, 1, 1, 0,
    ]);
  });

  it('counts staff only when asked, and filters by machine and locale', async () => {
    const withStaff = await analyticsReport(db.db, { ...PERIOD, includeStaff: true });
    expect(withStaff.totals).toEqual({ visitors: 4, pageViews: 6 });
    expect(withStaff.funnels.find((funnel) => funnel.machine === 'hx')?.stages[0]?.visitors).toBe(3);

    const lx = await analyticsReport(db.db, { ...PERIOD, machine: 'lx' });
    expect(lx.funnels.map((funnel) => funnel.machine)).toEqual(['lx']);
    expect(lx.totals).toEqual({ visitors: 1, pageViews: 1 });
    expect(lx.countries).toEqual([{ key: 'DE', count: 1 }]);

    const german = await analyticsReport(db.db, { ...PERIOD, locale: 'de' });
    expect(german.totals).toEqual({ visitors: 1, pageViews: 1 });
    expect(german.funnels.map((funnel) => funnel.machine)).toEqual(['hx']);
  });

  it('says nothing for a period without events', async () => {
    const empty = await analyticsReport(db.db, {
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2025-02-01T00:00:00Z'),
    });
    expect(empty).toMatchObject({
      days: [],
      totals: { visitors: 0, pageViews: 0 },
      topPages: [],
      funnels: [],
    });
    expect(await db.db.$count(analyticsEvents)).toBe(24);
  });
});
