// Builds the demo machines' 3D parts: `npx tsx scripts/build-demo-parts.ts`.
//
// Each part of src/server/db/seed/catalogue/demo-parts.ts becomes a small glTF binary made of boxes and
// cylinders with @gltf-transform/core: a frame, the two day tanks (poly green, iso orange, as the theme
// colours them), the pumps with their motors, a mixhead on its boom, the control cabinet, and the
// options' parts (heating jackets, the agitator, level sensors, desiccant dryers, hose lines coiled by
// their length). A machine grows
// with its output, as its picture does (machineSizeScales). The files are committed: seeding needs no
// build step. Run it again after a change here or to the machines' list.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Document, type Material, NodeIO, type Node as SceneNode } from '@gltf-transform/core';
import {
  type DemoPart,
  demoPartPath,
  demoPartsOf,
  MACHINES,
} from '../src/server/db/seed/catalogue/demo-parts.ts';
import { machineSizeScales } from '../src/server/db/seed/catalogue/machines-data.ts';

const ROOT = new URL('..', import.meta.url).pathname;
type Vec3 = [number, number, number];
type Rgb = [number, number, number];

/** Linear colours for glTF's base colour (sRGB hex → linear). */
function linear(hex: string): Rgb {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(1), channel(2)];
}

/** The theme's poly green and iso orange, steel, and the rest. */
const COLOURS = {
  poly: linear('#2f9e44'),
  iso: linear('#f76707'),
  steel: linear('#868e96'),
  darkSteel: linear('#495057'),
  motor: linear('#1c7ed6'),
  cabinet: linear('#dee2e6'),
  screen: linear('#212529'),
  heating: linear('#c92a2a'),
  hose: linear('#343a40'),
  brass: linear('#e0a526'),
  desiccant: linear('#4c6ef5'),
} satisfies Record<string, Rgb>;
type Colour = keyof typeof COLOURS;

type Mesh = { positions: number[]; normals: number[]; indices: number[] };

function box([w, h, d]: Vec3): Mesh {
  const mesh: Mesh = { positions: [], normals: [], indices: [] };
  const faces: { normal: Vec3; corners: Vec3[] }[] = [
    {
      normal: [1, 0, 0],
      corners: [
        [1, -1, -1],
        [1, 1, -1],
        [1, 1, 1],
        [1, -1, 1],
      ],
    },
    {
      normal: [-1, 0, 0],
      corners: [
        [-1, -1, 1],
        [-1, 1, 1],
        [-1, 1, -1],
        [-1, -1, -1],
      ],
    },
    {
      normal: [0, 1, 0],
      corners: [
        [-1, 1, -1],
        [-1, 1, 1],
        [1, 1, 1],
        [1, 1, -1],
      ],
    },
    {
      normal: [0, -1, 0],
      corners: [
        [-1, -1, 1],
        [-1, -1, -1],
        [1, -1, -1],
        [1, -1, 1],
      ],
    },
    {
      normal: [0, 0, 1],
      corners: [
        [1, -1, 1],
        [1, 1, 1],
        [-1, 1, 1],
        [-1, -1, 1],
      ],
    },
    {
      normal: [0, 0, -1],
      corners: [
        [-1, -1, -1],
        [-1, 1, -1],
        [1, 1, -1],
        [1, -1, -1],
      ],
    },
  ];
  for (const face of faces) {
    const base = mesh.positions.length / 3;
    for (const [x, y, z] of face.corners) {
      mesh.positions.push((x * w) / 2, (y * h) / 2, (z * d) / 2);
      mesh.normals.push(...face.normal);
    }
    mesh.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return mesh;
}

/** A closed cylinder along y, centred on the origin. */
function cylinder(radius: number, height: number, segments = 24): Mesh {
  const mesh: Mesh = { positions: [], normals: [], indices: [] };
  const half = height / 2;
  // The side: a ring of quads with outward normals.
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const [x, z] = [Math.cos(a), Math.sin(a)];
    mesh.positions.push(x * radius, -half, z * radius, x * radius, half, z * radius);
    mesh.normals.push(x, 0, z, x, 0, z);
  }
  for (let i = 0; i < segments; i++) {
    const b = i * 2;
    mesh.indices.push(b, b + 1, b + 3, b, b + 3, b + 2);
  }
  // The caps: a fan each, facing out.
  for (const [y, ny] of [
    [half, 1],
    [-half, -1],
  ] as const) {
    const centre = mesh.positions.length / 3;
    mesh.positions.push(0, y, 0);
    mesh.normals.push(0, ny, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      mesh.positions.push(Math.cos(a) * radius, y, Math.sin(a) * radius);
      mesh.normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++) {
      const [p, q] = [centre + 1 + i, centre + 2 + i];
      mesh.indices.push(...(ny > 0 ? [centre, q, p] : [centre, p, q]));
    }
  }
  return mesh;
}

/** One part's document: named nodes of meshes, each with its colour's material. */
class PartBuilder {
  readonly doc = new Document();
  private readonly buffer = this.doc.createBuffer();
  private readonly materials = new Map<Colour, Material>();
  readonly root: SceneNode;

  constructor(name: string) {
    this.root = this.doc.createNode(name);
    this.doc.getRoot().setDefaultScene(this.doc.createScene(name).addChild(this.root));
  }

  private material(colour: Colour): Material {
    let material = this.materials.get(colour);
    if (!material) {
      const metallic = colour === 'steel' || colour === 'darkSteel' || colour === 'brass' ? 0.6 : 0.1;
      material = this.doc
        .createMaterial(colour)
        .setBaseColorFactor([...COLOURS[colour], 1])
        .setMetallicFactor(metallic)
        .setRoughnessFactor(0.55);
      this.materials.set(colour, material);
    }
    return material;
  }

  add(name: string, mesh: Mesh, colour: Colour, at: Vec3, rotation?: [number, number, number, number]) {
    const accessor = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array) =>
      this.doc.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
    const primitive = this.doc
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', new Float32Array(mesh.positions)))
      .setAttribute('NORMAL', accessor('VEC3', new Float32Array(mesh.normals)))
      .setIndices(accessor('SCALAR', new Uint16Array(mesh.indices)))
      .setMaterial(this.material(colour));
    const node = this.doc
      .createNode(name)
      .setMesh(this.doc.createMesh(name).addPrimitive(primitive))
      .setTranslation(at);
    if (rotation) node.setRotation(rotation);
    this.root.addChild(node);
  }
}

/** A quarter turn about z: a cylinder along y lies along x. */
const ALONG_X: [number, number, number, number] = [0, 0, Math.SQRT1_2, Math.SQRT1_2];

/** The machine's measures, in metres, grown with its output (0 the smallest machine, 1 the largest). */
function layout(scale: number) {
  const length = 1.4 + scale * 1.4;
  const depth = 0.8 + scale * 0.5;
  const tankRadius = 0.17 + scale * 0.18;
  const tankHeight = 0.55 + scale * 0.6;
  const deck = 0.35;
  return {
    length,
    depth,
    deck,
    tankRadius,
    tankHeight,
    tanks: {
      poly: [-length / 2 + tankRadius + 0.1, deck + tankHeight / 2, -depth / 4] as Vec3,
      iso: [-length / 2 + 3 * tankRadius + 0.25, deck + tankHeight / 2, -depth / 4] as Vec3,
    },
    cabinet: [length / 2 - 0.3, 0, -depth / 4] as Vec3,
    mixhead: [length / 2 + 0.55, 1.1 + scale * 0.2, depth / 2 + 0.2] as Vec3,
  };
}

function buildPart(part: DemoPart, scale: number): Document {
  const m = layout(scale);
  const b = new PartBuilder(part.name);
  switch (part.kind) {
    case 'frame': {
      b.add('skid', box([m.length, 0.08, m.depth]), 'darkSteel', [0, 0.04, 0]);
      b.add('deck', box([m.length - 0.1, 0.04, m.depth - 0.1]), 'steel', [0, m.deck - 0.02, 0]);
      for (const x of [-1, 1])
        for (const z of [-1, 1])
          b.add(`post ${x},${z}`, box([0.06, m.deck, 0.06]), 'darkSteel', [
            (x * (m.length - 0.1)) / 2,
            m.deck / 2,
            (z * (m.depth - 0.1)) / 2,
          ]);
      b.add('boom mast', box([0.08, 1.2 + scale * 0.3, 0.08]), 'darkSteel', [
        m.length / 2 - 0.05,
        m.deck + (1.2 + scale * 0.3) / 2,
        m.depth / 2 - 0.05,
      ]);
      b.add('boom arm', box([0.7, 0.06, 0.06]), 'darkSteel', [
        m.length / 2 + 0.3,
        m.deck + 1.2 + scale * 0.3,
        m.depth / 2 - 0.05,
      ]);
      break;
    }
    case 'day-tanks': {
      for (const side of ['poly', 'iso'] as const) {
        const [x, y, z] = m.tanks[side];
        b.add(`${side} tank`, cylinder(m.tankRadius, m.tankHeight), side, [x, y, z]);
        b.add(`${side} lid`, cylinder(m.tankRadius * 1.04, 0.03), 'steel', [
          x,
          y + m.tankHeight / 2 + 0.015,
          z,
        ]);
      }
      break;
    }
    case 'pumps': {
      for (const side of ['poly', 'iso'] as const) {
        const [x, , z] = m.tanks[side];
        const pz = z + m.depth / 2 - 0.05;
        b.add(`${side} pump`, box([0.16, 0.14, 0.14]), 'brass', [x, m.deck + 0.07, pz]);
        b.add(
          `${side} motor`,
          cylinder(0.07 + scale * 0.03, 0.26 + scale * 0.1),
          'motor',
          [x + 0.24, m.deck + 0.08, pz],
          ALONG_X,
        );
      }
      break;
    }
    case 'mixhead': {
      const [x, y, z] = m.mixhead;
      b.add('mixhead body', box([0.16, 0.2, 0.12]), 'steel', [x, y, z]);
      b.add('mixhead nozzle', cylinder(0.025, 0.12), 'darkSteel', [x, y - 0.16, z]);
      b.add('mixhead hydraulics', cylinder(0.04, 0.14), 'motor', [x, y + 0.17, z]);
      break;
    }
    case 'control-cabinet': {
      const [x, , z] = m.cabinet;
      const height = 1.3 + scale * 0.4;
      b.add('cabinet', box([0.5, height, 0.35]), 'cabinet', [x, m.deck + height / 2, z]);
      b.add('screen', box([0.26, 0.18, 0.02]), 'screen', [x, m.deck + height * 0.75, z + 0.185]);
      break;
    }
    case 'heating': {
      for (const side of ['poly', 'iso'] as const) {
        const [x, y, z] = m.tanks[side];
        b.add(`${side} jacket`, cylinder(m.tankRadius * 1.08, m.tankHeight * 0.6), 'heating', [
          x,
          y - m.tankHeight * 0.1,
          z,
        ]);
      }
      break;
    }
    case 'agitator': {
      const [x, y, z] = m.tanks.poly;
      const top = y + m.tankHeight / 2 + 0.03;
      b.add('agitator motor', cylinder(0.07, 0.2), 'motor', [x, top + 0.1, z]);
      b.add('agitator gearbox', box([0.12, 0.08, 0.12]), 'darkSteel', [x, top + 0.24, z]);
      break;
    }
    case 'level-sensors': {
      // A probe through each lid, off its centre, with its head and cable gland on top.
      for (const side of ['poly', 'iso'] as const) {
        const [x, y, z] = m.tanks[side];
        const top = y + m.tankHeight / 2 + 0.03;
        const px = x + m.tankRadius * 0.55;
        b.add(`${side} level probe`, cylinder(0.012, 0.16, 12), 'steel', [px, top + 0.08, z]);
        b.add(`${side} level head`, cylinder(0.035, 0.06, 16), 'cabinet', [px, top + 0.19, z]);
      }
      break;
    }
    case 'desiccant-dryer': {
      // A cartridge on each tank's vent, at the back of the lid.
      for (const side of ['poly', 'iso'] as const) {
        const [x, y, z] = m.tanks[side];
        const top = y + m.tankHeight / 2 + 0.03;
        const vz = z - m.tankRadius * 0.55;
        b.add(`${side} vent`, cylinder(0.015, 0.06, 12), 'steel', [x, top + 0.03, vz]);
        b.add(`${side} dryer`, cylinder(0.045, 0.16, 16), 'desiccant', [x, top + 0.14, vz]);
      }
      break;
    }
    case 'hoses': {
      // A coil on the boom's mast, a turn per 1.5 m of hose, and the lines up to the mixhead.
      const turns = Math.max(2, Math.round((part.lengthM ?? 3) / 1.5));
      const [mx, my, mz] = m.mixhead;
      const coilX = m.length / 2 + 0.12;
      for (let turn = 0; turn < turns; turn++) {
        const y = m.deck + 0.35 + turn * 0.045;
        b.add(`coil ${turn + 1}`, cylinder(0.2, 0.03, 20), 'hose', [coilX, y, m.depth / 2 - 0.05]);
      }
      for (const [side, offset] of [
        ['poly', -0.03],
        ['iso', 0.03],
      ] as const) {
        const height = my - (m.deck + 0.35);
        b.add(`${side} line`, cylinder(0.015, height, 12), side, [
          mx - 0.2,
          m.deck + 0.35 + height / 2,
          mz + offset,
        ]);
      }
      break;
    }
  }
  return b.doc;
}

async function main(): Promise<void> {
  const io = new NodeIO();
  const scales = machineSizeScales();
  rmSync(join(ROOT, 'src/server/db/seed/parts'), { recursive: true, force: true });
  for (const machine of MACHINES) {
    let bytes = 0;
    for (const part of demoPartsOf(machine)) {
      const glb = await io.writeBinary(buildPart(part, scales.get(machine.slug) ?? 0.5));
      const file = join(ROOT, demoPartPath(machine.slug, part.key));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, glb);
      bytes += glb.byteLength;
    }
    process.stdout.write(
      `${machine.slug}: ${demoPartsOf(machine).length} parts, ${(bytes / 1024).toFixed(1)} KB\n`,
    );
  }
}

await main();
