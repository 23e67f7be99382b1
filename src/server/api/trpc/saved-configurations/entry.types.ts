import { z } from 'zod';
import { SAVED_NAME_MAX } from '../../../../domain/saved-configurations.ts';
import { codeInput } from '../public-configurator/inputs.ts';
import { labelInput } from '../public-configurator/save-configuration.types.ts';

/** An entry of the user's list of saved configurations, as the browser reads it. */
export const savedConfigurationOutput = z.object({
  code: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/),
  name: z.string().nullable(),
  customer: z.string().nullable(),
  machine: z.object({ slug: z.string(), name: z.string() }),
  /** the total when it was saved, in integer cents; `from`: options waiting for a choice are not in it */
  total: z.object({ cents: z.number().int(), from: z.boolean() }).nullable(),
  savedAt: z.iso.datetime(),
  version: z.number().int().min(1),
});

export const savedNameInput = labelInput(SAVED_NAME_MAX, 'a name');
export { codeInput };
