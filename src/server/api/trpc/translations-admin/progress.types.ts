import { z } from 'zod';

export const progressOutput = z.object({
  locales: z.array(
    z.object({
      locale: z.string(),
      /** the language's English name */
      language: z.string(),
      enabled: z.boolean(),
      reviewed: z.number().int(),
      machine: z.number().int(),
      missing: z.number().int(),
    }),
  ),
  /** whether machine translation can run, and with which model */
  llm: z.object({ configured: z.boolean(), model: z.string().nullable() }),
});
