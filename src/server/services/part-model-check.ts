// The check of an uploaded part model before anything is stored (docs/product.md#part-models): at most
// 10 MB, a glTF binary by its first bytes, valid for the Khronos glTF validator (its errors refuse the
// file, its warnings go back to the person uploading), self-contained (no external URI) and at most
// 200,000 triangles, so the public configurator's preview stays light.
//
// The size and the first bytes are checked where the upload arrives (`precheckPartModel`); the rest
// runs in the worker pool (the task `checkPartModel` of worker-tasks.ts), since the validator keeps a
// CPU busy for about 0.4 s on a 10 MB file and the thread that answers requests must not wait for it.
// Its answer is plain data, a refusal included, so it crosses back from the thread as it is.

export const MAX_PART_MODEL_BYTES = 10 * 1024 * 1024;
const MAX_PART_MODEL_TRIANGLES = 200_000;
/** Issues listed from one report: a broken file can have thousands, a person reads the first. */
const MAX_ISSUES = 100;

/** "glTF" in ASCII, little-endian: the magic of a glTF binary's header. */
const GLB_MAGIC = 0x46546c67;

type PartModelRefusal = {
  ok: false;
  code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'UNPROCESSABLE_CONTENT';
  message: string;
  problems: string[];
};

export type PartModelCheck = { ok: true; triangleCount: number; warnings: string[] } | PartModelRefusal;

const refuse = (
  code: PartModelRefusal['code'],
  message: string,
  problems: string[] = [],
): PartModelRefusal => ({ ok: false, code, message, problems });

function isGlb(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 12) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(0, true) === GLB_MAGIC && view.getUint32(4, true) === 2;
}

type GltfJson = {
  accessors?: { count?: number }[];
  meshes?: { primitives?: { mode?: number; indices?: number; attributes?: { POSITION?: number } }[] }[];
  nodes?: { mesh?: number }[];
};

/** The JSON chunk of a glTF binary (the validator found the file sound), or undefined. */
function jsonChunk(bytes: Uint8Array): GltfJson | undefined {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const length = view.getUint32(12, true);
    return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length))) as GltfJson;
  } catch {
    return undefined;
  }
}

/**
 * The triangles drawn: every node that draws a mesh counts its triangles, as the preview renders them
 * (the validator's own total counts each mesh once, however many nodes draw it).
 */
function drawnTriangles(gltf: GltfJson | undefined): number {
  if (!gltf) return 0;
  const countOf = (accessor: number | undefined) =>
    accessor === undefined ? 0 : (gltf.accessors?.[accessor]?.count ?? 0);
  const perMesh = (gltf.meshes ?? []).map((mesh) =>
    (mesh.primitives ?? []).reduce((sum, primitive) => {
      const vertices = countOf(primitive.indices ?? primitive.attributes?.POSITION);
      const mode = primitive.mode ?? 4;
      if (mode === 4) return sum + Math.floor(vertices / 3);
      if (mode === 5 || mode === 6) return sum + Math.max(0, vertices - 2);
      return sum;
    }, 0),
  );
  return (gltf.nodes ?? []).reduce(
    (sum, node) => sum + (node.mesh === undefined ? 0 : (perMesh[node.mesh] ?? 0)),
    0,
  );
}

const issueText = (issue: { message: string; pointer?: string }) =>
  issue.pointer ? `${issue.message} (at ${issue.pointer})` : issue.message;

/** The refusal of a file too large or not a glTF binary, or undefined: cheap, before the pool. */
export function precheckPartModel(bytes: Uint8Array): PartModelRefusal | undefined {
  if (bytes.byteLength > MAX_PART_MODEL_BYTES) {
    return refuse(
      'PAYLOAD_TOO_LARGE',
      'The part model is larger than 10 MB. Simplify it or compress its textures, and upload it again.',
    );
  }
  if (!isGlb(bytes)) {
    return refuse(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not a glTF binary (.glb, glTF 2.0). Export the part as .glb and upload it again.',
    );
  }
  return undefined;
}

/** The whole check (the worker pool's task `checkPartModel`; the seed calls it directly). */
export async function checkPartModel(bytes: Uint8Array): Promise<PartModelCheck> {
  const refused = precheckPartModel(bytes);
  if (refused) return refused;
  // Loaded with the first upload: the validator is a large module that nothing else needs.
  const { validateBytes } = await import('gltf-validator');
  const external: string[] = [];
  let report: Awaited<ReturnType<typeof validateBytes>>;
  try {
    report = await validateBytes(bytes, {
      format: 'glb',
      maxIssues: MAX_ISSUES,
      // Never fetched: a part must carry everything it needs.
      externalResourceFunction: (uri) => {
        external.push(uri);
        return Promise.reject(new Error('External resources are not loaded.'));
      },
    });
  } catch (failure) {
    return refuse('UNPROCESSABLE_CONTENT', 'The glTF validator could not read the file.', [String(failure)]);
  }
  const resources = report.info?.resources ?? [];
  const externalUris = [
    ...new Set([
      ...external,
      ...resources.filter((r) => r.storage === 'external').map((r) => r.uri ?? r.pointer),
    ]),
  ];
  if (externalUris.length > 0) {
    return refuse(
      'UNPROCESSABLE_CONTENT',
      'The part model refers to files outside it. Export it as one self-contained .glb, with buffers and textures embedded.',
      externalUris.map((uri) => `External URI: ${uri}`),
    );
  }
  const messages = report.issues.messages;
  const errors = messages.filter((issue) => issue.severity === 0);
  if (errors.length > 0 || report.issues.numErrors > 0) {
    const count = report.issues.numErrors;
    return refuse(
      'UNPROCESSABLE_CONTENT',
      `The glTF validator found ${count} error${count === 1 ? '' : 's'} in the part model. Fix them in the program that exported it and upload it again.`,
      errors.map(issueText),
    );
  }
  const triangleCount = Math.max(report.info?.totalTriangleCount ?? 0, drawnTriangles(jsonChunk(bytes)));
  if (triangleCount > MAX_PART_MODEL_TRIANGLES) {
    return refuse(
      'UNPROCESSABLE_CONTENT',
      `The part model has ${triangleCount.toLocaleString('en')} triangles; at most ${MAX_PART_MODEL_TRIANGLES.toLocaleString('en')} are allowed. Simplify (decimate) it and upload it again.`,
    );
  }
  return {
    ok: true,
    triangleCount,
    warnings: messages.filter((issue) => issue.severity === 1).map(issueText),
  };
}
