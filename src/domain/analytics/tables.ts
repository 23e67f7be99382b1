// The tables of the /analytics page, each exported as its own spreadsheet (docs/product.md#analytics): the
// page's buttons and the export's address name them by these keys.
export const ANALYTICS_TABLES = [
  'visits',
  'pages',
  'referrers',
  'languages',
  'countries',
  'site-searches',
  'finder-searches',
  'funnel',
  'take-rates',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The tables that count one thing each: their words, the same on the page and in the sheet. */
export const COUNTED_TABLES = {
  pages: { title: 'Top pages', heading: 'Page', countHeading: 'Count' },
  referrers: { title: 'Top referrers', heading: 'Referrer', countHeading: 'Count' },
  languages: { title: 'Languages', heading: 'Language', countHeading: 'Visitors' },
  countries: { title: 'Countries', heading: 'Country', countHeading: 'Visitors' },
  'site-searches': { title: 'Top site searches', heading: 'Term', countHeading: 'Searches' },
  'finder-searches': { title: 'Top finder searches', heading: 'Search', countHeading: 'Searches' },
} as const satisfies Partial<
  Record<AnalyticsTable, { title: string; heading: string; countHeading: string }>
>;
export type CountedTable = keyof typeof COUNTED_TABLES;

export const ANALYTICS_EXPORT_PATH = '/api/analytics/export.xlsx';
