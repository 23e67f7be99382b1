import { z } from 'zod';

/** What an account change answers once it is stored. */
export const accountDoneOutput = z.object({ ok: z.literal(true) });
