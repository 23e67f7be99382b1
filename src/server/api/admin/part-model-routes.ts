// The part models' files (docs/product.md#part-models): the upload, checked before anything is stored,
// and the file served to everyone (the public configurator's preview loads it) under its content hash.
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { findPartModelFile, storePartModelFile } from '../../db/queries/resources/part-model-files.ts';
import { MAX_PART_MODEL_BYTES, precheckPartModel } from '../../services/part-model-check.ts';
import type { WorkerPool } from '../../services/worker-pool.ts';
import { ApiError } from '../errors.ts';
import type { RestRoute } from '../rest/define.ts';
import { actorOf, readUpload, requireSameOrigin, uploadBodyLimit } from './request.ts';
import { resourcePolicy } from './resource-routes.ts';

export function partModelRoutes(workers: WorkerPool): RestRoute[] {
  const policy = resourcePolicy(resourceOf('part-models') as ResourceDeclaration);
  return [
    {
      method: 'POST',
      path: '/api/admin/part-model-files',
      policy,
      maxBodyBytes: uploadBodyLimit(MAX_PART_MODEL_BYTES),
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'multipart/form-data');
        const file = await readUpload(c, MAX_PART_MODEL_BYTES);
        // Size and magic here, so a file refused by them is never copied to a thread; the validator,
        // the URIs and the triangles in the worker pool (services/part-model-check.ts).
        const checked = precheckPartModel(file.bytes) ?? (await workers.run('checkPartModel', file.bytes));
        if (!checked.ok) {
          throw new ApiError(checked.code, checked.message, {
            fields: { file: checked.message },
            problems: checked.problems.map((message) => ({ message })),
          });
        }
        const stored = await storePartModelFile(ctx.db, {
          bytes: file.bytes,
          triangleCount: checked.triangleCount,
          actor: actorOf(ctx),
        });
        return Response.json(
          { data: { ...stored, warnings: checked.warnings } },
          { status: 201, headers: { 'Cache-Control': 'no-store' } },
        );
      },
    },
    {
      method: 'GET',
      path: '/api/part-models/files/:file',
      policy: { kind: 'public' },
      async handler(c, ctx) {
        const name = c.req.param('file') ?? '';
        const sha256 = name.endsWith('.glb') ? name.slice(0, -'.glb'.length) : '';
        const file = await findPartModelFile(ctx.db, { sha256 });
        if (!file) throw new ApiError('NOT_FOUND', 'No such part model file.');
        const etag = `"${sha256}"`;
        // The address is the content's hash: its bytes never change, so a year, immutable.
        const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
        if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
        return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
          headers: {
            ...headers,
            'Content-Type': 'model/gltf-binary',
            'Content-Length': String(file.bytes.byteLength),
          },
        });
      },
    },
  ];
}
