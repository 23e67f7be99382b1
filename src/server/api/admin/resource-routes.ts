// The one factory of the admin's resource API (SPEC §3, §7): for each declared entity,
//   GET    /api/admin/<key>?page&pageSize&sort&filter&search  → { data: { items, total } }
//   GET    /api/admin/<key>/<id>                               → { data }
//   POST   /api/admin/<key>        { values }                  → 201 { data }
//   PATCH  /api/admin/<key>/<id>   { expectedVersion, values } → { data } | 409 with the current item
//   DELETE /api/admin/<key>/<id>?expectedVersion=N             → 204 | 412 naming the dependants
// Writes need JSON (DELETE: no body) from the app's own origin.
import { z } from 'zod';
import { parseListQuery } from '../../../domain/resources/list-query.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { findResourceItem, isUuid, ListQueryError, listResource } from '../../db/queries/resources/read.ts';
import {
  createResource,
  deleteResource,
  type ResourceHooks,
  updateResource,
} from '../../db/queries/resources/write.ts';
import { ApiError } from '../errors.ts';
import type { Policy } from '../policy.ts';
import type { RestRoute } from '../rest/define.ts';
import { actorOf, readJsonAs, requireSameOrigin } from './request.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

const createBody = z.strictObject({ values: z.record(z.string(), z.unknown()) });
const updateBody = z.strictObject({
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  values: z.record(z.string(), z.unknown()),
});
const versionParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

function idOf(declaration: ResourceDeclaration, id: string): string {
  if (!isUuid(id))
    throw new ApiError('NOT_FOUND', `No ${declaration.singular} with the id "${id.slice(0, 60)}".`);
  return id;
}

export function resourcePolicy(declaration: ResourceDeclaration): Policy {
  return { kind: 'permission', permission: declaration.permission };
}

export function resourceRoutes(declaration: ResourceDeclaration, hooks?: ResourceHooks): RestRoute[] {
  const base = `/api/admin/${declaration.key}`;
  const policy = resourcePolicy(declaration);
  const routes: RestRoute[] = [
    {
      method: 'GET',
      path: base,
      policy,
      async handler(c, ctx) {
        const parsed = parseListQuery(declaration, new URL(c.req.url).searchParams);
        if (!parsed.ok) throw new ApiError('BAD_REQUEST', parsed.message);
        try {
          const data = await listResource(ctx.db, { declaration, query: parsed.query });
          return Response.json({ data }, { headers: NO_STORE });
        } catch (error) {
          if (error instanceof ListQueryError) throw new ApiError('BAD_REQUEST', error.message);
          throw error;
        }
      },
    },
    {
      method: 'GET',
      path: `${base}/:id`,
      policy,
      async handler(c, ctx) {
        const id = idOf(declaration, c.req.param('id') ?? '');
        const data = await findResourceItem(ctx.db, { declaration, id });
        if (!data) throw new ApiError('NOT_FOUND', `No ${declaration.singular} with the id "${id}".`);
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
  ];
  if (declaration.operations.create) {
    routes.push({
      method: 'POST',
      path: base,
      policy,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'application/json');
        const body = await readJsonAs(c, createBody, '{ "values": { … } }');
        const data = await createResource(ctx.db, {
          declaration,
          values: body.values,
          actor: actorOf(ctx),
          hooks,
        });
        return Response.json({ data }, { status: 201, headers: NO_STORE });
      },
    });
  }
  if (declaration.operations.update) {
    routes.push({
      method: 'PATCH',
      path: `${base}/:id`,
      policy,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'application/json');
        const id = idOf(declaration, c.req.param('id') ?? '');
        const body = await readJsonAs(c, updateBody, '{ "expectedVersion": n, "values": { … } }');
        const data = await updateResource(ctx.db, {
          declaration,
          id,
          expectedVersion: body.expectedVersion,
          values: body.values,
          actor: actorOf(ctx),
          hooks,
        });
        return Response.json({ data }, { headers: NO_STORE });
      },
    });
  }
  if (declaration.operations.delete) {
    routes.push({
      method: 'DELETE',
      path: `${base}/:id`,
      policy,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, null);
        const id = idOf(declaration, c.req.param('id') ?? '');
        const version = versionParam.safeParse(c.req.query('expectedVersion'));
        if (!version.success) {
          throw new ApiError('BAD_REQUEST', 'Say which version you are deleting: ?expectedVersion=N.');
        }
        await deleteResource(ctx.db, {
          declaration,
          id,
          expectedVersion: version.data,
          actor: actorOf(ctx),
          hooks,
        });
        return new Response(null, { status: 204 });
      },
    });
  }
  return routes;
}
