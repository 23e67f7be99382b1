// A pumps sheet exported by the app, changed and saved by LibreOffice (the committed fixture, see
// services/xlsx/testing/make-libreoffice-fixture.ts): LibreOffice writes every yes/no cell as the
// formula TRUE() or FALSE(); the import uses their saved values, says so, and shows the changed cell.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGED_PUMP,
  FIXTURE_FILE,
  FIXTURE_PUMPS,
  insertFixturePumps,
} from '../../services/xlsx/testing/libreoffice-pumps.ts';
import { type AdminKit, adminKit, json, upload } from './testing/admin-test-kit.ts';

type Preview = {
  applied: boolean;
  sheets: {
    sheet: string;
    update: number;
    create: number;
    delete: number;
    unchanged: number;
    rows: { action: string; id?: string; label: string; changes?: unknown[] }[];
  }[];
  problems: unknown[];
  notes: { sheet: string; row: number; column: string; message: string }[];
  noteCount: number;
};

describe(`a workbook saved by LibreOffice (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  const bytes = new Uint8Array(readFileSync(FIXTURE_FILE));
  beforeAll(async () => {
    kit = await adminKit();
    await insertFixturePumps(kit.db.db);
  });
  afterAll(() => kit.close());

  const pumps = async () =>
    (
      await json<{
        data: { items: { id: string; name: string; maxPressureBar: number; version: number }[] };
      }>(await kit.as('admin').request('/api/admin/pumps?pageSize=50&sort=sortOrder'))
    ).data.items;

  it('previews the one changed cell, and notes each formula whose saved value was used', async () => {
    const response = await upload(kit.as('admin'), '/api/admin/import/pumps?dryRun=1', bytes, 'pumps.xlsx');
    const body = await json<{ data: Preview }>(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    const preview = body.data;
    expect(preview.problems).toEqual([]);
    expect(preview.sheets).toEqual([
      expect.objectContaining({ sheet: 'pumps', create: 0, update: 1, delete: 0, unchanged: 3 }),
    ]);
    expect(preview.sheets[0]?.rows).toEqual([
      {
        row: 3,
        action: 'update',
        id: CHANGED_PUMP.id,
        label: 'AXP 2.5',
        changes: [{ column: 'maxPressureBar', before: CHANGED_PUMP.before, after: CHANGED_PUMP.after }],
      },
    ]);
    expect(preview.noteCount).toBe(FIXTURE_PUMPS.length);
    expect(preview.notes).toEqual(
      FIXTURE_PUMPS.map((pump, i) => ({
        sheet: 'pumps',
        row: i + 2,
        column: 'useInConfigurator',
        message: `G${i + 2}: formula, its value ${pump.useInConfigurator ? 'TRUE' : 'FALSE'} was used`,
      })),
    );
  });

  it('applies it: the one pressure changes, the names that start like formulas stay as they were', async () => {
    const response = await upload(kit.as('admin'), '/api/admin/import/pumps', bytes, 'pumps.xlsx');
    expect(response.status).toBe(200);
    expect((await json<{ data: Preview }>(response)).data.applied).toBe(true);
    const after = await pumps();
    expect(after.map((pump) => [pump.name, pump.maxPressureBar])).toEqual(
      FIXTURE_PUMPS.map((pump) => [
        pump.name,
        pump.id === CHANGED_PUMP.id ? CHANGED_PUMP.after : pump.maxPressureBar,
      ]),
    );
    expect(after.find((pump) => pump.id === CHANGED_PUMP.id)?.version).toBe(2);
  });
});
