import { z } from 'zod';

export const failuresOutput = z.object({
  /** the first refused texts, in the grid's order */
  items: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      context: z.string().nullable(),
      source: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  /** how many of the job's texts were refused in all */
  total: z.number().int(),
});
