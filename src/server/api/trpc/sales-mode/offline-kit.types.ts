import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { OfflinePinVerifier } from '../../../../domain/offline-pin.ts';
import { machineModelOutput } from '../public-configurator/machine-model.types.ts';

const offlinePinVerifierOutput = z.object({
  algorithm: z.literal('PBKDF2-SHA-256'),
  iterations: z.number().int().positive(),
  salt: z.base64(),
  hash: z.base64(),
}) satisfies z.ZodType<OfflinePinVerifier>;

/**
 * The revision the tablet holds already, if any: when it is still the current one, the kit comes
 * without the sales-mode models (they have not changed), and with the rest, the PIN's verifier included.
 */
export const offlineKitInput = z.object({ known: z.string().max(200).optional() }).optional();

/**
 * What a trade-fair tablet keeps to work offline (docs/product.md#offline): the models' data revision
 * (the caches' key, to tell when to fetch the kit again) and when that data last changed, the enabled
 * locales, the offered machines, the PIN's offline verifier (null until the account has one) and the
 * sales-mode model of every machine in every enabled locale.
 */
export const offlineKitOutput = z.object({
  revision: z.string(),
  dataDate: z.iso.datetime(),
  locales: z.array(z.enum(INTERFACE_LOCALES)),
  machines: z.array(z.string()),
  pin: offlinePinVerifierOutput.nullable(),
  salesModels: z.array(
    z.object({ slug: z.string(), locale: z.enum(INTERFACE_LOCALES), model: machineModelOutput }),
  ),
});

export type OfflineKit = z.infer<typeof offlineKitOutput>;
