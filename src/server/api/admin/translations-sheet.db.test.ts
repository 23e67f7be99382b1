// One language's translations through the admin's sheet: the export narrowed to a locale by the list's
// filter, and that sheet imported again, where a changed text becomes reviewed and the rows of every other
// language (missing from the sheet) are left as they are rather than refused.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { writeTranslationSources } from '../../db/queries/translation-sources.ts';
import { interfaceLanguages, translations } from '../../db/schema/index.ts';
import { type AdminKit, adminKit, json, upload } from './testing/admin-test-kit.ts';

type Preview = {
  applied: boolean;
  sheets: { create: number; update: number; delete: number; unchanged: number }[];
  problems: { row?: number; column?: string; message: string }[];
};

// Keys keep their capitals (`machineVersion.<id>`): the sheet's ids must come back as they went out.
const SOURCES = [
  { key: 'zz.sheet.One', source: 'Heated hoses', context: 'option hoses/heated of ZZ', machine: 'zz' },
  { key: 'zz.sheet.two', source: 'Day tank', context: 'step tanks of ZZ', machine: 'zz' },
];

describe(`the translations sheet (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
    await kit.db.db.insert(interfaceLanguages).values(
      INTERFACE_LOCALES.map((code, i) => ({
        code,
        name: code,
        englishName: code.toUpperCase(),
        enabled: true,
        sortOrder: (i + 1) * 10,
      })),
    );
    await writeTranslationSources(kit.db.db, SOURCES);
  });
  afterAll(() => kit.close());

  const dev = () => kit.as('development');
  const exported = async (filter: Record<string, string>) => {
    const response = await dev().request(
      `/api/admin/export/translations.xlsx?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(response.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response.arrayBuffer()) as never);
    return wb;
  };
  const importOf = async (wb: ExcelJS.Workbook, dryRun = false) => {
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const response = await upload(dev(), `/api/admin/import/translations${dryRun ? '?dryRun=1' : ''}`, bytes);
    const body = await json<{ data?: Preview; error?: { problems: Preview['problems'] } }>(response);
    return { status: response.status, preview: body.data, problems: body.error?.problems ?? [] };
  };
  const row = async (key: string, locale: (typeof INTERFACE_LOCALES)[number]) => {
    const [found] = await kit.db.db
      .select()
      .from(translations)
      .where(and(eq(translations.key, key), eq(translations.locale, locale)));
    return found;
  };

  it("exports one language's rows, and its sheet imports with a changed text reviewed, the rest untouched", async () => {
    const wb = await exported({ locale: 'ja', machine: 'zz' });
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual(['id', 'version', 'key', 'locale', 'context', 'source', 'text', 'state']);
    expect(sheet.rowCount).toBe(1 + SOURCES.length);
    const ids: string[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) ids.push(String(r.getCell(1).value));
    });
    expect(ids).toEqual(['ja:zz.sheet.One', 'ja:zz.sheet.two']);

    sheet.getRow(2).getCell(headings.indexOf('text') + 1).value = '加熱ホース';
    const dry = await importOf(wb, true);
    expect(dry.status).toBe(200);
    expect(dry.problems).toEqual([]);
    expect(dry.preview?.sheets[0]).toMatchObject({ create: 0, update: 1, delete: 0, unchanged: 1 });
    expect(await row('zz.sheet.One', 'ja')).toMatchObject({ state: 'missing', text: null });

    const applied = await importOf(wb);
    expect(applied.status).toBe(200);
    expect(await row('zz.sheet.One', 'ja')).toMatchObject({ state: 'reviewed', text: '加熱ホース' });
    expect(await row('zz.sheet.One', 'de')).toMatchObject({ state: 'missing', text: null });
  });

  it('still refuses a changed English text or a row of an unknown id, by row and column', async () => {
    const wb = await exported({ locale: 'ko', machine: 'zz' });
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    sheet.getRow(2).getCell(headings.indexOf('source') + 1).value = 'Cold hoses';
    sheet.getRow(3).getCell(1).value = 'ko:zz.sheet.none';
    const refused = await importOf(wb, true);
    expect(refused.status).toBe(422);
    expect(refused.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'source'],
      [3, 'id'],
    ]);
  });
});
