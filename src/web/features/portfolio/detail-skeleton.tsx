import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The shape of a detail page while the portfolio loads: title, description, facts, a table. */
export function DetailSkeleton() {
  return (
    <Stack
      gap="lg"
      aria-busy="true"
      aria-label="Loading the item"
      role="status"
      data-testid="portfolio-skeleton"
    >
      <Skeleton height={34} width="40%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <Skeleton key={index} height={24} radius="sm" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="sm" />
    </Stack>
  );
}
