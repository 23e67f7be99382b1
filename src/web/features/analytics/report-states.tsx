// The /analytics page's states around its figures (loading, an error, a period without data), and how a
// language code is named.
import { Alert, Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react';
import type { AnalyticsFilters } from './analytics-filters.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
/** "German (de)"; the code alone where the name is unknown. */
export function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The states of the page before and beside its figures. */
export function LoadingFigures() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="analytics-loading">
      <Text c="dimmed" role="status">
        Loading the figures for this period…
      </Text>
      <Skeleton height={280} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={180} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function FiguresError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title="The figures could not be loaded"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

export function NoData({
  filters,
  onClearFilters,
}: {
  filters: AnalyticsFilters;
  onClearFilters: () => void;
}) {
  const narrowed = filters.machine !== null || filters.locale !== null;
  return (
    <EmptyState
      py="xl"
      withIndicatorBackground
      icon={<IconChartBar />}
      title="No visits in this period"
      description={
        <>
          Nothing was recorded from {filters.from} to {filters.to}
          {narrowed ? ' for this machine and language' : ''}
          {filters.includeStaff ? '' : ', staff left out'}. Choose a longer period
          {narrowed ? ' or clear the filters' : ''}.
        </>
      }
      data-testid="analytics-no-data"
    >
      {narrowed && (
        <Group justify="center">
          <Button variant="default" onClick={onClearFilters}>
            Clear the filters
          </Button>
        </Group>
      )}
    </EmptyState>
  );
}
