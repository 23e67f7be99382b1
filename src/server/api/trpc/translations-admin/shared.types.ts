// Schemas the translation procedures share: a target locale and a job's progress.
import { z } from 'zod';
import { TARGET_LOCALES } from '../../../../domain/resources/public-configurator.ts';
import type { JobProgress } from '../../../db/queries/translation-jobs.ts';
import { TRANSLATION_JOB_STATUSES } from '../../../db/schema/i18n.ts';

export const targetLocaleInput = z.enum(TARGET_LOCALES as [string, ...string[]], {
  error: `must be one of ${TARGET_LOCALES.join(', ')} (English is the source)`,
});

export const jobIdInput = z.uuid('must be a job id');

export const jobOutput = z.object({
  id: z.string(),
  locale: z.string(),
  status: z.enum(TRANSLATION_JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type JobOutput = z.infer<typeof jobOutput>;

export function jobAnswer(job: JobProgress): JobOutput {
  return { ...job, createdAt: job.createdAt.toISOString() };
}
