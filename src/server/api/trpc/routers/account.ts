import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { hashSecret, passwordProblem, verifySecret } from '../../../auth/password.ts';
import { forgiveAttempt, reserveAttempt, tooManyAttemptsMessage } from '../../../auth/rate-limit.ts';
import { findUserById, setPasswordHash } from '../../../db/queries/users.ts';
import { router, signedInProcedure } from '../init.ts';

export const accountRouter = router({
  /**
   * Own password; the old one is required. Every session of the user ends, this one included, so a
   * stolen cookie dies with the old password; the UI asks to sign in again.
   */
  changePassword: signedInProcedure
    .input(z.object({ currentPassword: z.string().min(1).max(256), newPassword: z.string().max(256) }))
    .mutation(async ({ ctx, input }) => {
      const problem = passwordProblem(input.newPassword);
      if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
      // Counted like a sign-in attempt (same counters), so a stolen session cannot guess the password.
      const reservation = await reserveAttempt(ctx.db, ctx.user.email, ctx.ip);
      if (!reservation.allowed) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: tooManyAttemptsMessage(reservation, 'password checks'),
        });
      }
      const user = await findUserById(ctx.db, { id: ctx.user.id });
      if (!(await verifySecret(user?.passwordHash, input.currentPassword))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is not correct.' });
      }
      await forgiveAttempt(ctx.db, ctx.user.email, ctx.ip);
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
    }),
});
