import { z } from 'zod';

export const validateTradeFairModePinInput = z.object({ pin: z.string().max(64) });

export const validateTradeFairModePinOutput = z.object({ valid: z.boolean() });
