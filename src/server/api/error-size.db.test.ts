// An error answer is small whatever the input: a megabyte of invalid selection, of invalid fields or
// of refused rows gets the first problems (values cut short) and the count of the rest, over tRPC and
// REST alike (errors.ts `boundedError`), never an answer larger than what was sent.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../domain/configurator/testing/example-model.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { insertTestConfigurator, type TestConfigurator } from '../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { XlsxError } from '../services/xlsx/errors.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { upload } from './admin/testing/admin-test-kit.ts';
import { ApiError, errorResponse, MAX_LISTED_PROBLEMS, restErrorResponse } from './errors.ts';

/** Small enough for one look in the browser's network panel; far below what was sent. */
const MAX_ANSWER_BYTES = 8 * 1024;
const MEGABYTE = 1024 * 1024;

type TrpcError = { error: { message: string; data: Record<string, unknown> } };

describe(`error answers stay small (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let client: Client;
  let developer: Client;
  let machine: TestConfigurator;

  beforeAll(async () => {
    db = await createTestDb();
    machine = await insertTestConfigurator(db.db);
    await seedDemoUsers(db.db, { password: 'demo-password-1', pin: '246810' });
    const app = testApp(db).app;
    client = new Client(app);
    developer = new Client(app);
    expect((await developer.signIn('development@meterline.example', 'demo-password-1')).status).toBe(200);
  }, 120_000);
  afterAll(() => db.close());

  /** saveConfiguration with the example selection plus `values`, as the browser sends it. */
  async function save(values: Record<string, string[]>) {
    const input = {
      slug: machine.slug,
      selection: machine.selection({
        ...EXAMPLE_SELECTION,
        values: { ...EXAMPLE_SELECTION.values, ...values },
      }),
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    };
    const body = JSON.stringify(input);
    const response = await client.trpcMutation('publicConfigurator.saveConfiguration', input);
    const text = await response.text();
    return {
      status: response.status,
      sent: body.length,
      size: Buffer.byteLength(text),
      answer: JSON.parse(text) as TrpcError,
    };
  }

  it('a selection of about 1 MB with 19 000 unknown values: the first 20, cut short, and the count', async () => {
    const values: Record<string, string[]> = {};
    for (let s = 0; s < 190; s++) {
      values[`sub-step-${s}`] = Array.from({ length: 100 }, (_, v) =>
        `${'x'.repeat(30)}-${s}-${v}`.padEnd(50, 'y'),
      );
    }
    const { status, sent, size, answer } = await save(values);
    expect(sent).toBeGreaterThan(0.9 * MEGABYTE);
    expect(status).toBe(400);
    expect(size).toBeLessThan(MAX_ANSWER_BYTES);
    expect(answer.error.message).toMatch(/^This configuration is not valid: /);
    expect(answer.error.message).toContain(
      `(and ${(19_000 - MAX_LISTED_PROBLEMS).toLocaleString('en')} more problems)`,
    );
    expect(answer.error.message.match(/is not an option of/g)).toHaveLength(MAX_LISTED_PROBLEMS);
  });

  it('a long unknown value is quoted cut short, saying how long it was', async () => {
    const { status, size, answer } = await save({ mixhead: ['m'.repeat(2000)] });
    expect(status).toBe(400);
    expect(size).toBeLessThan(1024);
    expect(answer.error.message).toContain('(2,000 characters)');
    expect(answer.error.message).not.toContain('m'.repeat(100));
  });

  it('an input of about 1 MB that zod refuses everywhere: 20 fields, their paths cut short, and the count', async () => {
    const values: Record<string, string[]> = {};
    // Keys that are not slugs (each an issue whose path is the key) and values over 2000 characters.
    for (let k = 0; k < 900; k++) values[`Not A Slug ${k} ${'k'.repeat(900)}`] = [];
    values.notes = Array.from({ length: 60 }, () => 'v'.repeat(2001));
    const { status, sent, size, answer } = await save(values);
    expect(sent).toBeGreaterThan(0.9 * MEGABYTE);
    expect(status).toBe(400);
    expect(size).toBeLessThan(MAX_ANSWER_BYTES);
    const fields = answer.error.data.fields as Record<string, string>;
    expect(Object.keys(fields)).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(answer.error.data.moreFields).toBeGreaterThan(900 - MAX_LISTED_PROBLEMS);
    expect(answer.error.message).toMatch(/\(and [\d,]+ more problems\)$/);
  });

  it('REST: refused rows and fields are listed up to 20 with the count of the rest', async () => {
    const problems = Array.from({ length: 50_000 }, (_, row) => ({
      sheet: 'pumps',
      row: row + 2,
      column: 'name',
      message: `Cell B${row + 2} holds a formula. Paste its value instead. ${'!'.repeat(400)}`,
    }));
    const refused = restErrorResponse(new XlsxError('REFUSED', 'The workbook holds formulas.', problems));
    const text = await (refused as Response).text();
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_ANSWER_BYTES);
    const body = JSON.parse(text) as { error: { problems: unknown[]; moreProblems: number } };
    expect(body.error.problems).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(body.error.moreProblems).toBe(50_000 - MAX_LISTED_PROBLEMS);

    const fields = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`field${i}`, 'is required']));
    const invalid = errorResponse({
      status: 422,
      code: 'UNPROCESSABLE_CONTENT',
      message: 'x'.repeat(MEGABYTE),
      details: { fields },
    });
    const invalidText = await invalid.text();
    expect(Buffer.byteLength(invalidText)).toBeLessThan(MAX_ANSWER_BYTES);
    expect(JSON.parse(invalidText).error.moreFields).toBe(1000 - MAX_LISTED_PROBLEMS);
    expect(restErrorResponse(new ApiError('BAD_REQUEST', 'short'))?.status).toBe(400);
  });

  it('a workbook with 300 refused rows: the first 20 once, the count of the rest, the preview without them', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('fuses');
    sheet.addRow(['id', 'version', 'name', 'amperes', 'sortOrder']);
    for (let row = 0; row < 300; row++) sheet.addRow([null, null, `Fuse ${row}`, 'sixteen', row]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const response = await upload(developer, '/api/admin/import/fuses?dryRun=1', bytes);
    const text = await response.text();
    expect(response.status).toBe(422);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_ANSWER_BYTES);
    const { error } = JSON.parse(text) as {
      error: { message: string; problems: unknown[]; moreProblems: number; preview: { problems: unknown[] } };
    };
    expect(error.message).toMatch(/^Nothing was imported: 300 problems, the first at sheet fuses, row 2/);
    expect(error.problems).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(error.moreProblems).toBe(300 - MAX_LISTED_PROBLEMS);
    expect(error.preview.problems).toEqual([]);
  });
});
