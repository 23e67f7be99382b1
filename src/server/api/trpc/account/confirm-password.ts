import { TRPCError } from '@trpc/server';
import { verifySecret } from '../../../auth/password.ts';
import { forgiveAttempt, reserveAttempt, tooManyAttemptsMessage } from '../../../auth/rate-limit.ts';
import type { Db } from '../../../db/client.ts';
import { findUserById } from '../../../db/queries/users.ts';

type SignedIn = { db: Db; ip: string; user: { id: string; email: string } };

/**
 * The user's own password, confirmed before a change to the account. Counted like a sign-in attempt
 * (the same counters), so a stolen session cannot guess it; `wrong` says what was wrong.
 */
export async function confirmPassword(ctx: SignedIn, password: string, wrong: string): Promise<void> {
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
