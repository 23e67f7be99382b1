import { TRPCError } from '@trpc/server';
import { hashSecret, passwordProblem } from '../../../auth/password.ts';
import { setPasswordHash } from '../../../db/queries/users.ts';
import { signedInProcedure } from '../init.ts';
import { changePasswordInput, changePasswordOutput } from './change-password.types.ts';
import { confirmPassword } from './confirm-password.ts';

/**
 * Own password; the old one is required. Every session of the user ends, this one included, so a
 * stolen cookie dies with the old password; the UI asks to sign in again.
 */
export const changePassword = signedInProcedure
  .input(changePasswordInput)
  .output(changePasswordOutput)
  .mutation(async ({ ctx, input }) => {
    const problem = passwordProblem(input.newPassword);
    if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
    await confirmPassword(ctx, input.currentPassword, 'The current password is not correct.');
    if (input.newPassword === input.currentPassword) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'The new password must differ from the current one.',
      });
    }
    await setPasswordHash(ctx.db, {
      id: ctx.user.id,
      passwordHash: await hashSecret(input.newPassword),
      endSessions: true,
    });
    return { ok: true as const };
  });
