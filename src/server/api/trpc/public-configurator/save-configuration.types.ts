import { z } from 'zod';
import { CUSTOMER_MAX, checkLabel, SAVED_NAME_MAX } from '../../../../domain/saved-configurations.ts';
import { localeInput, machineSlug, safeText, selectionInput, unitsInput } from './inputs.ts';

/**
 * A label a person typed (domain/saved-configurations.ts): cleaned (white space and control characters as
 * one space, trimmed), at most `max` characters once cleaned; blank is none (null).
 */
export function labelInput(max: number, what: string) {
  return safeText(max * 8)
    .nullish()
    .transform((text, context) => {
      const checked = checkLabel(text, max);
      if (checked.ok) return checked.value;
      context.addIssue({
        code: 'custom',
        message: `${what} has at most ${max} characters (this one has ${checked.length})`,
      });
      return z.NEVER;
    });
}

export const saveConfigurationInput = z.object({
  slug: machineSlug,
  selection: selectionInput,
  units: unitsInput,
  locale: localeInput,
  /** the name it gets in the saver's lists (docs/product.md#saved-configurations); optional */
  name: labelInput(SAVED_NAME_MAX, 'a name'),
  /** the customer a sales person saves it for; only users who keep a list on the server may give one */
  customer: labelInput(CUSTOMER_MAX, "a customer's name"),
  /**
   * A device that may send the save again (a tablet's offline queue, docs/product.md#offline) names it
   * with a random UUID: a repeat answers the first answer and stores nothing.
   */
  idempotencyKey: z.uuid().optional(),
});

/**
 * The code, canonical: 8 Crockford symbols. `listed`: it is on the signed-in user's list on the server
 * (docs/product.md#saved-configurations), so the browser need not keep it on the device's list.
 */
export const saveConfigurationOutput = z.object({
  code: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}$/),
  listed: z.boolean(),
});

export type SaveConfigurationOutput = z.infer<typeof saveConfigurationOutput>;
