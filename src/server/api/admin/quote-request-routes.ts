// Quote requests in the admin area (docs/product.md#quotes, docs/decisions/007-quote-requests-admin-path.md):
// admin and development, not backoffice. A paged list, one request, its status and history, a new try of its
// e-mail, and its PDF with the customer's details.
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import {
  findQuoteRequest,
  listQuoteRequests,
  QUOTE_REQUEST_SORTS,
  retryQuoteMail,
  setQuoteRequestStatus,
} from '../../db/queries/quote-requests.ts';
import { auditHistory } from '../../db/queries/resources/history.ts';
import { QUOTE_REQUEST_STATUSES } from '../../db/schema/index.ts';
import { buildQuotePdf } from '../../quotes/quote-pdf.ts';
import type { WorkerPool } from '../../services/worker-pool.ts';
import { ApiError } from '../errors.ts';
import type { Policy } from '../policy.ts';
import type { RestRoute } from '../rest/define.ts';
import { actorOf, readJsonAs, requireSameOrigin } from './request.ts';
import { historyPaging } from './resource-routes.ts';

const POLICY: Policy = { kind: 'permission', permission: 'quoteRequests.manage' };
const NO_STORE = { 'Cache-Control': 'no-store' };
const BASE = '/api/admin/quote-requests';

const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  status: z.enum(QUOTE_REQUEST_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  // The list query's sort syntax (domain/resources/list-query.ts): a field, `-` first for descending.
  sort: z
    .enum([...QUOTE_REQUEST_SORTS, ...QUOTE_REQUEST_SORTS.map((field) => `-${field}` as const)])
    .optional(),
});
const statusBody = z.strictObject({
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  values: z.strictObject({ status: z.enum(QUOTE_REQUEST_STATUSES) }),
});
const id = z.guid();

function idOf(param: string | undefined): string {
  const parsed = id.safeParse(param);
  if (!parsed.success) throw new ApiError('NOT_FOUND', 'This quote request does not exist.');
  return parsed.data;
}

export function quoteRequestRoutes(config: Env, workers: WorkerPool): RestRoute[] {
  return [
    {
      method: 'GET',
      path: BASE,
      policy: POLICY,
      async handler(c, ctx) {
        const params = new URL(c.req.url).searchParams;
        const query = listQuery.safeParse(Object.fromEntries(params));
        if (!query.success) {
          const issue = query.error.issues[0];
          throw new ApiError(
            'BAD_REQUEST',
            `The list query is not valid: ${issue?.path.join('.') || 'parameters'}: ${issue?.message}.`,
          );
        }
        const { search, sort, ...rest } = query.data;
        const data = await listQuoteRequests(ctx.db, {
          ...rest,
          search: search || undefined,
          sort: sort
            ? {
                field: sort.replace(/^-/, '') as (typeof QUOTE_REQUEST_SORTS)[number],
                direction: sort.startsWith('-') ? 'desc' : 'asc',
              }
            : undefined,
        });
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'GET',
      path: `${BASE}/:id`,
      policy: POLICY,
      async handler(c, ctx) {
        const data = await findQuoteRequest(ctx.db, { id: idOf(c.req.param('id')) });
        if (!data) throw new ApiError('NOT_FOUND', 'This quote request does not exist.');
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/:id`,
      policy: POLICY,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'application/json');
        const body = await readJsonAs(c, statusBody, '{ "expectedVersion": n, "values": { "status": … } }');
        const data = await setQuoteRequestStatus(ctx.db, {
          id: idOf(c.req.param('id')),
          expectedVersion: body.expectedVersion,
          status: body.values.status,
          actor: actorOf(ctx),
        });
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'GET',
      path: `${BASE}/:id/history`,
      policy: POLICY,
      async handler(c, ctx) {
        const id = idOf(c.req.param('id'));
        if (!(await findQuoteRequest(ctx.db, { id }))) {
          throw new ApiError('NOT_FOUND', 'This quote request does not exist.');
        }
        const paging = historyPaging(new URL(c.req.url).searchParams);
        const data = await auditHistory(ctx.db, { entity: 'quote_requests', entityId: id, ...paging });
        return Response.json({ data }, { headers: NO_STORE });
      },
    },
    {
      method: 'POST',
      path: `${BASE}/:id/retry-mail`,
      policy: POLICY,
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, null);
        const data = await retryQuoteMail(ctx.db, { id: idOf(c.req.param('id')), actor: actorOf(ctx) });
        ctx.quoteMail?.nudge();
        return Response.json({ data }, { status: 202, headers: NO_STORE });
      },
    },
    {
      method: 'GET',
      path: `${BASE}/:id/quote.pdf`,
      policy: POLICY,
      async handler(c, ctx) {
        const request = await findQuoteRequest(ctx.db, { id: idOf(c.req.param('id')) });
        if (!request) throw new ApiError('NOT_FOUND', 'This quote request does not exist.');
        // Staff see the whole quote: prices, article numbers, package savings and the customer.
        const pdf = await buildQuotePdf(ctx.db, workers, {
          code: request.code,
          locale: request.locale,
          audience: { internalRead: true, salesMode: true },
          baseUrl: config.PUBLIC_URL ?? new URL(c.req.url).origin,
          sales: {
            packageSavings: true,
            customer: {
              name: request.name,
              company: request.company,
              email: request.email,
              phone: request.phone,
              country: request.country,
            },
          },
        });
        return new Response(new Uint8Array(pdf.bytes), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `inline; filename="${pdf.filename}"`,
            ...NO_STORE,
          },
        });
      },
    },
  ];
}
