// GET /api/configurations/{code}/quote.pdf (issue 12 §1): the quote PDF of a saved configuration.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Env } from '../../config/env.ts';
import { buildQuotePdf } from '../../quotes/quote-pdf.ts';
import { codeInput, localeInput } from '../trpc/routers/configurator-input.ts';
import { audienceOf } from '../trpc/routers/public-model-cache.ts';
import { jsonError, type RestRoute } from './define.ts';

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
        try {
          const pdf = await buildQuotePdf(ctx.db, {
            code: code.data,
            locale: locale?.data,
            audience: await audienceOf(ctx),
            baseUrl: config.PUBLIC_URL ?? new URL(c.req.url).origin,
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
