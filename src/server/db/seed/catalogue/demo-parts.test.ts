// The committed demo parts (scripts/build-demo-parts.ts) against their list: every part is there, reads
// back as glTF, is small, and the day tanks wear the theme's poly green and iso orange. The options that
// show a part are the demo model's own.
import { readFileSync, statSync } from 'node:fs';
import { NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { demoPartPath, demoPartsOf, MACHINES } from './demo-parts.ts';
import { hoseLengthsOf } from './model-spec.ts';

const ROOT = new URL('../../../../../', import.meta.url).pathname;
const io = new NodeIO();

async function read(machine: string, key: string) {
  return io.readBinary(new Uint8Array(readFileSync(`${ROOT}${demoPartPath(machine, key)}`)));
}

function triangles(doc: Awaited<ReturnType<typeof read>>): number {
  let count = 0;
  for (const mesh of doc.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives()) count += (primitive.getIndices()?.getCount() ?? 0) / 3;
  return count;
}

/** sRGB hex of a linear base colour, as a person would name it. */
function hexOf([r, g, b]: number[]): string {
  const channel = (c = 0) => {
    const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.round(s * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

describe('demo parts', () => {
  it('gives every demo machine its parts, each a glTF binary of a few thousand triangles at most', async () => {
    for (const machine of MACHINES) {
      let bytes = 0;
      for (const part of demoPartsOf(machine)) {
        bytes += statSync(`${ROOT}${demoPartPath(machine.slug, part.key)}`).size;
        const doc = await read(machine.slug, part.key);
        expect(doc.getRoot().listMeshes().length, `${machine.slug}/${part.key}`).toBeGreaterThan(0);
        expect(triangles(doc)).toBeLessThan(5_000);
        expect(
          doc
            .getRoot()
            .listBuffers()
            .every((buffer) => !buffer.getURI()),
        ).toBe(true);
      }
      expect(bytes, machine.slug).toBeLessThan(200 * 1024);
    }
  });

  it('colours the poly tank green and the iso tank orange', async () => {
    const doc = await read('hx', 'day-tanks');
    const colours = Object.fromEntries(
      doc
        .getRoot()
        .listMaterials()
        .map((material) => [material.getName(), hexOf(material.getBaseColorFactor())]),
    );
    expect(colours).toMatchObject({ poly: '#2f9e44', iso: '#f76707' });
  });

  it('shows the frame always and a hose coil per offered length, by its option', () => {
    const parts = demoPartsOf({ slug: 'hx' });
    expect(parts[0]).toMatchObject({ key: 'frame', show: { always: true } });
    expect(parts.filter((part) => part.kind === 'hoses').map((part) => part.show)).toEqual(
      hoseLengthsOf('hx').map((length) => ({
        options: [{ subStep: 'hose-length', value: `hose-${length}` }],
      })),
    );
  });
});
