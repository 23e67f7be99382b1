// The price as the server answers it and the browser shows it: the breakdown of priceConfiguration in
// integer cents with its currency, so that the two compare exactly.
import { eurToCents } from '../money.ts';
import type { PriceResult } from './pricing.ts';

export const CURRENCY = 'EUR';

/** Every amount in integer cents; an option line's null means "not priced". */
export type PriceBreakdown = {
  currency: typeof CURRENCY;
  base: number;
  options: { subStepSlug: string; value: string; price: number | null; waitsFor?: string }[];
  packageEffect: number;
  discount: number;
  /** what is known; with pending lines the full price is at least total + Σ pending.from */
  total: number;
  /** chosen options whose price waits for another choice (PriceResult.pending) */
  pending: { subStepSlug: string; value: string; dependsOn: string; from: number | null }[];
};

export function breakdownInCents(result: PriceResult): PriceBreakdown {
  return {
    currency: CURRENCY,
    base: eurToCents(result.base),
    options: result.options.map((line) => ({
      subStepSlug: line.subStepSlug,
      value: line.value,
      price: line.price === null ? null : eurToCents(line.price),
      ...(line.waitsFor ? { waitsFor: line.waitsFor } : {}),
    })),
    packageEffect: eurToCents(result.packageEffect),
    discount: eurToCents(result.discount),
    total: eurToCents(result.total),
    pending: result.pending.map((line) => ({
      ...line,
      from: line.from === null ? null : eurToCents(line.from),
    })),
  };
}

/**
 * Price visibility (docs/product.md#pricing): `onRequest` while list prices are hidden from the caller
 * (publicPrices off), `agency` for an agency country outside sales mode (the local agency quotes the price),
 * otherwise `visible`. The UI shows the matching text; the server refuses to price the first two.
 */
export type PriceVisibility = 'visible' | 'onRequest' | 'agency';

export function priceVisibility(
  model: { pricesVisible: boolean; agencyIsos: readonly string[] },
  country: string,
  options: { salesMode: boolean },
): PriceVisibility {
  if (!model.pricesVisible) return 'onRequest';
  if (model.agencyIsos.includes(country) && !options.salesMode) return 'agency';
  return 'visible';
}
