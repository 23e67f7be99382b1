// The /analytics page's states around its figures (loading, an error, a period without data), and how a
// language code is named.
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff } from '@tabler/icons-react';
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
  // Not Mantine's EmptyState: the dashboard's first load shares that chunk, and this page would split it.
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid="analytics-no-data">
      <IconCalendarOff size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={2} size="h4">
        No visits in this period
      </Title>
      <Text c="dimmed" maw={520}>
        Nothing was recorded from {filters.from} to {filters.to}
        {filters.machine ? ` for ${filters.machine}` : ''}
        {filters.locale ? ` in ${languageName(filters.locale)}` : ''}
        {filters.includeStaff ? '' : ', staff left out'}. Choose a longer period
        {narrowed ? ' or clear the filters' : ''}.
      </Text>
      {narrowed && (
        <Button variant="default" onClick={onClearFilters} mt="xs">
          Clear the filters
        </Button>
      )}
    </Stack>
  );
}
