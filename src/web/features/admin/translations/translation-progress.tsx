// How far each switched-on language is: reviewed, machine-translated and missing texts as counts and as a
// stacked bar. The bar is a picture of the counts written beside it (it is hidden from assistive
// technology, which reads the counts), and each part has a word as well as a colour.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCount } from '../../../components/ui/data-table/table-parts.tsx';
import { Link } from '../../../components/ui/router-link.tsx';
import type { LocaleProgress } from './machine-translation-panel.tsx';
import { type TranslationFilters, translationsHref } from './translation-filters.ts';
import classes from './translations.module.css';

/** Mantine colours of the states (the grid's badges use the same hues). */
const STATE_COLORS = { reviewed: 'teal.6', machine: 'yellow.5', missing: 'red.3' } as const;

/** A Mantine colour (`teal.6`) as its CSS variable. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

function Legend({ color, children }: { color: string; children: string }) {
  return (
    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
      <span className={classes.legend} style={{ background: cssColor(color) }} />
      {children}
    </Text>
  );
}

function LocaleCard({ entry, filters }: { entry: LocaleProgress; filters: TranslationFilters }) {
  const total = entry.reviewed + entry.machine + entry.missing;
  const share = (n: number) => (total ? (n / total) * 100 : 0);
  const translated = total ? Math.floor(((entry.reviewed + entry.machine) / total) * 100) : 100;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {entry.language}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {translated} %
          </Text>
        </Group>
        <Progress.Root size="lg" aria-hidden="true">
          <Progress.Section value={share(entry.reviewed)} color={STATE_COLORS.reviewed} />
          <Progress.Section value={share(entry.machine)} color={STATE_COLORS.machine} />
          <Progress.Section value={share(entry.missing)} color={STATE_COLORS.missing} />
        </Progress.Root>
        <Stack gap={0} data-testid={`progress-${entry.locale}`}>
          <Legend color={STATE_COLORS.reviewed}>{`${formatCount(entry.reviewed)} reviewed`}</Legend>
          <Legend color={STATE_COLORS.machine}>{`${formatCount(entry.machine)} machine-translated`}</Legend>
          <Legend color={STATE_COLORS.missing}>{`${formatCount(entry.missing)} missing`}</Legend>
        </Stack>
        {entry.missing > 0 && (
          <Anchor
            component={Link}
            to={translationsHref({ ...filters, locale: entry.locale, state: 'missing' })}
            size="xs"
            aria-label={`Show missing ${entry.language} texts`}
          >
            Show missing
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export function TranslationProgress({
  locales,
  error,
  onRetry,
  filters,
}: {
  /** the switched-on target languages; undefined while they load */
  locales: LocaleProgress[] | undefined;
  error: string | null;
  onRetry: () => void;
  filters: TranslationFilters;
}) {
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The progress could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <section aria-label="Progress per language">
      {locales === undefined ? (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" aria-busy="true">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} height={96} radius="md" />
          ))}
        </SimpleGrid>
      ) : locales.length === 0 ? (
        <Text size="sm" c="dimmed">
          No language but English is switched on. Switch languages on under Interface languages; their texts
          can be translated here before that, too.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" component="ul" className={classes.progressList}>
          {locales.map((entry) => (
            <LocaleCard key={entry.locale} entry={entry} filters={filters} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
