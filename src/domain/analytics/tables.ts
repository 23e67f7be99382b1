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

export const ANALYTICS_EXPORT_PATH = '/api/analytics/export.xlsx';
