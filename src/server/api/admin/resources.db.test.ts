// One test over every declared entity (src/domain/resources): create, update, a stale update (409
// with the current item), an in-use delete (412 naming the dependants), a delete, exactly one audit
// row per write. Data comes from factories derived from the declarations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../domain/resources/registry.ts';
import { changedValues, dependantOf, newValues } from '../../db/testing/resource-factories.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

type Item = { id: string; version: number } & Record<string, unknown>;

describe(`every declared resource (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
  });
  afterAll(() => kit.close());

  const dev = () => kit.as('development');
  const create = async (key: string, values: Record<string, unknown>): Promise<Item> => {
    const response = await send(dev(), 'POST', `/api/admin/${key}`, { values });
    const body = await json<{ data: Item; error?: unknown }>(response);
    if (response.status !== 201) throw new Error(`create ${key}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };

  // An entity whose rows are fixed (the interface languages) creates none: interface-languages.db.test.ts.
  // A part model needs an accepted upload and a machine with a configurator model, which these factories
  // do not make: part-models.db.test.ts covers its writes.
  const GENERIC = RESOURCES.filter((d) => d.key !== 'part-models');
  for (const declaration of GENERIC.filter((d) => d.operations.create)) {
    const key = declaration.key;
    it(`${key}: create, update, stale update, in-use and plain delete, one audit row each`, async () => {
      const values = await newValues(declaration, create);
      const created = await create(key, values);
      expect(created).toMatchObject({ id: expect.any(String), version: 1 });
      expect(await kit.auditRows(created.id)).toBe(1);

      const got = await json<{ data: Item }>(await dev().request(`/api/admin/${key}/${created.id}`));
      expect(got.data).toEqual(created);

      const change = changedValues(declaration);
      const updated = await send(dev(), 'PATCH', `/api/admin/${key}/${created.id}`, {
        expectedVersion: 1,
        values: change,
      });
      expect(updated.status).toBe(200);
      const after = (await json<{ data: Item }>(updated)).data;
      expect(after).toMatchObject({ ...change, version: 2 });
      expect(await kit.auditRows(created.id)).toBe(2);

      const stale = await send(dev(), 'PATCH', `/api/admin/${key}/${created.id}`, {
        expectedVersion: 1,
        values: changedValues(declaration),
      });
      expect(stale.status).toBe(409);
      const conflict = await json<{ error: { code: string; current: Item } }>(stale);
      expect(conflict.error.code).toBe('CONFLICT');
      expect(conflict.error.current).toEqual(after);
      expect(await kit.auditRows(created.id)).toBe(2);

      const dependant = dependantOf(key, GENERIC);
      if (dependant && declaration.operations.delete) {
        const user = await create(dependant.declaration.key, {
          ...(await newValues(dependant.declaration, create)),
          [dependant.field]: created.id,
        });
        const refused = await send(dev(), 'DELETE', `/api/admin/${key}/${created.id}?expectedVersion=2`);
        expect(refused.status).toBe(412);
        const body = await json<{ error: { code: string; message: string; dependants: unknown[] } }>(refused);
        expect(body.error.code).toBe('PRECONDITION_FAILED');
        expect(body.error.message).toMatch(/still used by 1 /);
        expect(body.error.dependants).toHaveLength(1);
        const gone = await send(
          dev(),
          'DELETE',
          `/api/admin/${dependant.declaration.key}/${user.id}?expectedVersion=1`,
        );
        expect(gone.status).toBe(204);
      }

      if (declaration.operations.delete) {
        const staleDelete = await send(dev(), 'DELETE', `/api/admin/${key}/${created.id}?expectedVersion=1`);
        expect(staleDelete.status).toBe(409);
        const deleted = await send(dev(), 'DELETE', `/api/admin/${key}/${created.id}?expectedVersion=2`);
        expect(deleted.status).toBe(204);
        expect(await kit.auditRows(created.id)).toBe(3);
        expect((await dev().request(`/api/admin/${key}/${created.id}`)).status).toBe(404);
      } else {
        // No DELETE is offered here (users are disabled, not deleted): the path answers 405.
        expect(
          (await send(dev(), 'DELETE', `/api/admin/${key}/${created.id}?expectedVersion=2`)).status,
        ).toBe(405);
      }
    });

    if (declaration.xlsxColumns.length === 0) continue;
    it(`${key}: an xlsx export imported again leaves the table unchanged`, async () => {
      await create(key, await newValues(declaration, create));
      await create(key, await newValues(declaration, create));
      const list = async () =>
        (await json<{ data: unknown }>(await dev().request(`/api/admin/${key}?pageSize=500`))).data;
      const before = await list();
      const audit = await kit.auditRows();
      const exported = await dev().request(`/api/admin/export/${key}.xlsx`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('spreadsheetml');
      const bytes = new Uint8Array(await exported.arrayBuffer());
      for (const dryRun of [true, false]) {
        const imported = await upload(dev(), `/api/admin/import/${key}${dryRun ? '?dryRun=1' : ''}`, bytes);
        const body = await json<{
          data: {
            applied: boolean;
            sheets: { create: number; update: number; delete: number; unchanged: number }[];
          };
        }>(imported);
        expect(imported.status, JSON.stringify(body)).toBe(200);
        expect(body.data.applied).toBe(!dryRun);
        expect(body.data.sheets[0]).toMatchObject({ create: 0, update: 0, delete: 0 });
        expect(body.data.sheets[0]?.unchanged).toBeGreaterThanOrEqual(2);
      }
      expect(await list()).toEqual(before);
      expect(await kit.auditRows()).toBe(audit);
    });
  }
});
