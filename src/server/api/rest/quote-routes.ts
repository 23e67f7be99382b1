// GET /api/configurations/{code}/quote.pdf: the quote PDF of a saved configuration. Rendered in the
// worker pool (never on the thread that answers requests), once per quote (quotes/quote-pdf-cache.ts),
// and rate-limited per address, or per user when signed in.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import type { InterfaceLocale } from '../../../domain/format.ts';
import type { Env } from '../../config/env.ts';
import { countAttempt, type RateLimit } from '../../db/queries/rate-limits.ts';
import { cacheBody, respondCached } from '../../http/cached-body.ts';
import type { SalesQuoteExtras } from '../../quotes/quote-content.ts';
import { buildQuotePdf, prepareQuote, renderQuotePdf } from '../../quotes/quote-pdf.ts';
import { type QuotePdfCache, quotePdfKey } from '../../quotes/quote-pdf-cache.ts';
import { QUOTE_TEXTS } from '../../quotes/quote-texts.ts';
import { type WorkerPool, WorkerPoolBusy } from '../../services/worker-pool.ts';
import { errorResponse } from '../errors.ts';
import { audienceOf } from '../model-audience.ts';
import { sessionUser } from '../sales-mode.ts';
import { codeInput, localeInput } from '../trpc/public-configurator/inputs.ts';
import { jsonError, type RestRoute } from './define.ts';

/** A visitor reads a quote or two; ten a minute from one address is a script, or a stall in the making. */
export const QUOTE_PDF_IP_LIMIT: RateLimit = { name: 'quote-pdf-ip', max: 10, windowMs: 60_000 };
/**
 * Signed-in staff are counted per user, not per address: several sales people at a booth share one.
 * A customer meeting needs a few PDFs a minute, never thirty.
 */
export const QUOTE_PDF_USER_LIMIT: RateLimit = { name: 'quote-pdf-user', max: 30, windowMs: 60_000 };

const CUSTOMER_FIELDS = ['name', 'company', 'email', 'phone', 'country'] as const;
const text = (max: number) => z.string().trim().min(1).max(max).optional();
const customerInput = z.object({
  name: text(200),
  company: text(200),
  email: z.email('the e-mail address is not valid').max(254).optional(),
  phone: text(60),
  country: text(100),
});

/** Article numbers come with the sales-mode model (prepareQuote); the customer from the query. */
function salesExtras(customer: z.infer<typeof customerInput> | undefined): SalesQuoteExtras {
  return {
    packageSavings: true,
    ...(customer
      ? {
          customer: {
            name: customer.name ?? '',
            company: customer.company ?? '',
            email: customer.email ?? '',
            phone: customer.phone ?? null,
            ...(customer.country ? { country: customer.country } : {}),
          },
        }
      : {}),
  };
}

const disposition = (filename: string) => ({ 'Content-Disposition': `inline; filename="${filename}"` });

export function quoteRoutes(config: Env, deps: { workers: WorkerPool; pdfs: QuotePdfCache }): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/configurations/:code/quote.pdf',
      policy: { kind: 'public' },
      async handler(c, ctx) {
        const typed = c.req.param('code') ?? '';
        const code = codeInput.safeParse(typed);
        if (!code.success) {
          const message = code.error.issues[0]?.message ?? 'is malformed';
          return jsonError(
            400,
            'BAD_REQUEST',
            `"${typed.slice(0, 40)}" is not a configuration code: it ${message}.`,
          );
        }
        const localeParam = c.req.query('locale');
        const locale = localeParam === undefined ? undefined : localeInput.safeParse(localeParam);
        if (locale && !locale.success) {
          return jsonError(400, 'BAD_REQUEST', `The locale ${locale.error.issues[0]?.message}.`);
        }
        const asked: InterfaceLocale | undefined = locale?.data;
        // Refusals for being too many or too busy are in the caller's language: a PDF link may open
        // in a tab of its own, where this message is all there is.
        const texts = QUOTE_TEXTS[asked ?? 'en'];
        const audience = await audienceOf(ctx);
        const customer = customerInput.safeParse(
          Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, c.req.query(`customer.${field}`)])),
        );
        if (!customer.success) {
          return jsonError(400, 'BAD_REQUEST', `Customer details: ${customer.error.issues[0]?.message}.`);
        }
        const withCustomer = Object.values(customer.data).some((value) => value !== undefined);
        if (withCustomer && !audience.salesMode) {
          return jsonError(403, 'FORBIDDEN', 'Customer details on a quote are for sales mode only.');
        }

        // Every request counts, answered from the cache or not: the limit is on asking, so it holds
        // however the answers are made.
        const user = await sessionUser(ctx);
        const decision = await countAttempt(ctx.db, [
          user
            ? { limit: QUOTE_PDF_USER_LIMIT, subject: user.id }
            : { limit: QUOTE_PDF_IP_LIMIT, subject: ctx.ip },
        ]);
        if (!decision.allowed) {
          ctx.log.warn({ ip: ctx.ip, user: user?.id, limit: decision.exceeded }, 'rate limit reached');
          return errorResponse({
            status: 429,
            code: 'TOO_MANY_REQUESTS',
            message: texts.pdfTooMany,
            retryAfterS: decision.retryAfterS,
          });
        }

        const options = {
          code: code.data,
          locale: asked,
          audience,
          baseUrl: config.PUBLIC_URL ?? new URL(c.req.url).origin,
          now: new Date(),
          // docs/product.md#sales-mode: in sales mode the quote also carries article numbers, the package
          // savings and the customer's details.
          sales: audience.salesMode ? salesExtras(withCustomer ? customer.data : undefined) : null,
        };
        try {
          if (withCustomer) {
            // Made for this caller alone: neither kept here nor by the browser.
            const pdf = await buildQuotePdf(ctx.db, deps.workers, options);
            return new Response(new Uint8Array(pdf.bytes), {
              headers: {
                'Content-Type': 'application/pdf',
                ...disposition(pdf.filename),
                'Cache-Control': 'private, no-store',
              },
            });
          }
          const key = await quotePdfKey(ctx.db, options);
          const pdf = await deps.pdfs.get(key, async () => {
            const prepared = await prepareQuote(ctx.db, options);
            const bytes = await renderQuotePdf(deps.workers, prepared.content);
            return { body: cacheBody(bytes, 'application/pdf'), filename: prepared.filename };
          });
          // The browser keeps it and asks again with its ETag: the prices in it may change with the
          // next publication (a new key, so new bytes and a new ETag), and it depends on the caller.
          return respondCached(pdf.body, c.req.raw, {
            ...disposition(pdf.filename),
            'Cache-Control': 'private, no-cache',
          });
        } catch (error) {
          if (error instanceof WorkerPoolBusy) {
            ctx.log.warn({ reason: error.message }, 'quote PDF refused: the worker pool is busy');
            return errorResponse({
              status: 503,
              code: 'SERVICE_UNAVAILABLE',
              message: texts.pdfBusy,
              retryAfterS: error.retryAfterS,
            });
          }
          if (!(error instanceof TRPCError)) throw error;
          return jsonError(getHTTPStatusCodeFromError(error), error.code, error.message);
        }
      },
    },
  ];
}
