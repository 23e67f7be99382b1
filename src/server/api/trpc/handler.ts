import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import type { AppEnv } from '../rest/define.ts';
import { foreignMutation } from '../same-origin.ts';

/** tRPC's error envelope, so a rejected mutation reads like any other tRPC error. */
function trpcError(status: number, code: string, jsonRpcCode: number, message: string): Response {
  return Response.json(
    { error: { message, code: jsonRpcCode, data: { code, httpStatus: status } } },
    { status },
  );
}

export { allowedOrigins } from '../same-origin.ts';

/** Mutations only as JSON from the app's own origin (src/server/api/same-origin.ts). */
export function rejectForeignMutation(request: Request, publicUrl: string | undefined): Response | undefined {
  if (request.method !== 'POST') return undefined;
  const refused = foreignMutation(request, publicUrl);
  if (!refused) return undefined;
  return trpcError(refused.status, refused.code, refused.status === 415 ? -32015 : -32003, refused.message);
}

type ProcedureRecord = Record<string, { _def: { type: string } } | undefined>;

/** SPEC §7: subscriptions are not offered over HTTP (tRPC would otherwise answer with SSE). */
function rejectSubscription(appRouter: AnyRouter, pathname: string): Response | undefined {
  const paths = decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',');
  const procedures = appRouter._def.procedures as ProcedureRecord;
  if (!paths.some((path) => procedures[path]?._def.type === 'subscription')) return undefined;
  return trpcError(405, 'METHOD_NOT_SUPPORTED', -32005, 'Subscriptions are not supported over HTTP.');
}

export function trpcHandler(appRouter: AnyRouter, publicUrl: string | undefined) {
  return (c: Context<AppEnv>) => {
    const rejected = rejectForeignMutation(c.req.raw, publicUrl) ?? rejectSubscription(appRouter, c.req.path);
    if (rejected) return rejected;
    const ctx = c.get('ctx');
    return fetchRequestHandler({
      endpoint: '/api/trpc',
      req: c.req.raw,
      router: appRouter,
      allowBatching: true,
      createContext: () => ctx,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          ctx.log.error({ err: error.cause ?? error, path }, 'tRPC error');
      },
    });
  };
}
