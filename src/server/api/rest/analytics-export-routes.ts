// The /analytics page's tables as spreadsheets (docs/product.md#analytics):
//   GET /api/analytics/export.xlsx?table=<key>&from=&to=&machine=&locale=&staff=1
// the same report as the page (analytics.report, the same input and filter), one sheet of one table,
// written by the admin's ExcelJS helper (services/xlsx/workbook.ts). Development and admin only.

import { funnelRows } from '../../../domain/analytics/funnel.ts';
import {
  ANALYTICS_EXPORT_PATH,
  ANALYTICS_TABLES,
  type AnalyticsTable,
  COUNTED_TABLES,
  type CountedTable,
} from '../../../domain/analytics/tables.ts';
import { type AnalyticsReport, analyticsReport } from '../../db/queries/analytics-report.ts';
import { type SheetOut, writeWorkbook, XLSX_TYPE } from '../../services/xlsx/workbook.ts';
import { ApiError } from '../errors.ts';
import { reportInput } from '../trpc/analytics/report.types.ts';
import { reportFilterOf } from '../trpc/analytics/report-filter.ts';
import type { RestRoute } from './define.ts';

const counted = (table: CountedTable, rows: { key: string; count: number }[]): SheetOut => ({
  name: COUNTED_TABLES[table].title,
  headers: [COUNTED_TABLES[table].heading, COUNTED_TABLES[table].countHeading],
  rows: rows.map((row) => [row.key, row.count]),
});

/** One table of a report as a sheet: the page's columns, shares as fractions (formatted by the reader). */
function analyticsSheet(report: AnalyticsReport, table: AnalyticsTable): SheetOut {
  switch (table) {
    case 'visits':
      return {
        name: 'Visits',
        headers: ['Day', 'Visitors', 'Page views'],
        rows: report.days.map((day) => [day.day, day.visitors, day.pageViews]),
      };
    case 'pages':
      return counted('pages', report.topPages);
    case 'referrers':
      return counted('referrers', report.referrers);
    case 'languages':
      return counted('languages', report.languages);
    case 'countries':
      return counted('countries', report.countries);
    case 'site-searches':
      return counted('site-searches', report.siteSearches);
    case 'finder-searches':
      return counted('finder-searches', report.finderSearches);
    case 'funnel':
      return {
        name: 'Funnel',
        headers: ['Machine', 'Stage', 'Visitors', 'Share of started', 'Drop-off', 'Drop-off share'],
        rows: report.funnels.flatMap((funnel) =>
          funnelRows(funnel).map((row) => [
            funnel.machine,
            row.label,
            row.visitors,
            row.ofStarted,
            row.dropOff,
            row.dropOffShare,
          ]),
        ),
      };
    case 'take-rates':
      return {
        name: 'Take-rates',
        headers: [
          'Machine',
          'Sub-step',
          'Option',
          'Chosen',
          'Configurations',
          'Share',
          'Previous share',
          'Previous configurations',
        ],
        rows: report.takeRates.flatMap((group) =>
          group.options.map((option) => [
            group.machine,
            group.subStep,
            option.value,
            option.count,
            group.configurations,
            option.share,
            option.previousShare,
            group.previousConfigurations,
          ]),
        ),
      };
  }
}

function tableOf(value: string | undefined): AnalyticsTable {
  const table = ANALYTICS_TABLES.find((key) => key === value);
  if (!table) throw new ApiError('BAD_REQUEST', `table must be one of ${ANALYTICS_TABLES.join(', ')}.`);
  return table;
}

export function analyticsExportRoutes(): RestRoute[] {
  return [
    {
      method: 'GET',
      path: ANALYTICS_EXPORT_PATH,
      policy: { kind: 'permission', permission: 'analytics.read' },
      async handler(c, ctx) {
        const table = tableOf(c.req.query('table'));
        const parsed = reportInput.safeParse({
          from: c.req.query('from'),
          to: c.req.query('to'),
          machine: c.req.query('machine') || undefined,
          locale: c.req.query('locale') || undefined,
          includeStaff: c.req.query('staff') === '1',
        });
        if (!parsed.success)
          throw new ApiError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'The period is not valid.');
        const report = await analyticsReport(ctx.db, reportFilterOf(parsed.data));
        const sheet = analyticsSheet(report, table);
        const name = `analytics-${table}-${parsed.data.from}-${parsed.data.to}`;
        return new Response((await writeWorkbook([sheet])) as Uint8Array<ArrayBuffer>, {
          headers: {
            'Content-Type': XLSX_TYPE,
            'Content-Disposition': `attachment; filename="${name}.xlsx"`,
            'Cache-Control': 'no-store',
          },
        });
      },
    },
  ];
}
