// The translations' search finds its rows through the trigram indexes (schema/i18n.ts), not by reading
// every row: on tens of thousands of rows that is the difference between a few milliseconds and a tenth of
// a second (bench:translation-grid). Checked on the plan for the search's condition (resources/read.ts:
// LIKE on the lower-case copies, the pattern a parameter) with reading every row priced out: a table this
// small would be read whole anyway, so what is checked is that the indexes serve the condition as written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { interfaceLanguages, translations } from '../schema/index.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';

const ROWS = 500;

describe(`the translations' search (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
    await db.db
      .insert(interfaceLanguages)
      .values(INTERFACE_LOCALES.map((code) => ({ code, name: code, englishName: code, enabled: true })))
      .onConflictDoNothing();
    // Written in parts, as texts arrive (a model's publication, a job's batches).
    for (let i = 0; i < ROWS; i += 100) {
      await db.db.insert(translations).values(
        Array.from({ length: 100 }, (_, j) => {
          const n = i + j;
          return {
            key: `gen.${n}`,
            locale: 'de' as const,
            source: `Heated hose line ${n} ${n % 100 === 0 ? 'for high viscosity' : 'with level sensor'}`,
            text: `Beheizte Schlauchleitung ${n}`,
            state: 'machine' as const,
          };
        }),
      );
    }
    await db.db.execute(sql`analyze translations`);
  });
  afterAll(() => db?.close());

  it('reads the rows through the trigram indexes, not all of them', async () => {
    const pattern = '%viscosity%';
    const plan = await db.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select count(*) from ${translations}
            where ${translations.sourceLower} like lower(${pattern}) or ${translations.textLower} like lower(${pattern})`,
      );
    });
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(lines).toContain('translations_source_trgm_idx');
    expect(lines).toContain('translations_text_trgm_idx');
    expect(lines).not.toMatch(/Seq Scan/);
  });

  it('finds what a case-insensitive match finds', async () => {
    const [found] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(translations)
      .where(sql`${translations.sourceLower} like lower(${'%VISCOSITY%'})`);
    expect(found?.n).toBe(ROWS / 100);
  });
});
