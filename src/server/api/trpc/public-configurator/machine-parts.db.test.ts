// The parts of a machine's 3D preview over the public API (docs/product.md#part-models): the demo parts
// with their links parsed, a part model's edit seen on the next read, and nothing for an unknown machine.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MachinePart } from '../../../db/queries/machine-parts.ts';
import { configuratorDayTanks, machines, partModels } from '../../../db/schema/index.ts';
import { demoPartsOf } from '../../../db/seed/catalogue/demo-parts.ts';
import { Client } from '../../../testing/test-app.ts';
import { type AdminKit, adminKit, json, send } from '../../admin/testing/admin-test-kit.ts';

let kit: AdminKit;
let anonymous: Client;
let slug: string;
let machineId: string;

async function partsOf(machine: string): Promise<Response> {
  const input = encodeURIComponent(JSON.stringify({ slug: machine }));
  return anonymous.request(`/api/trpc/publicConfigurator.machineParts?input=${input}`);
}

async function readParts(machine: string): Promise<MachinePart[]> {
  const response = await partsOf(machine);
  expect(response.status).toBe(200);
  return (await json<{ result: { data: MachinePart[] } }>(response)).result.data;
}

beforeAll(async () => {
  kit = await adminKit({ catalogue: true });
  anonymous = new Client(kit.app.app);
  const [row] = await kit.db.db
    .select({ id: machines.id, slug: machines.slug })
    .from(machines)
    .innerJoin(partModels, eq(partModels.machineId, machines.id))
    .limit(1);
  slug = row?.slug as string;
  machineId = row?.id as string;
}, 120_000);

afterAll(() => kit.close());

describe('publicConfigurator.machineParts', () => {
  it("lists a demo machine's parts for anyone, each with its file's address and parsed links", async () => {
    const parts = await readParts(slug);
    expect(parts.map((part) => part.name).sort()).toEqual(
      demoPartsOf({ slug })
        .map((part) => part.name)
        .sort(),
    );
    const frame = parts.find((part) => part.name === 'Frame');
    expect(frame?.links).toEqual([{ kind: 'always' }]);
    expect(frame?.url).toMatch(/^\/api\/part-models\/files\/[0-9a-f]{64}\.glb$/);
    expect(frame).toMatchObject({ anchor: null, position: [0, 0, 0], rotation: [0, 0, 0], scale: 1 });
    const heating = parts.find((part) => part.name === 'Tank heating jackets');
    expect(heating?.links).toEqual([
      { kind: 'option', subStep: 'temperature-control', value: 'tc-heating' },
      { kind: 'option', subStep: 'temperature-control', value: 'tc-heating-cooling' },
    ]);
    // The file is there at the address given.
    const file = await anonymous.request(frame?.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
  });

  it("shows a part model's edit on the next read, placed as written", async () => {
    const [frame] = await kit.db.db
      .select({ id: partModels.id, file: partModels.file, version: partModels.version })
      .from(partModels)
      .where(eq(partModels.machineId, machineId))
      .limit(1);
    const [tank] = await kit.db.db
      .select({ id: configuratorDayTanks.dayTankId })
      .from(configuratorDayTanks)
      .where(eq(configuratorDayTanks.machineId, machineId));
    await readParts(slug); // cached now
    const created = await send(kit.as('development'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Big tank lid',
        machineId,
        file: frame?.file,
        shownBy: `dayTank=${tank?.id}`,
        anchor: 'frame',
        positionX: 0.5,
        positionY: 1.25,
        positionZ: -0.75,
        rotationX: 0,
        rotationY: 90,
        rotationZ: 0,
        scale: 2,
      },
    });
    expect(created.status).toBe(201);
    const lid = (await readParts(slug)).find((part) => part.name === 'Big tank lid');
    expect(lid).toMatchObject({
      links: [{ kind: 'dayTank', id: tank?.id }],
      anchor: 'frame',
      position: [0.5, 1.25, -0.75],
      rotation: [0, 90, 0],
      scale: 2,
    });
  });

  it('answers no parts for a machine without any, and refuses a malformed slug', async () => {
    expect(await readParts('no-such-machine')).toEqual([]);
    const refused = await partsOf('Not a slug!');
    expect(refused.status).toBe(400);
    expect((await json<{ error: { data: { code: string } } }>(refused)).error.data.code).toBe('BAD_REQUEST');
  });
});
