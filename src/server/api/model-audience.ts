// The model audience (services/model-cache) of a request: who is signed in and whether this session is
// in sales mode. The model, the price, the quote PDF and the cached tRPC answers all key on it.
import { audienceKey, type ModelAudience, modelAudience } from '../services/model-cache/model-cache.ts';
import type { RequestContext } from './context.ts';
import { peekSalesMode, salesModeAuthorised, sessionUser } from './sales-mode.ts';
import type { AnswerCache } from './trpc/procedure-meta.ts';

export async function audienceOf(ctx: Pick<RequestContext, 'getUser' | 'db'>): Promise<ModelAudience> {
  return modelAudience(await sessionUser(ctx), await salesModeAuthorised(ctx));
}

/** The audience as the cache key of an answer (trpc/cached-answers.ts): read, or told from memory. */
export const audienceVariant: NonNullable<AnswerCache['variant']> = {
  read: async (ctx) => audienceKey(await audienceOf(ctx)),
  peek(request, db) {
    const user = request.user();
    if (user === undefined) return undefined;
    const salesMode = peekSalesMode(db, user);
    return salesMode === undefined ? undefined : audienceKey(modelAudience(user, salesMode));
  },
};
