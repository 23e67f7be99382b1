import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { hashSecret, PIN_PATTERN, passwordProblem, verifySecret } from '../../../auth/password.ts';
import { forgiveAttempt, reserveAttempt, tooManyAttemptsMessage } from '../../../auth/rate-limit.ts';
import type { Db } from '../../../db/client.ts';
import { findUserById, setPasswordHash, setTradeFairPinHash } from '../../../db/queries/users.ts';
import { router, signedInProcedure } from '../init.ts';

type SignedIn = { db: Db; ip: string; user: { id: string; email: string } };

/**
 * The user's own password, confirmed before a change to the account. Counted like a sign-in attempt
 * (the same counters), so a stolen session cannot guess it; `wrong` says what was wrong.
 */
async function confirmPassword(ctx: SignedIn, password: string, wrong: string): Promise<void> {
  const reservation = await reserveAttempt(ctx.db, ctx.user.email, ctx.ip);
  if (!reservation.allowed) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: tooManyAttemptsMessage(reservation, 'password checks'),
    });
  }
  const user = await findUserById(ctx.db, { id: ctx.user.id });
  if (!(await verifySecret(user?.passwordHash, password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: wrong });
  }
  await forgiveAttempt(ctx.db, ctx.user.email, ctx.ip);
}

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
    }),

  /**
   * A trade-fair user's own PIN (docs/product.md#trade-fair-mode): at least 6 digits, confirmed with the
   * password, which is checked and counted like a sign-in attempt.
   */
  changeTradeFairPin: signedInProcedure
    .input(z.object({ currentPassword: z.string().min(1).max(256), newPin: z.string().max(64) }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.user.tradeFairModeEnabled) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'Trade-fair mode is not enabled for your account.',
        });
      }
      if (!PIN_PATTERN.test(input.newPin)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'The PIN must be at least 6 digits.' });
      }
      await confirmPassword(ctx, input.currentPassword, 'The password is not correct.');
      await setTradeFairPinHash(ctx.db, { id: ctx.user.id, pinHash: await hashSecret(input.newPin) });
      return { ok: true as const };
    }),
});
