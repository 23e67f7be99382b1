import { z } from 'zod';
import { machineSlugInput } from './shared.types.ts';

export const versionsInput = z.object({ slug: machineSlugInput });

export const versionsOutput = z.array(
  z.object({
    modelVersion: z.number().int(),
    publishedAt: z.string(),
    publishedBy: z.string(),
    note: z.string().nullable(),
    rolledBackFrom: z.number().int().nullable(),
    current: z.boolean(),
  }),
);
