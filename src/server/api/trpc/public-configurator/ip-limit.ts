import { TRPCError } from '@trpc/server';
import { countAttempt, type RateLimit, waitText } from '../../../db/queries/rate-limits.ts';
import type { RequestContext } from '../../context.ts';

/** TOO_MANY_REQUESTS with the wait in words, after counting this attempt against the IP's limit. */
export async function enforceIpLimit(ctx: RequestContext, limit: RateLimit, what: string): Promise<void> {
  const decision = await countAttempt(ctx.db, [{ limit, subject: ctx.ip }]);
  if (decision.allowed) return;
  ctx.log.warn({ ip: ctx.ip, limit: limit.name }, 'rate limit reached');
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many ${what} from your address. Please wait ${waitText(decision.retryAfterS)} and try again.`,
  });
}
