import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { EnabledLocale } from '../../../db/queries/public-configurator.ts';

export const localesOutput = z.array(
  z.object({ code: z.enum(INTERFACE_LOCALES), name: z.string(), englishName: z.string() }),
) satisfies z.ZodType<EnabledLocale[]>;
