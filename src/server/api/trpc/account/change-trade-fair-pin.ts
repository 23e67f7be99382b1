import { TRPCError } from '@trpc/server';
import { offlinePinVerifier } from '../../../auth/offline-pin.ts';
import { hashSecret, PIN_PATTERN } from '../../../auth/password.ts';
import { setTradeFairPinHash } from '../../../db/queries/users.ts';
import { signedInProcedure } from '../init.ts';
import { changeTradeFairPinInput, changeTradeFairPinOutput } from './change-trade-fair-pin.types.ts';
import { confirmPassword } from './confirm-password.ts';

/**
 * A trade-fair user's own PIN: at least 6 digits, confirmed with the password, which is checked and
 * counted like a sign-in attempt.
 */
export const changeTradeFairPin = signedInProcedure
  .input(changeTradeFairPinInput)
  .output(changeTradeFairPinOutput)
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
    const [pinHash, offline] = await Promise.all([
      hashSecret(input.newPin),
      offlinePinVerifier(input.newPin),
    ]);
    await setTradeFairPinHash(ctx.db, { id: ctx.user.id, pinHash, offline });
    return { ok: true as const };
  });
