// publicConfigurator.requestQuote (docs/product.md#quotes): a customer's quote request for a saved
// configuration, stored with its audit row in one transaction and mailed to sales by the outbox.
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { findConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';
import { auditLog, quoteRequests } from '../../../db/schema/index.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { codeInput, localeInput, safeText } from './configurator-input.ts';
import { enforceIpLimit } from './public-configurator-codes.ts';

/** A real customer asks for a handful of quotes; a booth behind one address for a few dozen a day. */
export const QUOTE_REQUEST_LIMIT: RateLimit = { name: 'quote-ip', max: 10, windowMs: 60 * 60 * 1000 };

const required = (max: number, message: string) =>
  safeText(max)
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, message);
const optionalText = (max: number) =>
  safeText(max)
    .transform((text) => text.trim())
    .optional();

export const requestQuoteInput = z.object({
  code: codeInput,
  name: required(200, 'Please enter your name.'),
  company: required(200, 'Please enter your company.'),
  email: z
    .string()
    .trim()
    .max(254, 'An e-mail address has at most 254 characters.')
    .pipe(z.email('Please enter a valid e-mail address, e.g. name@company.com.')),
  country: z.string().regex(/^[A-Z]{2}$/, 'Please choose your country.'),
  phone: optionalText(40).refine(
    (phone) => phone === undefined || phone === '' || /^\+?[0-9 ()/.-]{5,40}$/.test(phone),
    'Please enter a phone number with digits (and + ( ) / . - only).',
  ),
  message: optionalText(4000),
  consent: z.literal(true, { message: 'Please agree that we may contact you about this request.' }),
  /**
   * Honeypot: a field people never see (hidden by CSS, labelled "leave empty"). A bot that fills it
   * gets an ordinary answer and nothing is stored, so it learns nothing.
   */
  website: z.string().max(500).optional(),
  /** the language the customer uses; the saved configuration's by default */
  locale: localeInput.optional(),
});

export const publicConfiguratorQuotes = {
  /** Stores the request (status new, mail pending) with its audit row; answers its id. */
  requestQuote: publicProcedure.input(requestQuoteInput).mutation(async ({ ctx, input }) => {
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
  }),
};
