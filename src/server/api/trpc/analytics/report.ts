import { analyticsReport } from '../../../db/queries/analytics-report.ts';
import { permissionProcedure } from '../init.ts';
import { reportInput, reportOutput } from './report.types.ts';

/** The /analytics page's figures for a period and filter (docs/product.md#analytics): aggregates only. */
export const report = permissionProcedure('analytics.read')
  .input(reportInput)
  .output(reportOutput)
  .query(({ ctx, input }) =>
    analyticsReport(ctx.db, {
      from: new Date(`${input.from}T00:00:00Z`),
      to: new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000),
      ...(input.machine ? { machine: input.machine } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      includeStaff: input.includeStaff,
    }),
  );
