import { z } from 'zod';
import type { NavigationData } from '../../../db/queries/public-configurator.ts';
import { sameObjectIf } from '../output.ts';

const navigationShape = z.object({
  machines: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), comingSoon: z.boolean() }),
  ),
  /** language names in their own language, keyed by upper-case locale */
  languages: z.record(z.string().regex(/^[A-Z]{2}$/), z.string()),
});
/** The cached object itself, once checked. */
export const navigationOutput = sameObjectIf<NavigationData>(navigationShape);
