import { z } from 'zod';
import { machineSlugInput } from './shared.types.ts';

export const rollbackInput = z.object({
  slug: machineSlugInput,
  toModelVersion: z.number().int().min(1).max(2_147_483_647),
});

export const rollbackOutput = z.object({ modelVersion: z.number().int() });
