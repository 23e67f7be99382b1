import { z } from 'zod';
import { machineSlugInput } from './shared.types.ts';

export const publishInput = z.object({
  slug: machineSlugInput,
  expectedDraftVersion: z.number().int().min(1).max(2_147_483_647),
  /** what changed and why, for the versions list */
  note: z.string().max(500).optional(),
});

export const publishOutput = z.object({ modelVersion: z.number().int() });
