// zod shapes of the public configurator's inputs. Strings refuse NUL and lone surrogates, which
// PostgreSQL cannot store in text or jsonb: bad input must be a 400, never a 500.
import { z } from 'zod';
import { isValidCode, normalizeCode } from '../../../../domain/configuration-code.ts';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person typed: at most `max` characters, no NUL, well-formed Unicode. */
export function safeText(max: number) {
  return z
    .string()
    .max(max, `at most ${max} characters`)
    .refine((text) => !text.includes('\u0000'), 'must not contain NUL characters')
    .refine((text) => !LONE_SURROGATE.test(text), 'must be valid Unicode text');
}

export const machineSlug = z
  .string()
  .max(100)
  .regex(new RegExp(SLUG_PATTERN), 'must be a machine slug such as "hx-compact"');

const MAX_SUB_STEPS = 200;

/** A selection (docs/product.md#configurator-model): values keyed by sub-step slug, plus the base choices. */
export const selectionInput = z.object({
  values: z
    .record(
      z
        .string()
        .max(100)
        .regex(new RegExp(SLUG_PATTERN), 'sub-step slugs are lower-case words joined by "-"'),
      z.array(safeText(2000)).max(100, 'at most 100 values per sub-step'),
    )
    .refine((values) => Object.keys(values).length <= MAX_SUB_STEPS, `at most ${MAX_SUB_STEPS} sub-steps`),
  dosingLine: safeText(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code such as "DE"'),
  dayTank: safeText(100),
});

export const unitsInput = z.object({
  freq: z.union([z.literal(50), z.literal(60)], { message: 'must be 50 or 60 (Hz)' }),
  unit: z.enum(['cm', 'l'], { message: 'must be "cm" (cm³/s) or "l" (l/min)' }),
});

export const localeInput = z.enum(INTERFACE_LOCALES, {
  message: `must be one of ${INTERFACE_LOCALES.join(', ')}`,
});

/**
 * A configuration code as typed: Crockford base32 read leniently (case, hyphens and spaces ignored;
 * I and L read as 1, O as 0); answers the canonical code.
 */
export const codeInput = z
  .string()
  .max(40, 'a configuration code has 8 characters')
  .refine(
    (code) => isValidCode(code),
    'must be a configuration code of 8 characters (0-9 and A-Z without I, L, O and U), e.g. 7K3M-QX9P',
  )
  .transform((code) => normalizeCode(code));
