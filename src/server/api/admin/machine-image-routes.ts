// The irregular admin routes of the machine pages: the availability matrix of a machine, and image
// uploads (served to everyone, the public configurator included, with long caching).
import { z } from 'zod';
import { RELATION_TYPES } from '../../../domain/availability.ts';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import {
  type AvailabilityChange,
  COMPONENT_KINDS,
  loadAvailability,
  saveAvailability,
} from '../../db/queries/resources/availability.ts';
import { findImage, MAX_IMAGE_BYTES, storeImage } from '../../db/queries/resources/images.ts';
import { ApiError } from '../errors.ts';
import type { RestRoute } from '../rest/define.ts';
import { actorOf, readJsonAs, readUpload, requireSameOrigin, uploadBodyLimit } from './request.ts';
import { resourcePolicy } from './resource-routes.ts';

const relationMap = z.record(z.guid(), z.enum(RELATION_TYPES));
const versionChange = z.strictObject({
  id: z.guid(),
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  relationType: z.enum(RELATION_TYPES).nullable(),
  ...Object.fromEntries(COMPONENT_KINDS.map((kind) => [kind, relationMap.optional()])),
});
const availabilityBody = z.strictObject({
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  versions: z.array(versionChange).max(1000),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

export function machineRoutes(): RestRoute[] {
  const policy = resourcePolicy(resourceOf('machines') as ResourceDeclaration);
  return [
    {
      method: 'GET',
      path: '/api/admin/machines/:id/availability',
      policy,
      async handler(c, ctx) {
        const data = await loadAvailability(ctx.db, { machineId: c.req.param('id') ?? '' });
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'PUT',
      path: '/api/admin/machines/:id/availability',
      policy,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'application/json');
        const change = await readJsonAs(
          c,
          availabilityBody,
          'the availability { "expectedVersion": n, "versions": […] }',
        );
        const data = await saveAvailability(ctx.db, {
          machineId: c.req.param('id') ?? '',
          change: change as AvailabilityChange,
          actor: actorOf(ctx),
        });
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'POST',
      path: '/api/admin/images',
      policy,
      maxBodyBytes: uploadBodyLimit(MAX_IMAGE_BYTES),
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'multipart/form-data');
        const file = await readUpload(c, MAX_IMAGE_BYTES);
        const data = await storeImage(ctx.db, { bytes: file.bytes, actor: actorOf(ctx) });
        return Response.json({ data }, { status: 201, headers: NO_STORE });
      },
    },
    {
      method: 'GET',
      path: '/api/images/:id',
      policy: { kind: 'public' },
      async handler(c, ctx) {
        const image = await findImage(ctx.db, { id: c.req.param('id') ?? '' });
        if (!image) throw new ApiError('NOT_FOUND', 'No such image.');
        const etag = `"${image.sha256}"`;
        // An image id never changes its bytes: a year, immutable.
        const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
        if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
        return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
          headers: {
            ...headers,
            'Content-Type': image.contentType,
            'Content-Length': String(image.bytes.byteLength),
          },
        });
      },
    },
  ];
}
