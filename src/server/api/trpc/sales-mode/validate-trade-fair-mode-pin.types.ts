import { z } from 'zod';
import type { RateLimit } from '../../../db/queries/rate-limits.ts';

/** The server checks and rate-limits the PIN: the 6th wrong PIN within 5 minutes answers 429. */
export const PIN_USER_LIMIT: RateLimit = { name: 'pin-user', max: 5, windowMs: 5 * 60 * 1000 };
/** A booth's address is shared by its tablets: more room, still bounded. */
export const PIN_IP_LIMIT: RateLimit = { name: 'pin-ip', max: 20, windowMs: 5 * 60 * 1000 };

export const validateTradeFairModePinInput = z.object({ pin: z.string().max(64) });
export type ValidateTradeFairModePinInput = z.infer<typeof validateTradeFairModePinInput>;

export const validateTradeFairModePinOutput = z.object({ valid: z.boolean() });
export type ValidateTradeFairModePinOutput = z.infer<typeof validateTradeFairModePinOutput>;
