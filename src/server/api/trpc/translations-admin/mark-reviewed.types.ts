import { z } from 'zod';
import { TRANSLATIONS_RESOURCE } from '../../../../domain/resources/public-configurator.ts';

export const markReviewedInput = z.object({
  items: z
    .array(
      z.object({
        id: z.string().regex(new RegExp(TRANSLATIONS_RESOURCE.itemId.pattern), 'must be a translation id'),
        version: z.number().int().min(1).max(2_147_483_647),
      }),
    )
    .min(1)
    .max(1000),
});

export const markReviewedOutput = z.object({ reviewed: z.number().int(), skipped: z.number().int() });
