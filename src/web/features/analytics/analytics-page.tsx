// /analytics (development, admin; docs/product.md#analytics): what the first-party tracker counted over a
// period, as SQL aggregates (analytics.report): visitors and page views per day, top pages, referrers,
// languages, countries, site and finder searches, the configurator funnel per machine and the option
// take-rates against the period before. The filters are the address's (analytics-filters.ts) and apply to
// every figure; every table is exported as a spreadsheet by the server (GET /api/analytics/export.xlsx).
// The internal area's texts are English. The page loads with its route (app/areas/internal.tsx), and the
// chart library with it.
import { Card, Grid, NativeSelect, Switch, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { Page } from '../../components/ui/page.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useTRPC } from '../../lib/trpc.ts';
import {
  type AnalyticsFilters,
  isoDay,
  presetDays,
  RANGE_PRESETS,
  readFilters,
  reportInputOf,
  writeFilters,
} from './analytics-filters.ts';
import { languageName } from './report-states.tsx';
import { ReportView } from './report-view.tsx';

const PATH = '/analytics';
/** The machine names of the filter and the tables (the configurator's machines, in English). */
const CATALOGUE_LOCALE = 'en';

export function AnalyticsPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, Date.now());
  const setFilters = (next: AnalyticsFilters) => setParams((current) => writeFilters(current, next));
  const report = useQuery({
    ...trpc.analytics.report.queryOptions(reportInputOf(filters)),
    placeholderData: keepPreviousData,
  });
  const catalogue = useQuery(
    trpc.publicConfigurator.machineCatalogue.queryOptions({ locale: CATALOGUE_LOCALE }),
  );
  const machines = (catalogue.data?.machines ?? []).map((machine) => ({
    slug: machine.slug,
    name: machine.name,
  }));
  const machineName = (slug: string) => machines.find((machine) => machine.slug === slug)?.name ?? slug;

  return (
    <Page
      title={routeEntry(PATH).title}
      subtitle="What visitors did on the public site and in the configurator: counted without cookies, staff left out unless asked."
    >
      <FilterBar filters={filters} onChange={setFilters} machines={machines} />
      <ReportView
        filters={filters}
        report={report.data}
        loading={report.isPending}
        updating={report.isPlaceholderData}
        error={report.isError && !report.data ? report.error.message : null}
        onRetry={() => void report.refetch()}
        onClearFilters={() =>
          setFilters({
            ...filters,
            ...presetDays('30d', Date.now()),
            range: '30d',
            machine: null,
            locale: null,
          })
        }
        machineName={machineName}
      />
    </Page>
  );
}

function FilterBar({
  filters,
  onChange,
  machines,
}: {
  filters: AnalyticsFilters;
  onChange: (next: AnalyticsFilters) => void;
  machines: { slug: string; name: string }[];
}) {
  const headingId = useId();
  const setDay = (which: 'from' | 'to', value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const next = { ...filters, range: 'custom' as const, [which]: value };
    // A start after the end moves the other end with it: the period is never empty.
    if (next.from > next.to) {
      if (which === 'from') next.to = next.from;
      else next.from = next.to;
    }
    onChange(next);
  };
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Title order={2} size="h4" id={headingId} mb="sm">
        Filter
      </Title>
      {/* On a phone the days and the two lists go two by two, so the figures start on the first screen. */}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <NativeSelect
            label="Period"
            value={filters.range}
            data={[
              ...RANGE_PRESETS.map((preset) => ({ value: preset.value, label: preset.label })),
              { value: 'custom', label: 'Chosen days' },
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const preset = RANGE_PRESETS.find((entry) => entry.value === value);
              if (preset)
                onChange({ ...filters, range: preset.value, ...presetDays(preset.value, Date.now()) });
              else onChange({ ...filters, range: 'custom' });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <TextInput
            type="date"
            label="From"
            value={filters.from}
            max={isoDay(Date.now())}
            onChange={(event) => setDay('from', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <TextInput
            type="date"
            label="To"
            value={filters.to}
            max={isoDay(Date.now())}
            onChange={(event) => setDay('to', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NativeSelect
            label="Machine"
            value={filters.machine ?? ''}
            data={[
              { value: '', label: 'All machines' },
              ...machines.map((machine) => ({ value: machine.slug, label: machine.name })),
              // A machine in the address that the list does not (yet) hold stays chosen.
              ...(filters.machine && !machines.some((machine) => machine.slug === filters.machine)
                ? [{ value: filters.machine, label: filters.machine }]
                : []),
            ]}
            onChange={(event) => onChange({ ...filters, machine: event.currentTarget.value || null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <NativeSelect
            label="Language"
            value={filters.locale ?? ''}
            data={[
              { value: '', label: 'All languages' },
              ...INTERFACE_LOCALES.map((locale) => ({ value: locale, label: languageName(locale) })),
              ...(filters.locale && !(INTERFACE_LOCALES as readonly string[]).includes(filters.locale)
                ? [{ value: filters.locale, label: filters.locale }]
                : []),
            ]}
            onChange={(event) => onChange({ ...filters, locale: event.currentTarget.value || null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <Switch
            label="Include staff"
            description="Visits of signed-in staff"
            checked={filters.includeStaff}
            onChange={(event) => onChange({ ...filters, includeStaff: event.currentTarget.checked })}
            pb={4}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
