import type { z } from 'zod';
import type { ReportFilter } from '../../../db/queries/analytics-report.ts';
import type { reportInput } from './report.types.ts';

/** A report's checked input as the query's filter: UTC days, the last one included. */
export function reportFilterOf(input: z.output<typeof reportInput>): ReportFilter {
  return {
    from: new Date(`${input.from}T00:00:00Z`),
    to: new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000),
    ...(input.machine ? { machine: input.machine } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    includeStaff: input.includeStaff,
  };
}
