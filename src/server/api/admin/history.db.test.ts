// The history of an admin item (GET /api/admin/<entity>/<id>/history): its audit rows, newest first, a
// page at a time, who changed what and when with each field before and after, in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '../types.ts';
import { type AdminKit, adminKit, json, send } from './testing/admin-test-kit.ts';

type Item = { id: string; version: number; name: string } & Record<string, unknown>;
type ErrorBody = { error: { code: string; message: string } };

describe(`item history (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit({ catalogue: true });
  }, 120_000);
  afterAll(() => kit.close());

  const dev = () => kit.as('development');
  const history = async (path: string, role: Parameters<AdminKit['as']>[0] = 'development') => {
    const response = await kit.as(role).request(path);
    return { status: response.status, body: await json<{ data: HistoryPage } & ErrorBody>(response) };
  };
  const first = async (entity: string, search: string) =>
    (await json<{ data: { items: Item[] } }>(await dev().request(`/api/admin/${entity}?search=${search}`)))
      .data.items[0] as Item;

  it('lists who changed which field from what to what, newest first, paged', async () => {
    const pump = await first('pumps', 'AXP%2012');
    const types = (await json<{ data: { items: Item[] } }>(await dev().request('/api/admin/pump-types'))).data
      .items;
    const otherType = types.find((type) => type.id !== pump.pumpTypeId) as Item;
    const first_ = await send(dev(), 'PATCH', `/api/admin/pumps/${pump.id}`, {
      expectedVersion: pump.version,
      values: { maxPressureBar: 321 },
    });
    expect(first_.status).toBe(200);
    const second = await send(kit.as('admin'), 'PATCH', `/api/admin/pumps/${pump.id}`, {
      expectedVersion: pump.version + 1,
      values: { pumpTypeId: otherType.id },
    });
    expect(second.status).toBe(200);

    const { status, body } = await history(`/api/admin/pumps/${pump.id}/history`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [newest, older] = body.data.items;
    expect(newest).toMatchObject({
      action: 'update',
      actor: { label: 'Alex Admin <admin@meterline.example>' },
      summary: 'Changed pump "AXP 12"',
      changes: [
        {
          field: 'pumpTypeId',
          label: 'Pump type',
          before: pump.pumpTypeId,
          after: otherType.id,
          beforeLabel: (pump.labels as Record<string, string>).pumpTypeId,
          afterLabel: otherType.name,
        },
      ],
    });
    expect(older).toMatchObject({
      actor: { label: expect.stringContaining('<development@meterline.example>') },
      changes: [
        { field: 'maxPressureBar', label: 'Maximum pressure', before: pump.maxPressureBar, after: 321 },
      ],
    });
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.at ?? ''));

    const paged = await history(`/api/admin/pumps/${pump.id}/history?page=2&pageSize=1`);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.items.map((entry) => entry.id)).toEqual([older?.id]);
    for (const query of ['?page=0', '?pageSize=101', '?page=x', '?sort=at']) {
      const refused = await history(`/api/admin/pumps/${pump.id}/history${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.message, query).toMatch(/history query/);
    }
    expect((await history(`/api/admin/pumps/00000000-0000-0000-0000-000000000000/history`)).status).toBe(404);
    expect((await history(`/api/admin/pumps/not-an-id/history`)).status).toBe(404);
    // Another entity's id is not this entity's item.
    expect((await history(`/api/admin/mixheads/${pump.id}/history`)).status).toBe(404);
  });

  it("a machine's history holds its availability changes cell by cell, in words", async () => {
    const machine = await first('machines', 'HX%20Max');
    const path = `/api/admin/machines/${machine.id}/availability`;
    type Matrix = {
      machine: { version: number };
      versions: ({ id: string; name: string; version: number; relationType: string | null } & Record<
        string,
        unknown
      >)[];
      options: Record<string, { id: string; name: string }[]>;
    };
    const matrix = (await json<{ data: Matrix }>(await dev().request(path))).data;
    const version = matrix.versions.find((v) => v.relationType !== null) as Matrix['versions'][0];
    const pump = matrix.options.pumps?.find(
      (option) => !(version.pumps as Record<string, string>)[option.id],
    ) as { id: string; name: string };
    const put = await send(dev(), 'PUT', path, {
      expectedVersion: matrix.machine.version,
      versions: [
        {
          id: version.id,
          expectedVersion: version.version,
          relationType: version.relationType,
          pumps: { ...(version.pumps as Record<string, string>), [pump.id]: 'optionalOptimized' },
        },
      ],
    });
    expect(put.status).toBe(200);
    const { body } = await history(`/api/admin/machines/${machine.id}/history`);
    expect(body.data.items[0]).toMatchObject({
      summary: `Changed the availability of machine "HX Max"`,
      changes: [
        {
          field: `${version.name} › Pumps › ${pump.name}`,
          label: `${version.name} › Pumps › ${pump.name}`,
          before: 'Not Available',
          after: 'Optional (optimized)',
        },
      ],
    });
  });

  it('a password reset shows as a changed password, never its hash', async () => {
    const sales = await first('users', 'sales%40meterline');
    const reset = await send(kit.as('backoffice'), 'POST', `/api/admin/users/${sales.id}/password`, {
      expectedVersion: sales.version,
      password: 'a-new-password-2',
    });
    expect(reset.status).toBe(200);
    const { status, body } = await history(`/api/admin/users/${sales.id}/history`, 'backoffice');
    expect(status).toBe(200);
    expect(body.data.items[0]).toMatchObject({
      actor: { label: expect.stringContaining('backoffice@meterline.example') },
      changes: [{ field: 'passwordHash', label: 'Password', before: '(set)', after: '(changed)' }],
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });
});
