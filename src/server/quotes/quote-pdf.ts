// The quote PDF of a saved configuration (issue 12 §1): built on the server from the stored code,
// priced strictly by the domain function, never from a client's totals.
import { renderToBuffer } from '@react-pdf/renderer';
import { TRPCError } from '@trpc/server';
import QRCode from 'qrcode';
import { createElement, type ReactElement } from 'react';
import { priceVisibility } from '../../domain/configurator/price-breakdown.ts';
import type { InterfaceLocale } from '../../domain/format.ts';
import { assertValidSelection, strictPrice } from '../api/configurator-checks.ts';
import type { ModelAudience } from '../api/trpc/routers/public-model-cache.ts';
import { cachedMachineModel } from '../api/trpc/routers/public-model-cache.ts';
import type { Db } from '../db/client.ts';
import { findConfigurationCode } from '../db/queries/configuration-codes.ts';
import { quoteContent, type SalesQuoteExtras } from './quote-content.ts';
import { QuoteDocument } from './quote-document.tsx';
import { registerQuoteFonts } from './quote-fonts.ts';

export type QuotePdf = { bytes: Buffer; filename: string; locale: InterfaceLocale; slug: string };

/**
 * The QR code as one vector path over a square of `size` modules: no PNG to encode and embed, so it
 * is quick to draw and stays sharp when printed.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, path };
}

/** The public link that reopens a configuration: /configurator/{slug}?code=… */
export function configurationLink(baseUrl: string, slug: string, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}/configurator/${slug}?code=${code}`;
}

/**
 * Renders the quote of a stored code in a locale (the saved one by default) for an audience: prices
 * only where the audience may see them (DESIGN §5). NOT_FOUND for an unknown code or a machine no
 * longer offered; CONFLICT when the stored selection no longer holds against the current model.
 */
export async function buildQuotePdf(
  db: Db,
  options: {
    code: string;
    locale?: InterfaceLocale | undefined;
    audience: ModelAudience;
    baseUrl: string;
    now?: Date;
    sales?: SalesQuoteExtras | null;
  },
): Promise<QuotePdf> {
  const stored = await findConfigurationCode(db, { code: options.code });
  if (!stored) {
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: `There is no saved configuration with the code ${options.code}.`,
    });
  }
  const locale = options.locale ?? stored.locale;
  const model = await cachedMachineModel(db, { slug: stored.slug, locale, audience: options.audience });
  const visibility = priceVisibility(model, stored.selection.country, options.audience);
  let price = null;
  try {
    if (visibility === 'visible') price = strictPrice(model, stored.selection, { discount: false });
    else assertValidSelection(model, stored.selection);
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST') throw error;
    throw new TRPCError({
      code: 'CONFLICT',
      message: `The saved configuration no longer fits the current configurator. Open it in the configurator and save it again. ${error.message}`,
    });
  }
  const link = configurationLink(options.baseUrl, stored.slug, stored.code);
  const qr = qrPath(link);
  const content = quoteContent({
    locale,
    model,
    selection: stored.selection,
    visibility,
    price,
    code: stored.code,
    link,
    qr,
    now: options.now ?? new Date(),
    savedAt: stored.createdAt,
    modelVersion: stored.modelVersion,
    // Sales mode's model carries the article numbers (DESIGN §5).
    sales: options.sales ? { articleNumbers: model.articleNumbers ?? {}, ...options.sales } : null,
  });
  registerQuoteFonts();
  const element = createElement(QuoteDocument, { content }) as unknown as Parameters<
    typeof renderToBuffer
  >[0];
  const bytes = await renderToBuffer(element as ReactElement as Parameters<typeof renderToBuffer>[0]);
  return { bytes, filename: `quote-${stored.slug}-${stored.code}.pdf`, locale, slug: stored.slug };
}
