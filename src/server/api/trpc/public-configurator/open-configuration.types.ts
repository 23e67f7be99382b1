import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { codeInput, localeInput, unitsInput } from './inputs.ts';

const keptTotalOutput = z.object({ cents: z.number().int(), from: z.boolean() });

export const openConfigurationInput = z.object({
  code: codeInput,
  /** the locale to label options that are no longer offered in; the saved locale by default */
  locale: localeInput.optional(),
});

/** What the configurator restores from a code: the selection as the current model allows it. */
export const openConfigurationOutput = z.object({
  code: z.string(),
  slug: z.string(),
  selection: z.object({
    values: z.record(z.string(), z.array(z.string())),
    dosingLine: z.string(),
    country: z.string(),
    dayTank: z.string(),
  }),
  units: unitsInput,
  locale: z.enum(INTERFACE_LOCALES),
  modelVersion: z.number().int(),
  currentModelVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  notOffered: z.array(
    z.object({
      subStepSlug: z.string(),
      value: z.string(),
      label: z.string(),
      reason: z.enum(['notOffered', 'hiddenByFilter']),
    }),
  ),
  /**
   * The total in cents when it was saved (on its model version) and today (on the current one), `from`
   * when options waiting for another choice are not in it; null where no amount shows
   */
  priceThen: keptTotalOutput.nullable(),
  priceNow: keptTotalOutput.nullable(),
});
