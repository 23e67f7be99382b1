import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type PortfolioIndex, usePortfolio } from '../../lib/portfolio.ts';

/** Alert titles in the text colour: the light variants' coloured titles fail AA contrast. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** Rows of grey bars shaped like a list or a table while the portfolio loads (UX: skeletons, not spinners). */
export function TableSkeleton({
  rows = 6,
  label = 'Loading the product portfolio',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status" data-testid="portfolio-skeleton">
      <Skeleton height={36} radius="sm" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={index} height={28} radius="sm" width={`${92 - (index % 3) * 9}%`} />
      ))}
    </Stack>
  );
}

/**
 * Pages built on the portfolio: a skeleton on the first load, the error with a Retry button when it
 * failed, else the page (a background refetch keeps showing what it has).
 */
export function PortfolioGate({
  children,
  skeleton,
}: {
  children: (portfolio: PortfolioIndex) => ReactNode;
  skeleton?: ReactNode;
}) {
  const { state, error, refetch, portfolio } = usePortfolio();
  if (portfolio) return <>{children(portfolio)}</>;
  if (state === 'error') {
    return (
      <Alert
        color="red"
        title="The product portfolio could not be loaded"
        role="alert"
        styles={READABLE_TITLE}
      >
        {error ?? 'Loading the data failed.'}
        <Button mt="sm" size="xs" color="red" variant="light" onClick={() => void refetch()} display="block">
          Retry
        </Button>
      </Alert>
    );
  }
  return <>{skeleton ?? <TableSkeleton />}</>;
}
