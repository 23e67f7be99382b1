import { z } from 'zod';

export const machinesOutput = z.array(
  z.object({ slug: z.string(), name: z.string(), modelVersion: z.number().int() }),
);
