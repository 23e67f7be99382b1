// The figures of the /analytics page for one period and filter (analytics-page.tsx): the visits chart,
// the tables of counts, the funnel per machine and the take-rates per sub-step, each table with its
// spreadsheet (GET /api/analytics/export.xlsx, written by the server's ExcelJS helper).
import { AreaChart } from '@mantine/charts';
import { Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { type ReactNode, useId } from 'react';
import { funnelRows } from '../../../domain/analytics/funnel.ts';
import {
  ANALYTICS_EXPORT_PATH,
  type AnalyticsTable,
  COUNTED_TABLES,
} from '../../../domain/analytics/tables.ts';
import { formatNumber } from '../../../domain/format.ts';
import type { AppRouter } from '../../../server/api/types.ts';
import { type AnalyticsFilters, exportQuery, isoDay } from './analytics-filters.ts';
import { FiguresError, LoadingFigures, languageName, NoData } from './report-states.tsx';

export type AnalyticsReport = inferRouterOutputs<AppRouter>['analytics']['report'];

const DAY_MS = 86_400_000;
const count = (value: number) => formatNumber(value, 0, 'en');
const percent = (share: number) => `${formatNumber(share * 100, share > 0 && share < 0.1 ? 1 : 0, 'en')} %`;
/** The change of a share in percentage points, signed. */
const points = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatNumber(Math.abs(change) * 100, 1, 'en')} pp`;

export function ReportView({
  filters,
  report,
  loading,
  updating,
  error,
  onRetry,
  onClearFilters,
  machineName,
}: {
  filters: AnalyticsFilters;
  report: AnalyticsReport | undefined;
  loading: boolean;
  /** the figures shown are the previous filter's while the new ones load */
  updating: boolean;
  error: string | null;
  onRetry: () => void;
  onClearFilters: () => void;
  machineName: (slug: string) => string;
}) {
  if (error) return <FiguresError message={error} onRetry={onRetry} />;
  if (loading || !report) return <LoadingFigures />;
  const exportHref = (table: AnalyticsTable) =>
    `${ANALYTICS_EXPORT_PATH}?table=${table}&${exportQuery(filters)}`;
  const empty =
    report.totals.pageViews === 0 &&
    report.funnels.length === 0 &&
    report.takeRates.length === 0 &&
    report.siteSearches.length === 0 &&
    report.finderSearches.length === 0;
  return (
    <Stack gap="lg" aria-busy={updating} style={updating ? { opacity: 0.6 } : undefined}>
      {updating && (
        <Text c="dimmed" size="sm" role="status">
          Loading the figures for the new filter…
        </Text>
      )}
      {empty ? (
        <NoData filters={filters} onClearFilters={onClearFilters} />
      ) : (
        <>
          <Visits report={report} filters={filters} exportHref={exportHref('visits')} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CountTable
              {...COUNTED_TABLES['pages']}
              rows={report.topPages}
              empty="No page was viewed."
              exportHref={exportHref('pages')}
              breakAll
            />
            <CountTable
              {...COUNTED_TABLES['referrers']}
              rows={report.referrers}
              empty="No visit came from another site."
              exportHref={exportHref('referrers')}
              breakAll
            />
            <CountTable
              {...COUNTED_TABLES['languages']}
              rows={report.languages}
              label={languageName}
              empty="No page view named its language."
              exportHref={exportHref('languages')}
            />
            <CountTable
              {...COUNTED_TABLES['countries']}
              rows={report.countries}
              empty="No destination country was chosen in the configurator."
              exportHref={exportHref('countries')}
            />
            <CountTable
              {...COUNTED_TABLES['site-searches']}
              rows={report.siteSearches}
              empty="Nobody searched the site."
              exportHref={exportHref('site-searches')}
              testId="analytics-site-searches"
            />
            <CountTable
              {...COUNTED_TABLES['finder-searches']}
              rows={report.finderSearches}
              empty="Nobody searched with a finder."
              exportHref={exportHref('finder-searches')}
            />
          </SimpleGrid>
          <Funnels report={report} machineName={machineName} exportHref={exportHref('funnel')} />
          <TakeRates
            report={report}
            filters={filters}
            machineName={machineName}
            exportHref={exportHref('take-rates')}
          />
        </>
      )}
    </Stack>
  );
}

function ExportLink({ href, what }: { href: string; what: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      size="compact-sm"
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      aria-label={`Export ${what} as xlsx`}
    >
      Export xlsx
    </Button>
  );
}

/** A titled part of the page, with its export. */
function Section({
  title,
  exportHref,
  children,
  testId,
  order = 2,
}: {
  title: string;
  exportHref: string;
  children: ReactNode;
  testId?: string;
  order?: 2 | 3;
}) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id} padding="md" data-testid={testId}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={order} size="h4" id={id}>
          {title}
        </Title>
        <ExportLink href={exportHref} what={title.toLowerCase()} />
      </Group>
      {children}
    </Card>
  );
}

/** Every day of the period, those without a page view at 0, so the line does not skip them. */
function everyDay(days: AnalyticsReport['days'], from: string, to: string) {
  const known = new Map(days.map((day) => [day.day, day]));
  const all: AnalyticsReport['days'] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    const day = isoDay(time);
    all.push(known.get(day) ?? { day, visitors: 0, pageViews: 0 });
  }
  return all;
}

function Visits({
  report,
  filters,
  exportHref,
}: {
  report: AnalyticsReport;
  filters: AnalyticsFilters;
  exportHref: string;
}) {
  const captionId = useId();
  const days = everyDay(report.days, filters.from, filters.to);
  return (
    <Section title="Visitors and page views" exportHref={exportHref}>
      <Group gap="xl" mb="md">
        <Figure label="Visitors" value={report.totals.visitors} />
        <Figure label="Page views" value={report.totals.pageViews} />
      </Group>
      <figure aria-labelledby={captionId} style={{ margin: 0 }}>
        <Text id={captionId} component="figcaption" size="sm" c="dimmed" mb="xs">
          Visitors and page views per day, {filters.from} to {filters.to} (UTC days)
        </Text>
        <AreaChart
          h={260}
          data={days}
          dataKey="day"
          series={[
            { name: 'visitors', label: 'Visitors', color: 'blue.6' },
            { name: 'pageViews', label: 'Page views', color: 'teal.6' },
          ]}
          curveType="linear"
          withLegend
          withDots={days.length <= 31}
          valueFormatter={count}
          xAxisProps={{ minTickGap: 24 }}
          // Counts are whole: without this, small counts get fractional ticks that the formatter rounds
          // into repeated labels.
          yAxisProps={{ allowDecimals: false }}
        />
      </figure>
    </Section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        fz={28}
        fw={700}
        lh={1.2}
        data-testid={`analytics-total-${label.toLowerCase().replace(' ', '-')}`}
      >
        {count(value)}
      </Text>
    </div>
  );
}

function CountTable({
  title,
  heading,
  countHeading = 'Count',
  rows,
  label = (key) => key,
  empty,
  exportHref,
  breakAll = false,
  testId,
}: {
  title: string;
  heading: string;
  countHeading?: string;
  rows: { key: string; count: number }[];
  label?: (key: string) => string;
  empty: string;
  exportHref: string;
  breakAll?: boolean;
  testId?: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Section title={title} exportHref={exportHref} order={2} testId={testId}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty} Nothing to show for this period.
        </Text>
      ) : (
        <Table verticalSpacing={6} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{heading}</Table.Th>
              <Table.Th w={110} ta="right">
                {countHeading}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ overflowWrap: breakAll ? 'anywhere' : 'break-word' }}>
                  {label(row.key)}
                  <Progress value={(row.count / most) * 100} size={4} mt={4} aria-hidden />
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {count(row.count)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function Funnels({
  report,
  machineName,
  exportHref,
}: {
  report: AnalyticsReport;
  machineName: (slug: string) => string;
  exportHref: string;
}) {
  return (
    <Section title="Configurator funnel" exportHref={exportHref} testId="analytics-funnel">
      {report.funnels.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nobody opened a configurator in this period.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {report.funnels.map((funnel) => (
            <FunnelTable key={funnel.machine} funnel={funnel} name={machineName(funnel.machine)} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function FunnelTable({ funnel, name }: { funnel: AnalyticsReport['funnels'][number]; name: string }) {
  const rows = funnelRows(funnel);
  return (
    <div data-testid={`analytics-funnel-${funnel.machine}`}>
      <Title order={3} size="h5" mb="xs">
        {name}
      </Title>
      <Table verticalSpacing={6}>
        <Table.Caption>Visitors at each stage, and those lost since the stage before</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stage</Table.Th>
            <Table.Th ta="right">Visitors</Table.Th>
            <Table.Th ta="right">Drop-off</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                {row.label}
                <Progress value={(row.ofStarted ?? 0) * 100} size={6} mt={4} aria-hidden />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {count(row.visitors)}
                {row.ofStarted !== null && row.key !== 'configurator_started' && (
                  <Text span c="dimmed" size="xs">
                    {' '}
                    ({percent(row.ofStarted)})
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {dropOffText(row.dropOff, row.dropOffShare)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** "−3 (38 %)" lost; "+2 more" where more visitors reached a stage than the one before; "–" for the first. */
function dropOffText(dropOff: number | null, share: number | null): string {
  if (dropOff === null) return '–';
  if (dropOff < 0) return `+${count(-dropOff)} more`;
  if (dropOff === 0) return '0';
  return `−${count(dropOff)}${share !== null ? ` (${percent(share)})` : ''}`;
}

/** The period of the same length just before, as the take-rates compare with it. */
function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const length = Date.parse(`${to}T00:00:00Z`) - start + DAY_MS;
  return { from: isoDay(start - length), to: isoDay(start - DAY_MS) };
}

/** A sub-step's slug as words. */
const words = (slug: string) => {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : slug;
};

function TakeRates({
  report,
  filters,
  machineName,
  exportHref,
}: {
  report: AnalyticsReport;
  filters: AnalyticsFilters;
  machineName: (slug: string) => string;
  exportHref: string;
}) {
  const before = previousPeriod(filters.from, filters.to);
  const machines = [...new Set(report.takeRates.map((group) => group.machine))];
  return (
    <Section title="Option take-rates" exportHref={exportHref} testId="analytics-take-rates">
      <Text size="sm" c="dimmed" mb="md">
        The share of the configurations saved in the period that chose each option, against the period before
        ({before.from} to {before.to}).
      </Text>
      {machines.length === 0 ? (
        <Text c="dimmed" size="sm">
          No configuration was saved in this period.
        </Text>
      ) : (
        <Stack gap="xl">
          {machines.map((machine) => (
            <div key={machine} data-testid={`analytics-take-rates-${machine}`}>
              <Title order={3} size="h5" mb="xs">
                {machineName(machine)}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {report.takeRates
                  .filter((group) => group.machine === machine)
                  .map((group) => (
                    <TakeRateTable key={group.subStep} group={group} />
                  ))}
              </SimpleGrid>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function TakeRateTable({ group }: { group: AnalyticsReport['takeRates'][number] }) {
  // Without codes in the period before there is nothing to compare with: no column of dashes.
  const compared = group.previousConfigurations > 0;
  const configurations = `${count(group.configurations)} configuration${group.configurations === 1 ? '' : 's'}`;
  return (
    <Table verticalSpacing={4} data-testid={`analytics-take-rate-${group.subStep}`}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text span fw={600} c="var(--mantine-color-text)">
          {words(group.subStep)}
        </Text>
        {compared
          ? ` · ${configurations} (before: ${count(group.previousConfigurations)})`
          : ` · ${configurations}, none the period before`}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Option</Table.Th>
          <Table.Th ta="right">Chosen</Table.Th>
          <Table.Th ta="right">Share</Table.Th>
          {compared && <Table.Th ta="right">Change</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {group.options.map((option) => (
          <Table.Tr key={option.value}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {option.value}
              <Progress value={option.share * 100} size={4} mt={4} aria-hidden />
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {count(option.count)}
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {percent(option.share)}
            </Table.Td>
            {compared && (
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {option.previousShare === null ? '–' : points(option.share - option.previousShare)}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
