import { z } from 'zod';
import { codeInput } from './entry.types.ts';

export const removeInput = z.object({ code: codeInput });

export const removeOutput = z.object({ ok: z.literal(true) });
