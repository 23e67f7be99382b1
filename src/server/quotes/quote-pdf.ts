// The quote PDF of a saved configuration: built on the server from the stored code, priced strictly by
// the domain function, never from a client's totals. What it says is worked out here, on the main
// thread (it reads the database); the page is rendered in the worker pool (quote-render.ts).
import { TRPCError } from '@trpc/server';
import { priceVisibility } from '../../domain/configurator/price-breakdown.ts';
import type { InterfaceLocale } from '../../domain/format.ts';
import { assertValidSelection, strictPrice } from '../api/configurator-checks.ts';
import type { Db } from '../db/client.ts';
import { findConfigurationCode } from '../db/queries/configuration-codes.ts';
import { conflictError } from '../db/queries/errors.ts';
import { cachedMachineModel, type ModelAudience } from '../services/model-cache/model-cache.ts';
import type { WorkerPool } from '../services/worker-pool.ts';
import { type QuoteContent, quoteContent, type SalesQuoteExtras } from './quote-content.ts';

export type QuotePdf = { bytes: Buffer; filename: string; locale: InterfaceLocale; slug: string };

export type QuoteOptions = {
  code: string;
  locale?: InterfaceLocale | undefined;
  audience: ModelAudience;
  baseUrl: string;
  now?: Date;
  sales?: SalesQuoteExtras | null;
};

/** What a quote says, ready to render, with the name its file gets. */
export type PreparedQuote = {
  content: QuoteContent;
  filename: string;
  locale: InterfaceLocale;
  slug: string;
};

/** The public link that reopens a configuration: /configurator/{slug}?code=… */
export function configurationLink(baseUrl: string, slug: string, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}/configurator/${slug}?code=${code}`;
}

/**
 * The quote of a stored code in a locale (the saved one by default) for an audience: prices only where
 * the audience may see them (docs/product.md#pricing). NOT_FOUND for an unknown code or a machine no longer
 * offered; CONFLICT when the stored selection no longer holds against the current model.
 */
export async function prepareQuote(db: Db, options: QuoteOptions): Promise<PreparedQuote> {
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
    throw conflictError(
      `The saved configuration no longer fits the current configurator. Open it in the configurator and save it again. ${error.message}`,
    );
  }
  const link = configurationLink(options.baseUrl, stored.slug, stored.code);
  const content = quoteContent({
    locale,
    model,
    selection: stored.selection,
    visibility,
    price,
    code: stored.code,
    link,
    now: options.now ?? new Date(),
    savedAt: stored.createdAt,
    modelVersion: stored.modelVersion,
    // Sales mode's model carries the article numbers (docs/product.md#sales-mode).
    sales: options.sales ? { articleNumbers: model.articleNumbers ?? {}, ...options.sales } : null,
  });
  return { content, filename: `quote-${stored.slug}-${stored.code}.pdf`, locale, slug: stored.slug };
}

/** The PDF's bytes, rendered in a worker thread; WorkerPoolBusy when the pool's queue is full. */
export async function renderQuotePdf(workers: WorkerPool, content: QuoteContent): Promise<Buffer> {
  const bytes = await workers.run('quotePdf', content);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** `prepareQuote` and `renderQuotePdf` in one (quote mails and staff's copies, which are not cached). */
export async function buildQuotePdf(db: Db, workers: WorkerPool, options: QuoteOptions): Promise<QuotePdf> {
  const { content, ...prepared } = await prepareQuote(db, options);
  return { ...prepared, bytes: await renderQuotePdf(workers, content) };
}
