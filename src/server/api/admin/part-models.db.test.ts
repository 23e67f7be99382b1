// Part models over the admin API (docs/product.md#part-models): every refusal of an upload, with nothing
// stored; the file served by its content hash; the links to options and base choices; the flag once a
// publication drops a linked option.
import { Document, NodeIO } from '@gltf-transform/core';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../db/purge-expired.ts';
import {
  checkDocument,
  editorCatalogue,
  publishDraft,
  readDraft,
  saveDraft,
} from '../../db/queries/model-versions.ts';
import {
  configuratorDayTanks,
  configuratorOptions,
  configuratorSubSteps,
  configurators,
  machineMachineVersions,
  machines,
  partModelFiles,
  partModels,
} from '../../db/schema/index.ts';
import { type AdminKit, adminKit, json, send, upload } from './testing/admin-test-kit.ts';

/** A .glb of `triangles` triangles, drawn by `instances` nodes sharing one mesh. */
async function glb(options: { triangles?: number; instances?: number } = {}): Promise<Uint8Array> {
  const { triangles = 1, instances = 1 } = options;
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions = new Float32Array(triangles * 9);
  for (let i = 0; i < triangles; i++) positions.set([i, 0, 0, i + 1, 0, 0, i, 1, 0], i * 9);
  const position = doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer);
  const mesh = doc.createMesh('part').addPrimitive(doc.createPrimitive().setAttribute('POSITION', position));
  const scene = doc.createScene('scene');
  for (let i = 0; i < instances; i++) scene.addChild(doc.createNode(`n${i}`).setMesh(mesh));
  return new NodeIO().writeBinary(doc);
}

/** A glTF binary of this JSON and no binary chunk: for files the writer above would never make. */
function glbOf(gltf: unknown): Uint8Array {
  let text = JSON.stringify(gltf);
  while (text.length % 4 !== 0) text += ' ';
  const chunk = new TextEncoder().encode(text);
  const bytes = new Uint8Array(12 + 8 + chunk.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.byteLength, true);
  view.setUint32(12, chunk.byteLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(chunk, 20);
  return bytes;
}

/** A part placed where the frame is: no anchor, at the origin, unturned, full size. */
const AT_ORIGIN = {
  anchor: null,
  positionX: 0,
  positionY: 0,
  positionZ: 0,
  rotationX: 0,
  rotationY: 0,
  rotationZ: 0,
  scale: 1,
};

type Refusal = { error: { code: string; message: string; problems?: { message: string }[] } };

let kit: AdminKit;
let machineId: string;
let slug: string;

const countFiles = async () => Number((await kit.db.db.select({ n: count() }).from(partModelFiles))[0]?.n);
/** The files stored since the demo catalogue (which brings its machines' parts). */
let seededFiles = 0;
const storedFiles = async () => (await countFiles()) - seededFiles;
/** Checks run in the worker pool so far (services/part-model-check.ts). */
const checksInPool = () => kit.app.workers.completed('checkPartModel');

async function uploaded(bytes: Uint8Array): Promise<{ sha256: string; url: string; warnings: string[] }> {
  const response = await upload(kit.as('admin'), '/api/admin/part-model-files', bytes, 'part.glb');
  expect(response.status).toBe(201);
  return (await json<{ data: { sha256: string; url: string; warnings: string[] } }>(response)).data;
}

beforeAll(async () => {
  kit = await adminKit({ catalogue: true });
  // A machine with a published model whose options, dosing lines and day tanks the links can name.
  const [row] = await kit.db.db
    .select({ id: machines.id, slug: machines.slug })
    .from(machines)
    .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.machineId, machines.id))
    .limit(1);
  machineId = row?.id as string;
  slug = row?.slug as string;
  seededFiles = await countFiles();
}, 120_000);

afterAll(() => kit.close());

describe('upload of a part model file', () => {
  it('refuses a file over 10 MB with 413, storing nothing and sending nothing to the pool', async () => {
    const checks = checksInPool();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await glb());
    const response = await upload(kit.as('admin'), '/api/admin/part-model-files', big, 'big.glb');
    expect(response.status).toBe(413);
    expect((await json<Refusal>(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toBe(0);
    expect(checksInPool()).toBe(checks);
  });

  it('refuses a file that is not a glTF binary with 415, before the pool', async () => {
    const checks = checksInPool();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0]);
    const response = await upload(kit.as('admin'), '/api/admin/part-model-files', png, 'part.glb');
    expect(response.status).toBe(415);
    const body = await json<Refusal>(response);
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.error.message).toContain('not a glTF binary');
    expect(await storedFiles()).toBe(0);
    expect(checksInPool()).toBe(checks);
  });

  it("refuses a file the glTF validator finds errors in, with the validator's messages, checked in the pool", async () => {
    const checks = checksInPool();
    // A primitive whose POSITION names an accessor that does not exist.
    const broken = glbOf({
      asset: { version: '2.0' },
      meshes: [{ primitives: [{ attributes: { POSITION: 7 } }] }],
    });
    const response = await upload(kit.as('admin'), '/api/admin/part-model-files', broken, 'part.glb');
    expect(response.status).toBe(422);
    const body = await json<Refusal>(response);
    expect(body.error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(body.error.message).toContain('glTF validator found');
    expect(body.error.problems?.map((p) => p.message).join(' ')).toContain('/meshes/0/primitives/0');
    expect(await storedFiles()).toBe(0);
    expect(checksInPool()).toBe(checks + 1);
  });

  it('refuses a file that refers to an external URI', async () => {
    const external = glbOf({
      asset: { version: '2.0' },
      buffers: [{ uri: 'https://example.com/part.bin', byteLength: 36 }],
    });
    const response = await upload(kit.as('admin'), '/api/admin/part-model-files', external, 'part.glb');
    expect(response.status).toBe(422);
    const body = await json<Refusal>(response);
    expect(body.error.message).toContain('self-contained');
    expect(body.error.problems?.[0]?.message).toBe('External URI: https://example.com/part.bin');
    expect(await storedFiles()).toBe(0);
  });

  it('refuses more than 200,000 triangles, counted over every node that draws a mesh', async () => {
    // 2,001 triangles drawn 100 times: 200,100, in a file of about 70 KB.
    const heavy = await glb({ triangles: 2001, instances: 100 });
    const response = await upload(kit.as('admin'), '/api/admin/part-model-files', heavy, 'part.glb');
    expect(response.status).toBe(422);
    expect((await json<Refusal>(response)).error.message).toContain('200,100 triangles');
    expect(await storedFiles()).toBe(0);
    // The same mesh drawn 99 times (198,099) is accepted.
    expect((await uploaded(await glb({ triangles: 2001, instances: 99 }))).warnings).toEqual([]);
  });

  it('stores a valid file once, returns its warnings, and serves it by its hash with an ETag', async () => {
    // A property glTF does not define is a warning of the validator, not an error.
    const bytes = glbOf({ asset: { version: '2.0', colour: 'green' } });
    const before = await storedFiles();
    const first = await uploaded(bytes);
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.url).toBe(`/api/part-models/files/${first.sha256}.glb`);
    expect(first.warnings).toEqual(['Unexpected property. (at /asset/colour)']);
    await uploaded(bytes);
    expect(await storedFiles()).toBe(before + 1);

    // Served to anyone, a visitor of the public configurator too.
    const served = await kit.app.app.request(`http://localhost${first.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${first.sha256}"`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const again = await kit.app.app.request(`http://localhost${first.url}`, {
      headers: { 'if-none-match': `"${first.sha256}"` },
    });
    expect(again.status).toBe(304);
    const unknown = await kit.app.app.request(`http://localhost/api/part-models/files/${'0'.repeat(64)}.glb`);
    expect(unknown.status).toBe(404);
  });

  it('is for development and admin only', async () => {
    const bytes = await glb({ triangles: 3 });
    for (const role of ['backoffice', 'sales'] as const) {
      const response = await upload(kit.as(role), '/api/admin/part-model-files', bytes, 'part.glb');
      expect(response.status, role).toBe(403);
    }
    const response = await upload(kit.as('development'), '/api/admin/part-model-files', bytes, 'part.glb');
    expect(response.status).toBe(201);
  });
});

describe('part models and their links', () => {
  it('links options and base choices, and flags the link whose option a publication dropped', async () => {
    const file = await uploaded(await glb({ triangles: 12 }));
    const options = await kit.db.db
      .select({ subStep: configuratorSubSteps.slug, value: configuratorOptions.value })
      .from(configuratorOptions)
      .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
      .where(eq(configuratorSubSteps.machineId, machineId));
    const [line] = await kit.db.db
      .select({ id: machineMachineVersions.machineVersionId })
      .from(machineMachineVersions)
      .where(eq(machineMachineVersions.machineId, machineId));
    const [tank] = await kit.db.db
      .select({ id: configuratorDayTanks.dayTankId })
      .from(configuratorDayTanks)
      .where(eq(configuratorDayTanks.machineId, machineId));
    const draft = await readDraft(kit.db.db, { slug });
    // An option no package, filter or default names, so the model stays publishable without it.
    const text = JSON.stringify(draft.model);
    const dropped = options.find(
      ({ subStep, value }) =>
        draft.model.steps.some((step) =>
          step.subSteps.some((s) => s.slug === subStep && s.options.data.length > 2),
        ) && text.split(`"${value}"`).length === 2,
    );
    const kept = options.find((option) => option !== dropped);
    expect(dropped && kept && line && tank).toBeTruthy();
    const shownBy = [
      `${kept?.subStep}=${kept?.value}`,
      `${dropped?.subStep}=${dropped?.value}`,
      `dosingLine=${line?.id}`,
      `dayTank=${tank?.id}`,
    ].join('\n');

    const created = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Heater',
        machineId,
        file: file.sha256,
        shownBy,
        anchor: 'frame:left',
        positionX: 0.25,
        positionY: 0,
        positionZ: -0.5,
        rotationX: 0,
        rotationY: 90,
        rotationZ: 0,
        scale: 1,
      },
    });
    expect(created.status).toBe(201);
    const item = (await json<{ data: { id: string; shownBy: string; missingLinks: string | null } }>(created))
      .data;
    expect(item.shownBy).toBe(shownBy);
    expect(item.missingLinks).toBeNull();

    // A link to nothing the model has is kept, and flagged at once.
    const stray = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Stray',
        machineId,
        file: file.sha256,
        shownBy: 'always\nno-such-step=yes',
        ...AT_ORIGIN,
      },
    });
    expect((await json<{ data: { missingLinks: string } }>(stray)).data.missingLinks).toBe(
      'no-such-step=yes',
    );

    // The draft without the option, published.
    const model = structuredClone(draft.model);
    for (const step of model.steps)
      for (const subStep of step.subSteps)
        if (subStep.slug === dropped?.subStep)
          subStep.options.data = subStep.options.data.filter((o) => o.value !== dropped?.value);
    const saved = await saveDraft(kit.db.db, {
      slug,
      expectedDraftVersion: draft.draftVersion,
      model,
      actor: { id: null, label: 'test' },
    });
    const published = await publishDraft(kit.db.db, {
      slug,
      expectedDraftVersion: saved.draftVersion,
      actor: { id: null, label: 'test' },
    });
    expect(published).toMatchObject({ published: true });

    const read = await send(kit.as('admin'), 'GET', `/api/admin/part-models/${item.id}`);
    const after = (await json<{ data: { shownBy: string; missingLinks: string } }>(read)).data;
    expect(after.shownBy).toBe(shownBy);
    expect(after.missingLinks).toBe(`${dropped?.subStep}=${dropped?.value}`);
    const list = await send(
      kit.as('admin'),
      'GET',
      `/api/admin/part-models?filter=${encodeURIComponent(JSON.stringify({ machineId }))}`,
    );
    const rows = (await json<{ data: { items: { name: string; missingLinks: string | null }[] } }>(list)).data
      .items;
    // The test's own parts (the machine has its demo parts too).
    const ours = rows.filter((row) => row.name === 'Heater' || row.name === 'Stray');
    expect(ours.map((row) => [row.name, row.missingLinks])).toEqual([
      ['Heater', `${dropped?.subStep}=${dropped?.value}`],
      ['Stray', 'no-such-step=yes'],
    ]);
  });

  it('updates with the version read, refuses a stale write and deletes, one audit row each', async () => {
    const file = await uploaded(await glb({ triangles: 4 }));
    const created = await send(kit.as('development'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Frame',
        machineId,
        file: file.sha256,
        shownBy: 'always',
        ...AT_ORIGIN,
      },
    });
    const { id } = (await json<{ data: { id: string } }>(created)).data;
    expect(await kit.auditRows(id)).toBe(1);
    const moved = await send(kit.as('admin'), 'PATCH', `/api/admin/part-models/${id}`, {
      expectedVersion: 1,
      values: { anchor: 'base', positionY: 1.25, scale: 0.5 },
    });
    expect(moved.status).toBe(200);
    expect((await json<{ data: unknown }>(moved)).data).toMatchObject({
      anchor: 'base',
      positionY: 1.25,
      scale: 0.5,
      version: 2,
      missingLinks: null,
    });
    const stale = await send(kit.as('admin'), 'PATCH', `/api/admin/part-models/${id}`, {
      expectedVersion: 1,
      values: { scale: 0 },
    });
    expect(stale.status).toBe(409);
    expect(await kit.auditRows(id)).toBe(2);
    const deleted = await send(kit.as('admin'), 'DELETE', `/api/admin/part-models/${id}?expectedVersion=2`);
    expect(deleted.status).toBe(204);
    expect(await kit.auditRows(id)).toBe(3);
    // The file stays: another part, or a later one, may name the same bytes.
    expect((await kit.app.app.request(`http://localhost${file.url}`)).status).toBe(200);
  });

  it('refuses a machine without a configurator model, saying so', async () => {
    const file = await uploaded(await glb({ triangles: 2 }));
    const [bare] = await kit.db.db
      .select({ id: machines.id })
      .from(machines)
      .leftJoin(configurators, eq(configurators.machineId, machines.id))
      .where(isNull(configurators.machineId));
    expect(bare).toBeDefined();
    const response = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Frame',
        machineId: bare?.id,
        file: file.sha256,
        shownBy: 'always',
        ...AT_ORIGIN,
      },
    });
    expect(response.status).toBe(422);
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(response)).error.fields.machineId,
    ).toContain('has no configurator model yet');
  });

  it('refuses a file that was never uploaded, and links in another form', async () => {
    const response = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Ghost',
        machineId,
        file: 'f'.repeat(64),
        shownBy: 'heating yes',
        ...AT_ORIGIN,
      },
    });
    expect(response.status).toBe(422);
    const body = await json<{ error: { fields: Record<string, string> } }>(response);
    expect(body.error.fields.shownBy).toContain('one link a line');
    const fileless = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Ghost',
        machineId,
        file: 'f'.repeat(64),
        shownBy: 'always',
        ...AT_ORIGIN,
      },
    });
    expect(fileless.status).toBe(422);
    expect(
      Object.keys((await json<{ error: { fields: Record<string, string> } }>(fileless)).error.fields),
    ).toEqual(['file']);
  });
});

describe('the model check and part models', () => {
  it('warns about the options of a visual sub-step that no part shows, and still publishes', async () => {
    const draft = await readDraft(kit.db.db, { slug });
    const parts = await kit.db.db
      .select({ shownBy: partModels.shownBy })
      .from(partModels)
      .where(eq(partModels.machineId, machineId));
    const linked = new Set(parts.flatMap((part) => part.shownBy.split('\n')));
    // A radio sub-step of three or more options, none of them shown by a part yet.
    const subStep = draft.model.steps
      .flatMap((step) => step.subSteps)
      .find(
        (candidate) =>
          candidate.options.fieldType === 'radio' &&
          candidate.options.data.length >= 3 &&
          candidate.options.data.every((option) => !linked.has(`${candidate.slug}=${option.value}`)),
      );
    expect(subStep).toBeDefined();
    const [first, second, ...rest] = subStep?.options.data.map((option) => option.value) ?? [];
    const partless = async () =>
      (await checkDocument(kit.db.db, draft.loaded, draft.model))
        .filter((finding) => finding.code === 'OPTION_WITHOUT_PART' && finding.subStepSlug === subStep?.slug)
        .map((finding) => finding.value);
    expect(await partless()).toEqual([]);

    // A part shown by its first option makes the sub-step visual: every other option is warned about.
    const file = await uploaded(await glb({ triangles: 6 }));
    const created = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Visual',
        machineId,
        file: file.sha256,
        shownBy: `${subStep?.slug}=${first}`,
        ...AT_ORIGIN,
      },
    });
    expect(created.status).toBe(201);
    expect(await partless()).toEqual([second, ...rest]);
    const [finding] = (await checkDocument(kit.db.db, draft.loaded, draft.model)).filter(
      (candidate) => candidate.code === 'OPTION_WITHOUT_PART' && candidate.subStepSlug === subStep?.slug,
    );
    expect(finding?.message).toContain(`option "${second}" of "${subStep?.slug}" shows no part model`);
    // The editor's own check (live-check.ts) reads the same links from the draft's catalogue.
    expect((await editorCatalogue(kit.db.db, draft.loaded, draft.model)).partLinks).toContain(
      `${subStep?.slug}=${first}`,
    );

    // An always-shown part that names the second option covers it; the rest stay warned about.
    const always = await send(kit.as('admin'), 'POST', '/api/admin/part-models', {
      values: {
        name: 'Base',
        machineId,
        file: file.sha256,
        shownBy: `always\n${subStep?.slug}=${second}`,
        ...AT_ORIGIN,
      },
    });
    expect(always.status).toBe(201);
    expect(await partless()).toEqual(rest);

    // Warnings only: the draft publishes.
    const published = await publishDraft(kit.db.db, {
      slug,
      expectedDraftVersion: draft.draftVersion,
      actor: { id: null, label: 'test' },
    });
    expect(published).toMatchObject({ published: true });
  });
});

describe('files no part model names', () => {
  it('are deleted by the purge of expired rows a day after their last upload, and only those', async () => {
    const [named] = await kit.db.db
      .select({ sha256: partModels.file })
      .from(partModels)
      .where(eq(partModels.machineId, machineId))
      .limit(1);
    const unnamedOld = await uploaded(await glb({ triangles: 21 }));
    const unnamedNew = await uploaded(await glb({ triangles: 22 }));
    const uploadedAgain = await uploaded(await glb({ triangles: 23 }));
    const ages: [string | undefined, number][] = [
      [named?.sha256, 48],
      [unnamedOld.sha256, 25],
      [unnamedNew.sha256, 23],
      [uploadedAgain.sha256, 25],
    ];
    for (const [sha256, hours] of ages) {
      await kit.db.db
        .update(partModelFiles)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(partModelFiles.sha256, sha256 ?? ''));
    }
    // The same bytes uploaded again: their day starts anew.
    await uploaded(await glb({ triangles: 23 }));
    const stored = async () =>
      (
        await kit.db.db
          .select({ sha256: partModelFiles.sha256 })
          .from(partModelFiles)
          .where(
            inArray(
              partModelFiles.sha256,
              ages.map(([sha256]) => sha256 ?? ''),
            ),
          )
      ).map((row) => row.sha256);

    const report = await purgeExpired(kit.db.db);
    expect(report.partModelFiles).toBe(1);
    expect((await stored()).sort()).toEqual([named?.sha256, unnamedNew.sha256, uploadedAgain.sha256].sort());
    expect((await kit.app.app.request(`http://localhost${unnamedOld.url}`)).status).toBe(404);
    expect((await purgeExpired(kit.db.db)).partModelFiles).toBe(0);
  });
});
