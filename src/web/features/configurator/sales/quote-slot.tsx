// The quote panel's place below the summary: out of sight on the first view (and in a hidden column on a
// phone until the summary sheet opens), so the panel loads on the way there, not with the page. Loaded
// with the summary column, not with the page's first load.
import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { WhenNear } from '../../../components/ui/when-near.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import type { ConfiguratorSnapshot } from '../configurator-view.tsx';

const QuotePanel = lazyPage(
  'configurator-quote-panel',
  () => import('../quote/quote-panel.tsx'),
  (m) => m.QuotePanel,
);

function QuoteSkeleton() {
  return (
    <Stack gap="xs" aria-hidden="true">
      <Skeleton height={22} width="50%" />
      <Skeleton height={36} />
      <Skeleton height={22} width="60%" mt="md" />
      <Skeleton height={120} />
    </Stack>
  );
}

export function QuoteSlot({ snapshot, salesMode }: { snapshot: ConfiguratorSnapshot; salesMode: boolean }) {
  return (
    <WhenNear placeholder={<QuoteSkeleton />} focusRegion="aside, dialog">
      <Suspense fallback={<QuoteSkeleton />}>
        <QuotePanel snapshot={snapshot} salesMode={salesMode} />
      </Suspense>
    </WhenNear>
  );
}
