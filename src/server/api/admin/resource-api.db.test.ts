// The resource API around the writes: list queries, refusals of malformed calls, concurrency, the
// machine availability matrix and image uploads.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { updateResource } from '../../db/queries/resources/write.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

type Item = { id: string; version: number; name: string } & Record<string, unknown>;
type Page = { data: { items: Item[]; total: number } };
type ErrorBody = { error: { code: string; message: string } & Record<string, unknown> };

/** A real 1×1 PNG. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([13, 10, 26, 10]);
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      header,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 0]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A write with a body exactly as given. */
function raw(client: ReturnType<AdminKit['as']>, method: string, path: string, body: string) {
  return client.request(path, {
    method,
    headers: { origin: client.origin, 'content-type': 'application/json' },
    body,
  });
}

describe(`resource API (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit({ catalogue: true });
  });
  afterAll(() => kit.close());

  const dev = () => kit.as('development');
  const page = async (query: string) => {
    const response = await dev().request(`/api/admin/pumps${query}`);
    return { status: response.status, body: await json<Page & ErrorBody>(response) };
  };

  it('pages, sorts, filters and searches on the server', async () => {
    const all = await page('?pageSize=500');
    expect(all.status).toBe(200);
    const total = all.body.data.total;
    expect(all.body.data.items).toHaveLength(total);
    const first = await page('?pageSize=5&page=1&sort=-maxRpm,name');
    const second = await page('?pageSize=5&page=2&sort=-maxRpm,name');
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.total).toBe(total);
    const rpms = [...first.body.data.items, ...second.body.data.items].map((item) => item.maxRpm as number);
    expect(rpms).toEqual([...rpms].sort((a, b) => b - a));
    expect(new Set([...first.body.data.items, ...second.body.data.items].map((i) => i.id)).size).toBe(10);

    const high = await page(`?filter=${encodeURIComponent('{"pressureClass":"high"}')}`);
    expect(high.body.data.items.every((item) => item.pressureClass === 'high')).toBe(true);
    expect(high.body.data.total).toBeLessThan(total);
    const type = all.body.data.items[0]?.pumpTypeId as string;
    const byType = await page(
      `?filter=${encodeURIComponent(JSON.stringify({ pumpTypeId: [type] }))}&sort=pumpTypeId`,
    );
    expect(byType.body.data.items.every((item) => item.pumpTypeId === type)).toBe(true);
    expect(byType.body.data.items[0]?.labels).toEqual({ pumpTypeId: expect.any(String) });

    const name = all.body.data.items[0]?.name as string;
    const found = await page(`?search=${encodeURIComponent(` ${name.toLowerCase()} `)}`);
    expect(found.body.data.items.map((item) => item.name)).toContain(name);
    expect((await page('?search=%25')).body.data.total).toBe(0);
  });

  it.each([
    ['?sort=secret', /Cannot sort pumps by "secret"/],
    ['?filter=%7B%22passwordHash%22%3A1%7D', /Cannot filter pumps by "passwordHash"/],
    ['?filter=nope', /filter must be a JSON object/],
    ['?filter=%7B%22minRpm%22%3A%22x%22%7D', /Cannot filter pumps by "minRpm"/],
    ['?filter=%7B%22pressureClass%22%3A%22medium%22%7D', /does not fit "pressureClass"/],
    ['?page=0', /page must be a whole number/],
    ['?pageSize=501', /pageSize must be a whole number from 1 to 500/],
    ['?page=1&page=2', /Give page once/],
    ['?limit=5', /Unknown parameter "limit"/],
  ])('refuses the list query %s with 400 and a message', async (query, message) => {
    const { status, body } = await page(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(message);
  });

  it('refuses malformed writes with 4xx and a message, never a 500', async () => {
    const client = dev();
    const checks: [Promise<Response>, number, RegExp][] = [
      [send(client, 'POST', '/api/admin/pumps', { name: 'no values wrapper' }), 400, /The body must be/],
      [
        client.request('/api/admin/pumps', {
          method: 'POST',
          headers: { origin: client.origin, 'content-type': 'application/json' },
          body: '{"values":',
        }),
        400,
        /not valid JSON/,
      ],
      [
        client.request('/api/admin/pumps', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: '{"values":{}}',
        }),
        403,
        /only from the application/,
      ],
      [
        client.request('/api/admin/pumps', {
          method: 'POST',
          headers: { origin: client.origin, 'content-type': 'text/plain' },
          body: '{"values":{}}',
        }),
        415,
        /application\/json/,
      ],
      [
        send(client, 'POST', '/api/admin/pumps', { values: { name: 'X', __proto__: { admin: true } } }),
        422,
        /./,
      ],
      [
        send(client, 'POST', '/api/admin/pump-types', {
          values: { name: 'A\u0000B', description: null, availableTo: null, sortOrder: 0 },
        }),
        // Refused at the edge, for every endpoint alike (http/request-guard.ts).
        400,
        /NUL character/,
      ],
      [
        raw(
          client,
          'POST',
          '/api/admin/pump-types',
          '{"values":{"name":"X","description":null,"availableTo":null,"sortOrder":0,"__proto__":{"a":1}}}',
        ),
        400,
        /__proto__/,
      ],
      [
        raw(client, 'POST', '/api/admin/pump-types', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`),
        400,
        /./,
      ],
      [raw(client, 'POST', '/api/admin/pump-types', '\u0000'), 400, /NUL character/],
      [
        send(client, 'PATCH', '/api/admin/pumps/not-a-uuid', { expectedVersion: 1, values: {} }),
        404,
        /No pump/,
      ],
      [
        send(client, 'DELETE', '/api/admin/pumps/00000000-0000-4000-8000-000000000000'),
        400,
        /expectedVersion/,
      ],
      [
        send(client, 'DELETE', '/api/admin/pumps/00000000-0000-4000-8000-000000000000?expectedVersion=1'),
        404,
        /Pump not found/,
      ],
    ];
    for (const [response, status, message] of checks) {
      const answer = await response;
      const body = await json<ErrorBody>(answer);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(body.error.message).toMatch(message);
    }
  });

  it('answers field errors a form can show, and names duplicates by field', async () => {
    const invalid = await send(dev(), 'POST', '/api/admin/pumps', {
      values: { name: ' ', minRpm: 3000, maxRpm: 100, colour: 'red' },
    });
    expect(invalid.status).toBe(422);
    const fields = (await json<ErrorBody>(invalid)).error.fields as Record<string, string>;
    expect(fields).toMatchObject({ name: 'Name is required.', colour: 'Unknown field "colour".' });
    // Rules across fields are checked once every field is valid on its own.
    const pump = (await json<Page>(await dev().request('/api/admin/pumps'))).data.items[0] as Item;
    const range = await send(dev(), 'PATCH', `/api/admin/pumps/${pump.id}`, {
      expectedVersion: pump.version,
      values: { minRpm: 3000, maxRpm: 100 },
    });
    expect((await json<ErrorBody>(range)).error.fields).toEqual({
      maxRpm: 'The maximum speed must not be below the minimum speed.',
    });
    const machine = (await json<Page>(await dev().request('/api/admin/machines'))).data.items[0] as Item;
    const other = (await json<Page>(await dev().request('/api/admin/machines'))).data.items[1] as Item;
    const duplicate = await send(dev(), 'PATCH', `/api/admin/machines/${other.id}`, {
      expectedVersion: other.version,
      values: { slug: machine.slug },
    });
    expect(duplicate.status).toBe(422);
    expect((await json<ErrorBody>(duplicate)).error).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      message: `Cannot save machine "${other.name}": another record already uses the slug "${String(machine.slug)}".`,
      fields: { slug: expect.any(String) },
    });
  });

  it('100 parallel updates with the same version: exactly 1 succeeds, 99 are CONFLICT', async () => {
    const declaration = resourceOf('tank-farm-equipment') as ResourceDeclaration;
    const item = (
      await json<{ data: { items: Item[] } }>(await dev().request('/api/admin/tank-farm-equipment'))
    ).data.items[0] as Item;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        updateResource(kit.db.db, {
          declaration,
          id: item.id,
          expectedVersion: item.version,
          values: { description: `writer ${i}` },
          actor: { id: null, label: 'test' },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const conflicts = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'CONFLICT',
    );
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(99);
    expect(await kit.auditRows(item.id)).toBe(1);
  });

  it('reads and writes a machine availability matrix, guarded by versions, with one audit row', async () => {
    const machine = (await json<Page>(await dev().request('/api/admin/machines'))).data.items[0] as Item;
    const path = `/api/admin/machines/${machine.id}/availability`;
    type Matrix = {
      machine: { version: number };
      versions: ({ id: string; version: number; relationType: string | null } & Record<string, unknown>)[];
      options: Record<string, { id: string }[]>;
    };
    const matrix = (await json<{ data: Matrix }>(await dev().request(path))).data;
    const version =
      matrix.versions.find((v) => v.relationType === null) ?? (matrix.versions[0] as Matrix['versions'][0]);
    const pump = matrix.options.pumps?.[0] as { id: string };
    const audit = await kit.auditRows(machine.id);
    const put = await send(dev(), 'PUT', path, {
      expectedVersion: matrix.machine.version,
      versions: [
        {
          id: version.id,
          expectedVersion: version.version,
          relationType: 'optional',
          pumps: { [pump.id]: 'standard' },
        },
      ],
    });
    expect(put.status).toBe(200);
    const after = (await json<{ data: Matrix }>(put)).data;
    const changed = after.versions.find((v) => v.id === version.id) as Matrix['versions'][0];
    expect(changed).toMatchObject({
      relationType: 'optional',
      pumps: { [pump.id]: 'standard' },
      version: version.version + 1,
    });
    expect(after.machine.version).toBe(matrix.machine.version + 1);
    expect(await kit.auditRows(machine.id)).toBe(audit + 1);

    const stale = await send(dev(), 'PUT', path, { expectedVersion: matrix.machine.version, versions: [] });
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).error.current).toMatchObject({
      machine: { version: after.machine.version },
    });
    const badType = await send(dev(), 'PUT', path, {
      expectedVersion: after.machine.version,
      versions: [{ id: version.id, expectedVersion: changed.version, relationType: 'sometimes' }],
    });
    expect(badType.status).toBe(400);
    const portfolio = await json<{
      machines: { id: string; machineVersions: { id: string; relationType: string }[] }[];
    }>(await dev().request('/api/product-portfolio'));
    const listed = portfolio.machines.find((m) => m.id === machine.id);
    expect(listed?.machineVersions).toContainEqual({ id: version.id, relationType: 'optional' });
  });

  it('stores checked image uploads and serves them with long caching', async () => {
    const uploaded = await upload(dev(), '/api/admin/images', png(), 'dot.png');
    expect(uploaded.status).toBe(201);
    const { data } = await json<{ data: { id: string; url: string; contentType: string } }>(uploaded);
    expect(data.contentType).toBe('image/png');
    const served = await new (await import('../../testing/test-app.ts')).Client(kit.app.app).request(
      data.url,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());
    const again = await dev().request(data.url, {
      headers: { 'if-none-match': served.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const refused = await upload(dev(), '/api/admin/images', svg, 'x.svg');
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).error.message).toMatch(/SVG images are not accepted/);
    const tooBig = await upload(dev(), '/api/admin/images', new Uint8Array(2 * 1024 * 1024 + 1), 'big.png');
    expect(tooBig.status).toBe(413);
    const machine = (await json<Page>(await dev().request('/api/admin/machines'))).data.items[0] as Item;
    const set = await send(dev(), 'PATCH', `/api/admin/machines/${machine.id}`, {
      expectedVersion: machine.version,
      values: { image: data.url },
    });
    expect(set.status).toBe(200);
    const elsewhere = await send(dev(), 'PATCH', `/api/admin/machines/${machine.id}`, {
      expectedVersion: machine.version + 1,
      values: { image: 'https://evil.example/x.png' },
    });
    expect(elsewhere.status).toBe(422);
  });

  it('an image address is normalised, and one that climbs with ".." is refused on its field', async () => {
    const machines = (await json<Page>(await dev().request('/api/admin/machines'))).data.items;
    const machine = machines[1] as Item;
    const version = machine.version;
    for (const climbing of [
      '/images/a/../../../x',
      '/images/../api/images/x.webp',
      '/images/..',
      '/images/a/%2e%2e/x',
    ]) {
      const refused = await send(dev(), 'PATCH', `/api/admin/machines/${machine.id}`, {
        expectedVersion: version,
        values: { image: climbing },
      });
      expect(refused.status, climbing).toBe(422);
      const body = await json<ErrorBody & { error: { fields: Record<string, string> } }>(refused);
      expect(Object.keys(body.error.fields), climbing).toEqual(['image']);
    }
    const dotted = await send(dev(), 'PATCH', `/api/admin/machines/${machine.id}`, {
      expectedVersion: version,
      values: { image: '/images//machines/./hx.webp' },
    });
    expect(dotted.status).toBe(200);
    const saved = (await json<{ data: Item }>(dotted)).data;
    expect(saved.image).toBe('/images/machines/hx.webp');
    expect(
      (await json<{ data: Item }>(await dev().request(`/api/admin/machines/${machine.id}`))).data.image,
    ).toBe('/images/machines/hx.webp');
  });
});
