import { z } from 'zod';
import { localeInput, machineSlug, selectionInput, unitsInput } from './inputs.ts';

export const saveConfigurationInput = z.object({
  slug: machineSlug,
  selection: selectionInput,
  units: unitsInput,
  locale: localeInput,
});

/** The code, canonical: 8 Crockford symbols. */
export const saveConfigurationOutput = z.object({ code: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/) });
