import { z } from 'zod';

export { accountDoneOutput as changePasswordOutput } from './account-done.types.ts';

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: z.string().max(256),
});
