// A customer's quote request for a saved configuration, stored with its audit row in one transaction
// and mailed to sales by the outbox (quotes/quote-mail.ts).
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Db } from '../../../db/client.ts';
import { findConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import { findIdempotentAnswer, writeOnce } from '../../../db/queries/idempotency.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { auditLog, quoteRequests } from '../../../db/schema/index.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { enforceIpLimit } from './ip-limit.ts';
import { type RequestQuoteOutput, requestQuoteInput, requestQuoteOutput } from './request-quote.types.ts';

/** A real customer asks for a handful of quotes; a booth behind one address for a few dozen a day. */
export const QUOTE_REQUEST_LIMIT: RateLimit = { name: 'quote-ip', max: 10, windowMs: 60 * 60 * 1000 };

/**
 * Stores the request (status new, mail pending) with its audit row; answers its id. With an idempotency
 * key it is stored once: a repeat answers the first id, and the outbox has one mail to send.
 */
export const requestQuote = publicProcedure
  .input(requestQuoteInput)
  .output(requestQuoteOutput)
  .mutation(async ({ ctx, input }) => {
    const once = input.idempotencyKey && { key: input.idempotencyKey, scope: 'requestQuote' as const };
    // A repeat of a request already stored is the same request: answered, not counted again.
    const stored = once && (await findIdempotentAnswer<RequestQuoteOutput>(ctx.db, once));
    if (stored) return stored.answer;
    await enforceIpLimit(ctx, QUOTE_REQUEST_LIMIT, 'quote requests');
    if (input.website) {
      ctx.log.warn({ ip: ctx.ip }, 'quote request honeypot filled: answered as usual, nothing stored');
      return { id: randomUUID() };
    }
    const code = await findConfigurationCode(ctx.db, { code: input.code });
    if (!code) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no saved configuration with the code ${formatCode(input.code)}.`,
      });
    }
    const user = await sessionUser(ctx);
    const write = async (tx: Db): Promise<RequestQuoteOutput> => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          code: code.code,
          name: input.name,
          company: input.company,
          email: input.email,
          country: input.country,
          phone: input.phone || null,
          message: input.message || null,
          locale: input.locale ?? code.locale,
          consentAt: new Date(),
          createdBy: user?.id ?? null,
        })
        .returning({ id: quoteRequests.id });
      const requestId = row?.id ?? '';
      await tx.insert(auditLog).values({
        actorId: user?.id ?? null,
        actorLabel: user ? `${user.name} <${user.email}>` : `customer ${input.email}`,
        action: 'create',
        entity: 'quote_requests',
        entityId: requestId,
        summary: `Quote request for ${formatCode(code.code)} (${code.slug}) from ${input.company}`,
        requestId: ctx.requestId,
      });
      return { id: requestId };
    };
    const { answer, replayed } = once
      ? await writeOnce(ctx.db, { ...once, write })
      : { answer: await ctx.db.transaction(write), replayed: false };
    if (!replayed) ctx.quoteMail?.nudge();
    return answer;
  });
