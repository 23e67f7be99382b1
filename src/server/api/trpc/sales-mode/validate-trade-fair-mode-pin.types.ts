import { z } from 'zod';

export const validateTradeFairModePinInput = z.object({ pin: z.string().max(64) });
export type ValidateTradeFairModePinInput = z.infer<typeof validateTradeFairModePinInput>;

export const validateTradeFairModePinOutput = z.object({ valid: z.boolean() });
export type ValidateTradeFairModePinOutput = z.infer<typeof validateTradeFairModePinOutput>;
