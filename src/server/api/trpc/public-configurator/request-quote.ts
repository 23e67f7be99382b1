// A customer's quote request for a saved configuration, stored with its audit row in one transaction
// and mailed to sales by the outbox (quotes/quote-mail.ts).
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { findConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { auditLog, quoteRequests } from '../../../db/schema/index.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { enforceIpLimit } from './ip-limit.ts';
import { requestQuoteInput, requestQuoteOutput } from './request-quote.types.ts';

/** A real customer asks for a handful of quotes; a booth behind one address for a few dozen a day. */
export const QUOTE_REQUEST_LIMIT: RateLimit = { name: 'quote-ip', max: 10, windowMs: 60 * 60 * 1000 };

/** Stores the request (status new, mail pending) with its audit row; answers its id. */
export const requestQuote = publicProcedure
  .input(requestQuoteInput)
  .output(requestQuoteOutput)
  .mutation(async ({ ctx, input }) => {
    await enforceIpLimit(ctx, QUOTE_REQUEST_LIMIT, 'quote requests');
    if (input.website) {
      ctx.log.warn({ ip: ctx.ip }, 'quote request honeypot filled: answered as usual, nothing stored');
      return { id: randomUUID() };
    }
    const stored = await findConfigurationCode(ctx.db, { code: input.code });
    if (!stored) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no saved configuration with the code ${formatCode(input.code)}.`,
      });
    }
    const user = await sessionUser(ctx);
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          code: stored.code,
          name: input.name,
          company: input.company,
          email: input.email,
          country: input.country,
          phone: input.phone || null,
          message: input.message || null,
          locale: input.locale ?? stored.locale,
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
        summary: `Quote request for ${formatCode(stored.code)} (${stored.slug}) from ${input.company}`,
        requestId: ctx.requestId,
      });
      return requestId;
    });
    ctx.quoteMail?.nudge();
    return { id };
  });
