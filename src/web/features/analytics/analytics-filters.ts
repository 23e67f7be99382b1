// The /analytics page's filters, kept in the address (`?range=7d`, or `?from=&to=`, and `&machine=&locale=&staff=1`),
// so a view can be reloaded, shared and exported as it is. Days are UTC days, as the report counts them
// (docs/product.md#analytics).

export const RANGE_PRESETS = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: '365d', label: 'Last 12 months', days: 365 },
] as const;

type Preset = (typeof RANGE_PRESETS)[number]['value'];
const DEFAULT_RANGE: Preset = '30d';
/** The report's widest period (analytics.report): two years. */
const MAX_DAYS = 731;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type AnalyticsFilters = {
  /** a preset, or 'custom' when the address names the days */
  range: Preset | 'custom';
  /** first day, YYYY-MM-DD */
  from: string;
  /** last day, included */
  to: string;
  machine: string | null;
  locale: string | null;
  includeStaff: boolean;
};

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(dayTime(value));

/** A preset's days, ending today. */
export function presetDays(preset: Preset, now: number): { from: string; to: string } {
  const days = RANGE_PRESETS.find((entry) => entry.value === preset)?.days ?? 30;
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** The filters an address asks for; what it gets wrong falls back to the default (the last 30 days). */
export function readFilters(params: URLSearchParams, now: number): AnalyticsFilters {
  const common = {
    machine: params.get('machine') || null,
    locale: params.get('locale') || null,
    includeStaff: params.get('staff') === '1',
  };
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to && (dayTime(to) - dayTime(from)) / DAY_MS < MAX_DAYS)
    return { range: 'custom', from, to, ...common };
  const preset = RANGE_PRESETS.find((entry) => entry.value === params.get('range'))?.value ?? DEFAULT_RANGE;
  return { range: preset, ...presetDays(preset, now), ...common };
}

/** The address's parameters for these filters; defaults are left out, other parameters kept. */
export function writeFilters(current: URLSearchParams, filters: AnalyticsFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['range', 'from', 'to', 'machine', 'locale', 'staff']) next.delete(name);
  if (filters.range === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.range !== DEFAULT_RANGE) next.set('range', filters.range);
  if (filters.machine) next.set('machine', filters.machine);
  if (filters.locale) next.set('locale', filters.locale);
  if (filters.includeStaff) next.set('staff', '1');
  return next;
}

/** The report's input for these filters (analytics.report, and the export's address). */
export function reportInputOf(filters: AnalyticsFilters) {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.machine ? { machine: filters.machine } : {}),
    ...(filters.locale ? { locale: filters.locale } : {}),
    includeStaff: filters.includeStaff,
  };
}

/** The export's query for these filters: the same period and filter as the page. */
export function exportQuery(filters: AnalyticsFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.machine) params.set('machine', filters.machine);
  if (filters.locale) params.set('locale', filters.locale);
  if (filters.includeStaff) params.set('staff', '1');
  return params.toString();
}
