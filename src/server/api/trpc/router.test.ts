import { describe, expect, it } from 'vitest';
import { trpcEndpoints } from '../policy-coverage.ts';
import { legalPageOutput } from './public-configurator/legal-page.types.ts';
import { priceOutput } from './public-configurator/price.types.ts';
import { appRouter } from './router.ts';

describe('the tRPC router', () => {
  it('every procedure declares the schema of its answer', () => {
    const procedures = trpcEndpoints(appRouter);
    expect(procedures.length).toBeGreaterThan(10);
    expect(procedures.filter((p) => !p.output).map((p) => p.path)).toEqual([]);
  });

  it('an answer the browser could not rely on fails its output schema', () => {
    const breakdown = {
      currency: 'EUR',
      base: 1_000_00,
      options: [{ subStepSlug: 'mixhead', value: 'mh-18', price: 250_00 }],
      packageEffect: 0,
      discount: 0,
      pending: [],
      total: 1_250_00,
    };
    expect(priceOutput.safeParse(breakdown).success).toBe(true);
    expect(priceOutput.safeParse({ ...breakdown, total: 1_250.5 }).success).toBe(false);
    expect(priceOutput.safeParse({ ...breakdown, currency: 'USD' }).success).toBe(false);
    expect(priceOutput.safeParse({ ...breakdown, options: [{ subStepSlug: 'mixhead' }] }).success).toBe(
      false,
    );
  });

  it('a cached answer passes its check as the same object, and a wrong one fails', () => {
    const page = { slug: 'legal-notice', locale: 'de', title: 'Impressum', html: '<p>…</p>' };
    const checked = legalPageOutput.safeParse(page);
    expect(checked.success && checked.data).toBe(page);
    expect(legalPageOutput.safeParse({ ...page, slug: 'terms' }).success).toBe(false);
  });
});
