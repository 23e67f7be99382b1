// The one factory of the admin's resource API (docs/product.md#calls,
// docs/decisions/004-one-resource-mechanism.md): for each declared entity,
//   GET    /api/admin/<key>?page&pageSize&sort&filter&search  → { data: { items, total } }
//   GET    /api/admin/<key>/<id>                               → { data }
//   POST   /api/admin/<key>        { values }                  → 201 { data }
//   PATCH  /api/admin/<key>/<id>   { expectedVersion, values } → { data } | 409 with the current item
//   DELETE /api/admin/<key>/<id>?expectedVersion=N             → 204 | 412 naming the dependants
//   GET    /api/admin/<key>/<id>/history?page&pageSize         → { data: { items, total, page, pageSize } }
// `<id>` is what the declaration names items by (`itemId`: a uuid, or a key such as a locale code). Only
// the writes the declaration allows are mounted: another method on a path answers 405 with `Allow`.
// Writes need JSON (DELETE: no body) from the app's own origin. An item outside the actor's scope
// (`ResourceHooks.scope`: backoffice and users of other roles) answers 404 on every route.
import { z } from 'zod';
import { isItemId } from '../../../domain/resources/fields.ts';
import { parseListQuery } from '../../../domain/resources/list-query.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import {
  DEFAULT_HISTORY_PAGE_SIZE,
  MAX_HISTORY_PAGE_SIZE,
  resourceHistory,
} from '../../db/queries/resources/history.ts';
import { findResourceItem, ListQueryError, listResource } from '../../db/queries/resources/read.ts';
import {
  createResource,
  deleteResource,
  type ResourceHooks,
  updateResource,
} from '../../db/queries/resources/write.ts';
import { ApiError } from '../errors.ts';
import type { Policy } from '../policy.ts';
import type { RestRoute, RouteContext } from '../rest/define.ts';
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

const historyQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(DEFAULT_HISTORY_PAGE_SIZE),
});

/** `?page&pageSize` of a history; anything else is a 400 saying what is wrong. */
export function historyPaging(params: URLSearchParams): { page: number; pageSize: number } {
  const parsed = historyQuery.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue?.path.join('.');
  throw new ApiError(
    'BAD_REQUEST',
    `The history query is not valid (${where || 'parameters'}): use page=1, 2, … and pageSize=1 to ${MAX_HISTORY_PAGE_SIZE}.`,
  );
}

function idOf(declaration: ResourceDeclaration, id: string): string {
  if (!isItemId(declaration, id))
    throw new ApiError('NOT_FOUND', `No ${declaration.singular} with the id "${id.slice(0, 60)}".`);
  return id;
}

export function resourcePolicy(declaration: ResourceDeclaration): Policy {
  return { kind: 'permission', permission: declaration.permission };
}

export function resourceRoutes(declaration: ResourceDeclaration, hooks?: ResourceHooks): RestRoute[] {
  const base = `/api/admin/${declaration.key}`;
  const policy = resourcePolicy(declaration);
  /** The item, when it exists and the actor may see it; else 404. */
  const visibleItem = async (param: string | undefined, ctx: RouteContext) => {
    const id = idOf(declaration, param ?? '');
    const scope = hooks?.scope?.(actorOf(ctx));
    const item = await findResourceItem(ctx.db, { declaration, id, scope });
    if (!item) throw new ApiError('NOT_FOUND', `No ${declaration.singular} with the id "${id}".`);
    return item;
  };
  const routes: RestRoute[] = [
    {
      method: 'GET',
      path: base,
      policy,
      async handler(c, ctx) {
        const parsed = parseListQuery(declaration, new URL(c.req.url).searchParams);
        if (!parsed.ok) throw new ApiError('BAD_REQUEST', parsed.message);
        try {
          const data = await listResource(ctx.db, {
            declaration,
            query: parsed.query,
            scope: hooks?.scope?.(actorOf(ctx)),
          });
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
        const data = await visibleItem(c.req.param('id'), ctx);
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'GET',
      path: `${base}/:id/history`,
      policy,
      async handler(c, ctx) {
        const { id } = await visibleItem(c.req.param('id'), ctx);
        const paging = historyPaging(new URL(c.req.url).searchParams);
        const data = await resourceHistory(ctx.db, { declaration, id, ...paging });
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
