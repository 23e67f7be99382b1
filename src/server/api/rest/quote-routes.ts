// GET /api/configurations/{code}/quote.pdf (issue 12 §1): the quote PDF of a saved configuration.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { SalesQuoteExtras } from '../../quotes/quote-content.ts';
import { buildQuotePdf } from '../../quotes/quote-pdf.ts';
import { codeInput, localeInput } from '../trpc/routers/configurator-input.ts';
import { audienceOf } from '../trpc/routers/public-model-cache.ts';
import { jsonError, type RestRoute } from './define.ts';

const CUSTOMER_FIELDS = ['name', 'company', 'email', 'phone', 'country'] as const;
const text = (max: number) => z.string().trim().min(1).max(max).optional();
const customerInput = z.object({
  name: text(200),
  company: text(200),
  email: z.email('the e-mail address is not valid').max(254).optional(),
  phone: text(60),
  country: text(100),
});

/** Article numbers come with the sales-mode model (buildQuotePdf); the customer from the query. */
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

export function quoteRoutes(config: Env): RestRoute[] {
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
        try {
          const pdf = await buildQuotePdf(ctx.db, {
            code: code.data,
            locale: locale?.data,
            audience,
            baseUrl: config.PUBLIC_URL ?? new URL(c.req.url).origin,
            // DESIGN §5: in sales mode the quote also carries article numbers, the package savings and
            // the customer's details.
            sales: audience.salesMode ? salesExtras(withCustomer ? customer.data : undefined) : null,
          });
          return new Response(new Uint8Array(pdf.bytes), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `inline; filename="${pdf.filename}"`,
              // The prices in it depend on the caller and on the model of the moment.
              'Cache-Control': 'private, no-store',
            },
          });
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error;
          return jsonError(getHTTPStatusCodeFromError(error), error.code, error.message);
        }
      },
    },
  ];
}
