// The /analytics page's tables as spreadsheets (docs/product.md#analytics): each table of the report for
// the page's period and filter, one sheet written by the ExcelJS helper and read back; a bad table or
// period is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnalyticsEvents } from '../../db/queries/analytics.ts';
import { DEMO_USERS, seedDemoUsers } from '../../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { readWorkbook } from '../../services/xlsx/workbook.ts';
import { Client, testApp } from '../../testing/test-app.ts';

const PASSWORD = 'demo-password-1';
const MON = new Date('2026-11-23T10:00:00Z');
let db: TestDb;
let admin: Client;

const event = (visitor: string, name: string, props: Record<string, string>, staff = false) => ({
  occurredAt: MON,
  type: 'event' as const,
  name,
  path: '/configurator/hx',
  props,
  visitor,
  locale: 'de',
  staff,
});

beforeAll(async () => {
  db = await createTestDb();
  await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
  admin = new Client(testApp(db).app);
  const email = DEMO_USERS.find((user) => user.role === 'admin' && !user.tradeFair)?.email as string;
  expect((await admin.signIn(email, PASSWORD)).status).toBe(200);
  await insertAnalyticsEvents(db.db, [
    { occurredAt: MON, type: 'pageview', path: '/configurator/hx', visitor: 'a', locale: 'de' },
    { occurredAt: MON, type: 'pageview', path: '/search', visitor: 'b', locale: 'en' },
    event('a', 'configurator_started', { machine: 'hx' }),
    event('a', 'step_completed', { machine: 'hx', step: 'base' }),
    event('a', 'price_shown', { machine: 'hx' }),
    event('b', 'configurator_started', { machine: 'hx' }),
    event('b', 'site_searched', { term: 'Mixhead' }),
    event('s', 'site_searched', { term: 'staff-only' }, true),
  ]);
});
afterAll(() => db.close());

async function sheet(query: string) {
  const response = await admin.request(`/api/analytics/export.xlsx?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
  const [first] = await readWorkbook({
    bytes: new Uint8Array(await response.arrayBuffer()),
    firstOnly: true,
  });
  return { name: first?.name, headers: first?.headers, rows: first?.rows.map((row) => row.cells) };
}

describe(`analytics export (${process.env.TEST_DB})`, () => {
  it("writes the funnel with each stage's share and drop-off", async () => {
    expect(await sheet('table=funnel&from=2026-11-23&to=2026-11-23')).toEqual({
      name: 'Funnel',
      headers: ['Machine', 'Stage', 'Visitors', 'Share of started', 'Drop-off', 'Drop-off share'],
      rows: [
        ['hx', 'Started', 2, 1, null, null],
        ['hx', 'Step completed: Base', 1, 0.5, 1, 0.5],
        ['hx', 'Price shown', 1, 0.5, 0, 0],
        ['hx', 'Code saved', 0, 0, 1, 1],
        ['hx', 'Quote requested', 0, 0, 0, null],
      ],
    });
  });

  it('applies the page filter: staff only when asked, the locale', async () => {
    expect((await sheet('table=site-searches&from=2026-11-23&to=2026-11-23')).rows).toEqual([['mixhead', 1]]);
    expect((await sheet('table=site-searches&from=2026-11-23&to=2026-11-23&staff=1')).rows).toEqual([
      ['mixhead', 1],
      ['staff-only', 1],
    ]);
    expect((await sheet('table=visits&from=2026-11-23&to=2026-11-23&locale=en')).rows).toEqual([
      ['2026-11-23', 1, 1],
    ]);
    expect((await sheet('table=pages&from=2026-11-24&to=2026-11-30')).rows).toEqual([]);
  });

  it('refuses an unknown table or a period the report refuses, saying why', async () => {
    const unknown = await admin.request('/api/analytics/export.xlsx?table=raw&from=2026-11-23&to=2026-11-23');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('table must be one of visits, pages');
    const backwards = await admin.request(
      '/api/analytics/export.xlsx?table=pages&from=2026-11-24&to=2026-11-23',
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain('The period ends before it starts.');
  });
});
