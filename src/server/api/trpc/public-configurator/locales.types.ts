import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { EnabledLocale } from '../../../db/queries/public-configurator.ts';
import { sameObjectIf } from '../output.ts';

const localesShape = z.array(
  z.object({ code: z.enum(INTERFACE_LOCALES), name: z.string(), englishName: z.string() }),
) satisfies z.ZodType<EnabledLocale[]>;
/** The cached list itself, once checked. */
export const localesOutput = sameObjectIf<EnabledLocale[]>(localesShape);
