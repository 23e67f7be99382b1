// A part model near the upload's limits for bench:import: about 9.5 MB and 199,000 triangles (the
// limits are 10 MB and 200,000), valid for the glTF validator, so an upload runs the whole check and is
// stored. Written by hand rather than with @gltf-transform/core: its writer is asynchronous and this
// is one buffer laid out once. `variant` moves one vertex, so every upload is a file of its own.

const VERTICES = 296_000;
const TRIANGLES = 199_000;

export function largePartModel(variant: number): { bytes: Uint8Array; triangles: number } {
  // Vertex i at (i, i mod 2, 0), facing +z: triangle k joins three neighbours from a window that
  // slides over every vertex, so none is unused and none is degenerate.
  const positions = new Float32Array(VERTICES * 3);
  const normals = new Float32Array(VERTICES * 3);
  for (let i = 0; i < VERTICES; i++) {
    positions.set([i, i % 2, 0], i * 3);
    normals.set([0, 0, 1], i * 3);
  }
  positions[2] = variant;
  const indices = new Uint32Array(TRIANGLES * 3);
  for (let k = 0; k < TRIANGLES; k++) {
    const a = Math.floor((k * (VERTICES - 3)) / (TRIANGLES - 1));
    indices.set([a, a + 1, a + 2], k * 3);
  }
  const chunks = [positions, normals, indices].map((array) => new Uint8Array(array.buffer));
  const [positionBytes, normalBytes, indexBytes] = chunks.map((chunk) => chunk.byteLength) as [
    number,
    number,
    number,
  ];
  const binLength = positionBytes + normalBytes + indexBytes;
  const gltf = {
    asset: { version: '2.0', generator: 'meterline bench:import' },
    buffers: [{ byteLength: binLength }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes, target: 34962 },
      { buffer: 0, byteOffset: positionBytes, byteLength: normalBytes, target: 34962 },
      { buffer: 0, byteOffset: positionBytes + normalBytes, byteLength: indexBytes, target: 34963 },
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: VERTICES,
        type: 'VEC3',
        min: [0, 0, Math.min(0, variant)],
        max: [VERTICES - 1, 1, Math.max(0, variant)],
      },
      { bufferView: 1, componentType: 5126, count: VERTICES, type: 'VEC3' },
      { bufferView: 2, componentType: 5125, count: TRIANGLES * 3, type: 'SCALAR' },
    ],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2 }] }],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
    scene: 0,
  };
  let json = JSON.stringify(gltf);
  while (json.length % 4 !== 0) json += ' ';
  const jsonBytes = new TextEncoder().encode(json);
  const total = 12 + 8 + jsonBytes.byteLength + 8 + binLength;
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true); // "glTF"
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.byteLength, true);
  view.setUint32(16, 0x4e4f534a, true); // "JSON"
  bytes.set(jsonBytes, 20);
  let at = 20 + jsonBytes.byteLength;
  view.setUint32(at, binLength, true);
  view.setUint32(at + 4, 0x004e4942, true); // "BIN\0"
  at += 8;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, triangles: TRIANGLES };
}
