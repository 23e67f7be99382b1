// The interface languages through the admin's resource API: nine fixed rows named by their locale code,
// listed, read and switched on and off (never created or deleted), English kept on with a 422 naming the
// field, one audit row per switch and its history, the public locale list following at once, and the
// sheet round trip that may change only what the API may.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { interfaceLanguages } from '../../db/schema/index.ts';
import { caughtUp } from '../../db/testing/test-db.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

type Language = {
  id: string;
  version: number;
  code: string;
  name: string;
  englishName: string;
  enabled: boolean;
  sortOrder: number;
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Preview = {
  applied: boolean;
  sheets: { create: number; update: number; delete: number; unchanged: number }[];
  problems: { row?: number; column?: string; message: string }[];
};

const NAMES: Record<string, [string, string]> = {
  en: ['English', 'English'],
  de: ['Deutsch', 'German'],
  it: ['Italiano', 'Italian'],
};

const BASE = '/api/admin/interface-languages';

describe(`interface languages (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
  });
  afterAll(() => kit.close());

  // The nine rows as the seed writes them, all on, before every test.
  beforeEach(async () => {
    await kit.db.db.delete(interfaceLanguages);
    await kit.db.db.insert(interfaceLanguages).values(
      INTERFACE_LOCALES.map((code, i) => ({
        code,
        name: NAMES[code]?.[0] ?? code,
        englishName: NAMES[code]?.[1] ?? code.toUpperCase(),
        enabled: true,
        sortOrder: (i + 1) * 10,
      })),
    );
  });

  const dev = () => kit.as('development');
  const item = async (code: string) =>
    (await json<{ data: Language }>(await dev().request(`${BASE}/${code}`))).data;
  const patch = (code: string, expectedVersion: number, values: Record<string, unknown>) =>
    send(dev(), 'PATCH', `${BASE}/${code}`, { expectedVersion, values });
  const publicLocales = async () => {
    await caughtUp(kit.db);
    const response = await kit.as('sales').request('/api/trpc/publicConfigurator.locales');
    return (await json<{ result: { data: { code: string }[] } }>(response)).result.data.map((l) => l.code);
  };

  it('lists the nine in the selector order, each named by its code; an unknown code is not found', async () => {
    const list = await json<{ data: { items: Language[]; total: number } }>(await dev().request(BASE));
    expect(list.data.total).toBe(9);
    expect(list.data.items.map((l) => l.id)).toEqual([...INTERFACE_LOCALES]);
    expect(await item('de')).toMatchObject({
      id: 'de',
      code: 'de',
      name: 'Deutsch',
      englishName: 'German',
      enabled: true,
      version: 1,
    });
    const off = await dev().request(`${BASE}?filter=${encodeURIComponent('{"enabled":false}')}`);
    expect((await json<{ data: { total: number } }>(off)).data.total).toBe(0);
    for (const unknown of ['fr', 'DE', '00000000-0000-0000-0000-000000000000']) {
      expect((await dev().request(`${BASE}/${unknown}`)).status, unknown).toBe(404);
      expect((await patch(unknown, 1, { enabled: false })).status, unknown).toBe(404);
    }
  });

  it('switches German off and on: one audit row each, its history, and the public locales follow', async () => {
    expect(await publicLocales()).toContain('de');
    const audit = await kit.auditRows('de');
    const off = await patch('de', 1, { enabled: false });
    expect(off.status).toBe(200);
    expect((await json<{ data: Language }>(off)).data).toMatchObject({
      id: 'de',
      enabled: false,
      version: 2,
    });
    expect(await kit.auditRows('de')).toBe(audit + 1);
    expect(await publicLocales()).toEqual(INTERFACE_LOCALES.filter((code) => code !== 'de'));

    const history = await json<{
      data: { items: { summary: string; changes: { label: string; before: unknown; after: unknown }[] }[] };
    }>(await dev().request(`${BASE}/de/history`));
    expect(history.data.items[0]).toMatchObject({
      summary: 'Changed interface language "German"',
      changes: [{ label: 'Enabled', before: true, after: false }],
    });

    expect((await patch('de', 2, { enabled: true })).status).toBe(200);
    expect(await kit.auditRows('de')).toBe(audit + 2);
    expect(await publicLocales()).toContain('de');
  });

  it('refuses to switch English off with a 422 on the field, in words; nothing is written', async () => {
    const audit = await kit.auditRows('en');
    const refused = await patch('en', 1, { enabled: false });
    expect(refused.status).toBe(422);
    const body = await json<ErrorBody>(refused);
    expect(body.error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(body.error.message).toMatch(/^English cannot be switched off: it is the language every text/);
    expect(body.error.fields).toEqual({ enabled: body.error.message });
    expect(await kit.auditRows('en')).toBe(audit);
    expect(await item('en')).toMatchObject({ enabled: true, version: 1 });
    // Saving English unchanged is fine.
    expect((await patch('en', 1, { enabled: true })).status).toBe(200);
  });

  it('writes only what the declaration allows: no create, no delete, no read-only field, no stale version', async () => {
    expect((await send(dev(), 'POST', BASE, { values: { enabled: true } })).status).toBe(405);
    expect((await send(dev(), 'DELETE', `${BASE}/de?expectedVersion=1`)).status).toBe(405);
    const renamed = await patch('de', 1, { englishName: 'Germanic' });
    expect(renamed.status).toBe(422);
    expect((await json<ErrorBody>(renamed)).error.fields).toEqual({
      englishName: 'Unknown field "englishName".',
    });
    expect((await patch('de', 1, { enabled: false })).status).toBe(200);
    const stale = await patch('de', 1, { enabled: true });
    expect(stale.status).toBe(409);
    const conflict = await json<{ error: { code: string; current: Language } }>(stale);
    expect(conflict.error.current).toMatchObject({ id: 'de', enabled: false, version: 2 });
    expect(await kit.db.db.select().from(interfaceLanguages)).toHaveLength(9);
  });

  describe('the sheet', () => {
    const exported = async () => {
      const response = await dev().request('/api/admin/export/interface-languages.xlsx');
      expect(response.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await response.arrayBuffer()) as never);
      return wb;
    };
    const sheetOf = (wb: ExcelJS.Workbook) => wb.worksheets[0] as ExcelJS.Worksheet;
    /** The row of a code in the exported sheet, and a cell of it by heading. */
    const cellOf = (wb: ExcelJS.Workbook, code: string, heading: string) => {
      const sheet = sheetOf(wb);
      const headings = (sheet.getRow(1).values as unknown[]).slice(1);
      let found = 0;
      sheet.eachRow((row, n) => {
        if (row.getCell(1).value === code) found = n;
      });
      return sheet.getRow(found).getCell(headings.indexOf(heading) + 1);
    };
    const importOf = async (wb: ExcelJS.Workbook, dryRun = false) => {
      const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
      const response = await upload(
        dev(),
        `/api/admin/import/interface-languages${dryRun ? '?dryRun=1' : ''}`,
        bytes,
      );
      const body = await json<{ data?: Preview; error?: { problems: Preview['problems'] } }>(response);
      return { status: response.status, preview: body.data, problems: body.error?.problems ?? [] };
    };

    it('exports code, version, the English name and the switch; imported again it changes nothing', async () => {
      const wb = await exported();
      const sheet = sheetOf(wb);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'id',
        'version',
        'englishName',
        'enabled',
      ]);
      expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['de', 1, 'German', true]);
      const audit = await kit.auditRows();
      const again = await importOf(wb);
      expect(again.status).toBe(200);
      expect(again.preview?.sheets[0]).toMatchObject({ create: 0, update: 0, delete: 0, unchanged: 9 });
      expect(await kit.auditRows()).toBe(audit);
    });

    it('switches a language through the sheet, with its audit row', async () => {
      const wb = await exported();
      cellOf(wb, 'it', 'enabled').value = false;
      const audit = await kit.auditRows('it');
      const applied = await importOf(wb);
      expect(applied.status).toBe(200);
      expect(applied.preview?.sheets[0]).toMatchObject({ update: 1, unchanged: 8 });
      expect(await item('it')).toMatchObject({ enabled: false, version: 2 });
      expect(await kit.auditRows('it')).toBe(audit + 1);
    });

    it('refuses, naming row and column, a new row, a missing one, a changed name and English switched off', async () => {
      const wb = await exported();
      const sheet = sheetOf(wb);
      cellOf(wb, 'en', 'enabled').value = false;
      cellOf(wb, 'de', 'englishName').value = 'Germanic';
      sheet.spliceRows(10, 1); // ko, the last row
      sheet.addRow([null, null, 'French', true]);
      const refused = await importOf(wb, true);
      expect(refused.status).toBe(422);
      expect(refused.problems).toEqual([
        {
          sheet: 'interface-languages',
          row: 2,
          column: 'enabled',
          message: expect.stringMatching(/^English cannot be switched off/),
        },
        {
          sheet: 'interface-languages',
          row: 3,
          column: 'englishName',
          message: 'Language is kept by the app and cannot be changed here; it is "German".',
        },
        {
          sheet: 'interface-languages',
          row: 10,
          column: 'id',
          message:
            'Interface languages are not added here: give the row the id of an existing one, or remove it.',
        },
        {
          sheet: 'interface-languages',
          message:
            'Interface language "KO" (id ko) is missing from the sheet; interface languages are not deleted. Put its row back.',
        },
      ]);
      const rows = await kit.db.db
        .select()
        .from(interfaceLanguages)
        .where(eq(interfaceLanguages.enabled, true));
      expect(rows).toHaveLength(9);
    });
  });
});
