// What a page that mounts the Configurator adds for sales mode and quotes (docs/product.md#sales-mode,
// #quotes), in one hook so the public page and the internal area wire it the same way: sales mode from the
// server's status, the discount switch's state, and the slots (sales extras in the summary; the PDF and the
// quote request below it). Their code loads lazily: an anonymous visitor never downloads sales-mode code,
// and the quote panel loads when the visitor comes near it.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import type { ConfiguratorSlots } from '../configurator-view.tsx';
import { useSalesModeStatus } from './sales-mode-status.ts';

const SalesSummaryExtras = lazyPage(
  'sales-summary-extras',
  () => import('./sales-extras.tsx'),
  (m) => m.SalesSummaryExtras,
);
const QuoteSlot = lazyPage(
  'configurator-quote-slot',
  () => import('./quote-slot.tsx'),
  (m) => m.QuoteSlot,
);

export type ConfiguratorSales = { salesMode: boolean; discount: boolean; slots: ConfiguratorSlots };

export function useConfiguratorSales(): ConfiguratorSales {
  const { status } = useSalesModeStatus();
  const salesMode = status.authorised;
  const [discount, setDiscount] = useState(false);
  // Off means off: the next sales login starts without the discount.
  useEffect(() => {
    if (!salesMode) setDiscount(false);
  }, [salesMode]);
  const slots = useMemo<ConfiguratorSlots>(
    () => ({
      summaryExtras: salesMode
        ? (snapshot) => (
            <Suspense fallback={null}>
              <SalesSummaryExtras snapshot={snapshot} discount={discount} onDiscountChange={setDiscount} />
            </Suspense>
          )
        : undefined,
      // Below the summary (quote-slot.tsx): it loads with the summary column, the panel itself on the way there.
      afterSummary: (snapshot) => (
        <Suspense fallback={null}>
          <QuoteSlot snapshot={snapshot} salesMode={salesMode} />
        </Suspense>
      ),
    }),
    [salesMode, discount],
  );
  return { salesMode, discount: salesMode && discount, slots };
}
