import { z } from 'zod';
import { codeInput, localeInput, safeText } from './inputs.ts';

const required = (max: number, message: string) =>
  safeText(max)
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, message);
const optionalText = (max: number) =>
  safeText(max)
    .transform((text) => text.trim())
    .optional();

export const requestQuoteInput = z.object({
  code: codeInput,
  name: required(200, 'Please enter your name.'),
  company: required(200, 'Please enter your company.'),
  email: z
    .string()
    .trim()
    .max(254, 'An e-mail address has at most 254 characters.')
    .pipe(z.email('Please enter a valid e-mail address, e.g. name@company.com.')),
  country: z.string().regex(/^[A-Z]{2}$/, 'Please choose your country.'),
  phone: optionalText(40).refine(
    (phone) => phone === undefined || phone === '' || /^\+?[0-9 ()/.-]{5,40}$/.test(phone),
    'Please enter a phone number with digits (and + ( ) / . - only).',
  ),
  message: optionalText(4000),
  consent: z.literal(true, { message: 'Please agree that we may contact you about this request.' }),
  /**
   * Honeypot: a field people never see (hidden by CSS, labelled "leave empty"). A bot that fills it
   * gets an ordinary answer and nothing is stored, so it learns nothing.
   */
  website: z.string().max(500).optional(),
  /** the language the customer uses; the saved configuration's by default */
  locale: localeInput.optional(),
  /**
   * A device that may send the request again (a tablet's offline queue, docs/product.md#offline) names
   * it with a random UUID: a repeat answers the first answer and stores (and mails) nothing.
   */
  idempotencyKey: z.uuid().optional(),
});

export const requestQuoteOutput = z.object({ id: z.uuid() });

export type RequestQuoteOutput = z.infer<typeof requestQuoteOutput>;
