import { z } from 'zod';
import { targetLocaleInput } from './shared.types.ts';

export const machineTranslateInput = z.object({
  locale: targetLocaleInput,
  /** the texts to translate (their keys); without: every missing text of the locale */
  keys: z.array(z.string().min(1).max(200)).min(1).max(10_000).optional(),
});

export const machineTranslateOutput = z.object({
  jobId: z.string(),
  total: z.number().int(),
  /** a job for the locale was running already: this is that job */
  alreadyRunning: z.boolean(),
});
