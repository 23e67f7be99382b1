// The translations through the admin's resource API: one item per text and target language, named
// `<locale>:<key>`, filtered by language, state and machine, searched in the English and the translation;
// a text saved by hand (or imported) is reviewed, an emptied one missing; English rows are not items; the
// sheet of one language goes out and comes back; only development gets any of it.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { writeTranslationSources } from '../../db/queries/translation-sources.ts';
import { interfaceLanguages, translations } from '../../db/schema/index.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

type Translation = {
  id: string;
  version: number;
  key: string;
  locale: string;
  text: string | null;
  state: 'missing' | 'machine' | 'reviewed';
  source: string | null;
  context: string | null;
  machine: string | null;
  reason: string | null;
};
type List = { data: { items: Translation[]; total: number } };
const BASE = '/api/admin/translations';
const filter = (value: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

describe(`translations (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
    await kit.db.db
      .insert(interfaceLanguages)
      .values(INTERFACE_LOCALES.map((code) => ({ code, name: code, englishName: code, enabled: true })))
      .onConflictDoNothing();
  });
  afterAll(() => kit.close());

  beforeEach(async () => {
    await kit.db.db.delete(translations);
    await writeTranslationSources(kit.db.db, [
      {
        key: 'zz.mixhead',
        source: 'Mixhead with cleaning piston',
        context: 'option mixhead/mh of ZZ',
        machine: 'zz',
      },
      { key: 'zz.boom', source: 'Boom arm', context: 'option boom/arm of ZZ', machine: 'zz' },
      { key: 'yy.tank', source: 'Day tank', context: 'day tank of YY', machine: 'yy' },
    ]);
    await kit.db.db
      .update(translations)
      .set({ text: 'Ausleger', state: 'machine' })
      .where(and(eq(translations.key, 'zz.boom'), eq(translations.locale, 'de')));
    // The English of a legal page is a row of its own: never an item.
    await kit.db.db
      .insert(translations)
      .values({ key: 'legal.imprint.title', locale: 'en', text: 'Imprint', state: 'reviewed' });
  });

  const dev = () => kit.as('development');
  const list = async (query = '') => (await json<List>(await dev().request(`${BASE}?${query}`))).data;
  const item = async (id: string) =>
    (await json<{ data: Translation }>(await dev().request(`${BASE}/${encodeURIComponent(id)}`))).data;
  const patch = (id: string, expectedVersion: number, values: Record<string, unknown>) =>
    send(dev(), 'PATCH', `${BASE}/${encodeURIComponent(id)}`, { expectedVersion, values });

  it('lists a row per text and target language, with its English, its place and its state', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(3 * 8);
    expect(all.items.some((t) => t.locale === 'en')).toBe(false);
    expect(await item('de:zz.boom')).toMatchObject({
      id: 'de:zz.boom',
      key: 'zz.boom',
      locale: 'de',
      text: 'Ausleger',
      state: 'machine',
      source: 'Boom arm',
      context: 'option boom/arm of ZZ',
      machine: 'zz',
      version: 1,
    });
    expect((await dev().request(`${BASE}/en:legal.imprint.title`)).status).toBe(404);
    expect((await list(filter({ locale: 'ko', state: 'missing' }))).total).toBe(3);
    expect((await list(filter({ locale: 'de', state: 'machine' }))).items.map((t) => t.id)).toEqual([
      'de:zz.boom',
    ]);
    expect((await list(`${filter({ locale: 'de', machine: 'yy' })}`)).items.map((t) => t.id)).toEqual([
      'de:yy.tank',
    ]);
    // The search looks in the English and in the translation.
    expect((await list(`${filter({ locale: 'de' })}&search=piston`)).items.map((t) => t.id)).toEqual([
      'de:zz.mixhead',
    ]);
    expect((await list(`${filter({ locale: 'de' })}&search=ausleger`)).items.map((t) => t.id)).toEqual([
      'de:zz.boom',
    ]);
    // In any case (it matches the lower-case copies the database keeps), and a wildcard is a character.
    expect((await list(`${filter({ locale: 'de' })}&search=CLEANING%20Piston`)).total).toBe(1);
    expect((await list('search=%25')).total).toBe(0);
    const refused = await dev().request(`${BASE}?${filter({ state: 'done' })}`);
    expect(refused.status).toBe(400);
  });

  it('a text saved by hand is reviewed, an emptied one missing; a stale edit is a conflict', async () => {
    const saved = await patch('de:zz.boom', 1, { text: ' Auslegerarm ' });
    expect(saved.status).toBe(200);
    expect(await item('de:zz.boom')).toMatchObject({
      text: 'Auslegerarm',
      state: 'reviewed',
      version: 2,
      reason: null,
    });
    // The search finds the saved text, and its history names the text alone as changed.
    expect((await list('search=auslegerARM')).items.map((t) => t.id)).toEqual(['de:zz.boom']);
    const history = await json<{ data: { items: { changes: { field: string }[] }[] } }>(
      await dev().request(`${BASE}/de:zz.boom/history`),
    );
    expect(history.data.items[0]?.changes.map((change) => change.field).sort()).toEqual(['state', 'text']);
    expect((await patch('de:zz.boom', 1, { text: 'Arm' })).status).toBe(409);
    expect((await patch('de:zz.boom', 2, { text: '' })).status).toBe(200);
    expect(await item('de:zz.boom')).toMatchObject({ text: null, state: 'missing' });
    // Only the text is written: state and source are the server's.
    const forged = await patch('de:zz.boom', 3, { text: 'x', state: 'reviewed' });
    expect(forged.status).toBe(422);
    expect((await send(dev(), 'POST', BASE, { values: { text: 'x' } })).status).toBe(405);
  });

  it('marks a selection of machine translations reviewed at once, or none when one is stale', async () => {
    await kit.db.db
      .update(translations)
      .set({ text: 'Mischkopf', state: 'machine' })
      .where(and(eq(translations.key, 'zz.mixhead'), eq(translations.locale, 'de')));
    const call = (items: { id: string; version: number }[]) =>
      send(dev(), 'POST', '/api/trpc/translationsAdmin.markReviewed', { items });
    const stale = await call([
      { id: 'de:zz.boom', version: 1 },
      { id: 'de:zz.mixhead', version: 7 },
    ]);
    expect(stale.status).toBe(409);
    expect((await item('de:zz.boom')).state).toBe('machine');
    const done = await call([
      { id: 'de:zz.boom', version: 1 },
      { id: 'de:zz.mixhead', version: 1 },
      { id: 'de:yy.tank', version: 1 },
    ]);
    expect(done.status).toBe(200);
    expect((await json<{ result: { data: unknown } }>(done)).result.data).toEqual({
      reviewed: 2,
      skipped: 1,
    });
    expect((await item('de:zz.mixhead')).state).toBe('reviewed');
    expect((await item('de:yy.tank')).state).toBe('missing');
  });

  it('exports one language for a translator; the changed text comes back reviewed', async () => {
    const response = await dev().request(`/api/admin/export/translations.xlsx?${filter({ locale: 'ja' })}`);
    expect(response.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'id',
      'version',
      'key',
      'locale',
      'context',
      'source',
      'text',
      'state',
    ]);
    expect(sheet.rowCount).toBe(4);
    let boom = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'ja:zz.boom') boom = n;
    });
    sheet.getRow(boom).getCell(7).value = 'ブームアーム';
    const imported = await upload(
      dev(),
      '/api/admin/import/translations',
      new Uint8Array(await wb.xlsx.writeBuffer()),
    );
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(
      (await json<{ data: { sheets: { update: number; unchanged: number }[] } }>(imported)).data.sheets[0],
    ).toMatchObject({
      update: 1,
      unchanged: 2,
    });
    expect(await item('ja:zz.boom')).toMatchObject({ text: 'ブームアーム', state: 'reviewed' });
  });

  it('is development’s alone: admin and sales get 403 from the routes and the procedures', async () => {
    for (const role of ['admin', 'sales'] as const) {
      const client = kit.as(role);
      expect((await client.request(BASE)).status, role).toBe(403);
      expect((await client.request('/api/admin/export/translations.xlsx')).status, role).toBe(403);
      expect(
        (await send(client, 'PATCH', `${BASE}/de:zz.boom`, { expectedVersion: 1, values: { text: 'x' } }))
          .status,
      ).toBe(403);
      expect((await client.request('/api/trpc/translationsAdmin.progress')).status, role).toBe(403);
      expect(
        (await send(client, 'POST', '/api/trpc/translationsAdmin.machineTranslate', { locale: 'de' })).status,
      ).toBe(403);
      expect((await client.request('/api/admin/glossary')).status, role).toBe(403);
    }
  });
});
