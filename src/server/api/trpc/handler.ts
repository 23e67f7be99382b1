import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import { TRPC_MAX_BATCH_SIZE } from '../../../domain/api-limits.ts';
import { currentRevisions } from '../../db/queries/revision-cache.ts';
import { retryAfterOf, trpcErrorResponse } from '../errors.ts';
import type { AppEnv } from '../rest/define.ts';
import { foreignMutation } from '../same-origin.ts';
import { CachedAnswers, procedurePaths } from './cached-answers.ts';
import { allCompressed, compressedAnswer } from './compressed-answer.ts';

/** Mutations only as JSON from the app's own origin (src/server/api/same-origin.ts). */
function rejectForeignMutation(request: Request, publicUrl: string | undefined): Response | undefined {
  if (request.method !== 'POST') return undefined;
  const refused = foreignMutation(request, publicUrl);
  if (!refused) return undefined;
  return trpcErrorResponse(refused.code, refused.message);
}

type ProcedureRecord = Record<string, { _def: { type: string; meta?: unknown } } | undefined>;

const MAX_BATCH_SIZE = TRPC_MAX_BATCH_SIZE;

/**
 * Subscriptions are not offered over HTTP (docs/product.md#calls) (tRPC would otherwise answer with SSE);
 * batches are bounded; a malformed path is a bad request, not a URIError.
 */
function rejectPaths(appRouter: AnyRouter, pathname: string): Response | undefined {
  const paths = procedurePaths(pathname);
  if (!paths) return trpcErrorResponse('BAD_REQUEST', 'The procedure path is malformed.');
  if (paths.length > MAX_BATCH_SIZE) {
    return trpcErrorResponse(
      'PAYLOAD_TOO_LARGE',
      `A batch may hold at most ${MAX_BATCH_SIZE} calls; this one has ${paths.length}.`,
    );
  }
  const procedures = appRouter._def.procedures as ProcedureRecord;
  if (!paths.some((path) => procedures[path]?._def.type === 'subscription')) return undefined;
  return trpcErrorResponse('METHOD_NOT_SUPPORTED', 'Subscriptions are not supported over HTTP.');
}

/** `/api/trpc/a.b?input=…` of a full URL, without parsing it. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

export function trpcHandler(
  appRouter: AnyRouter,
  publicUrl: string | undefined,
  cached = new CachedAnswers(appRouter),
) {
  return (c: Context<AppEnv>) => {
    const rejected = rejectPaths(appRouter, c.req.path) ?? rejectForeignMutation(c.req.raw, publicUrl);
    if (rejected) return rejected;
    const ctx = c.get('ctx');
    const run = () =>
      fetchRequestHandler({
        endpoint: '/api/trpc',
        req: c.req.raw,
        router: appRouter,
        allowBatching: true,
        maxBatchSize: MAX_BATCH_SIZE,
        createContext: () => ctx,
        // A busy server's 503 (api/errors.ts) says when to try again, over tRPC as over REST.
        responseMeta({ errors }) {
          const waits = errors.flatMap((error) => retryAfterOf(error.cause) ?? []);
          return waits.length ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
        },
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            ctx.log.error({ err: error.cause ?? error, path }, 'tRPC error');
        },
      });
    const paths = procedurePaths(c.req.path) ?? [];
    const caches = cached.plan(c.req.method, paths);
    if (!caches) {
      if (c.req.method === 'GET' && allCompressed(appRouter._def.procedures as ProcedureRecord, paths))
        return run().then((answer) => compressedAnswer(c.req.raw, answer));
      return run();
    }
    return cached.answer({
      request: c.req.raw,
      pathAndQuery: pathAndQuery(c.req.url),
      caches,
      revisions: () => currentRevisions(ctx.db),
      ctx,
      run,
    });
  };
}
