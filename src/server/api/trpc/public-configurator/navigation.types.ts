import { z } from 'zod';
import type { NavigationData } from '../../../db/queries/public-configurator.ts';

export const navigationOutput = z.object({
  machines: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), comingSoon: z.boolean() }),
  ),
  /** language names in their own language, keyed by upper-case locale */
  languages: z
    .record(z.string().regex(/^[A-Z]{2}$/), z.string())
    .transform((languages) => languages as NavigationData['languages']),
}) satisfies z.ZodType<NavigationData>;
