import { analyticsReport } from '../../../db/queries/analytics-report.ts';
import { permissionProcedure } from '../init.ts';
import { reportInput, reportOutput } from './report.types.ts';
import { reportFilterOf } from './report-filter.ts';

/** The /analytics page's figures for a period and filter (docs/product.md#analytics): aggregates only. */
export const report = permissionProcedure('analytics.read')
  .input(reportInput)
  .output(reportOutput)
  .query(({ ctx, input }) => analyticsReport(ctx.db, reportFilterOf(input)));
