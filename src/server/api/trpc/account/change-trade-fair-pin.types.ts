import { z } from 'zod';

export { accountDoneOutput as changeTradeFairPinOutput } from './account-done.types.ts';

export const changeTradeFairPinInput = z.object({
  currentPassword: z.string().min(1).max(256),
  newPin: z.string().max(64),
});
