import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, machines, pressureEquipmentDirectives, pumps, translations } from '../schema/index.ts';
import { seedDemoCatalogue } from '../seed/catalogue/index.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { DataError, mapDbError } from './errors.ts';
import { deleteVersioned, updateVersioned } from './versioned.ts';

describe(`catalogue writes (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  const pumpNamed = async (name: string) => {
    const [row] = await handle.db.select().from(pumps).where(eq(pumps.name, name));
    if (!row) throw new Error(`no pump ${name}`);
    return row;
  };

  it('refuses to delete a pump still used by machine versions, with a message a person can act on', async () => {
    const pump = await pumpNamed('AXP 12');
    const error = await deleteVersioned(handle.db, {
      table: pumps,
      id: pump.id,
      subject: 'pump "AXP 12"',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    // Whichever reference PostgreSQL checks first names the place: the pump pair or the pump matrix.
    expect(error).toMatchObject({
      code: 'IN_USE',
      message: expect.stringMatching(
        /^Cannot delete pump "AXP 12": it is still used by machine versions( \(pump matrix\))?\. Remove it there first\.$/,
      ),
      detail: expect.stringMatching(/^machine_version/),
    });
    expect(await pumpNamed('AXP 12')).toBeTruthy();
  });

  it('refuses to delete a PED that prices use, even once no country maps to it', async () => {
    const [country] = await handle.db.select().from(countries).where(eq(countries.iso, 'US'));
    // Countries are referenced by ISO code, not by key, so deleting them is allowed.
    await handle.db.delete(countries).where(eq(countries.pedId, country?.pedId ?? ''));
    const refused = await deleteVersioned(handle.db, {
      table: pressureEquipmentDirectives,
      id: country?.pedId ?? '',
      subject: 'the ASME directive',
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'IN_USE', detail: 'base_prices' });
  });

  it('deletes a row nobody uses, and says NOT_FOUND the second time', async () => {
    const [row] = await handle.db
      .insert(pumps)
      .values({ ...(await pumpNamed('GRP 60')), id: undefined, name: 'GRP 90', version: 1 })
      .returning();
    await deleteVersioned(handle.db, { table: pumps, id: row?.id ?? '', subject: 'pump "GRP 90"' });
    await expect(
      deleteVersioned(handle.db, { table: pumps, id: row?.id ?? '', subject: 'pump "GRP 90"' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Pump "GRP 90" no longer exists.' });
  });

  it('updates only the version that was read, and raises it', async () => {
    const pump = await pumpNamed('AXP 22');
    const updated = await updateVersioned(handle.db, {
      table: pumps,
      id: pump.id,
      expectedVersion: pump.version,
      values: { maxPressureBar: 240 },
      subject: 'pump "AXP 22"',
    });
    expect(updated).toMatchObject({ maxPressureBar: 240, version: pump.version + 1 });
    await expect(
      updateVersioned(handle.db, {
        table: pumps,
        id: pump.id,
        expectedVersion: pump.version,
        values: { maxPressureBar: 230 },
        subject: 'pump "AXP 22"',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await pumpNamed('AXP 22')).maxPressureBar).toBe(240);
  });

  it('maps duplicate slugs and failed checks to DUPLICATE and INVALID', async () => {
    const [hx] = await handle.db.select().from(machines).where(eq(machines.slug, 'hx'));
    const [lx] = await handle.db.select().from(machines).where(eq(machines.slug, 'lx'));
    await expect(
      updateVersioned(handle.db, {
        table: machines,
        id: lx?.id ?? '',
        expectedVersion: lx?.version ?? 0,
        values: { slug: hx?.slug },
        subject: 'machine "LX Series"',
      }),
    ).rejects.toMatchObject({
      code: 'DUPLICATE',
      message: 'Cannot save machine "LX Series": another record already uses the slug "hx".',
      info: { field: 'slug' },
    });
    for (const availableTo of ['2025-13', '2025-1', 'soon']) {
      await expect(
        updateVersioned(handle.db, {
          table: machines,
          id: lx?.id ?? '',
          expectedVersion: lx?.version ?? 0,
          values: { availableTo },
          subject: 'machine "LX Series"',
        }),
      ).rejects.toMatchObject({
        code: 'INVALID',
        detail: 'machines_available_to_check',
        info: { field: 'availableTo' },
      });
    }
  });

  it('keeps enums and ranges in the database', async () => {
    const base = await pumpNamed('AXP 45');
    const insert = (values: Partial<typeof pumps.$inferInsert>) =>
      handle.db
        .insert(pumps)
        .values({ ...base, id: undefined, name: 'X', ...values })
        .then(() => 'saved')
        .catch((e: unknown) => (mapDbError(e, 'pump') as DataError).detail);
    expect(await insert({ pressureClass: 'medium' as 'low' })).toBe('pumps_pressure_class_check');
    expect(await insert({ minRpm: 1500, maxRpm: 1000 })).toBe('pumps_rpm_check');
    expect(await insert({ displacementCm3PerRev: 0 })).toBe('pumps_displacement_check');
    expect(
      await handle.db
        .insert(translations)
        .values({ key: 'x', locale: 'de', text: null, state: 'reviewed' })
        .then(() => 'saved')
        .catch((e: unknown) => (mapDbError(e, 'translation') as DataError).detail),
    ).toBe('translations_text_check');
  });
});
