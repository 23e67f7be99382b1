import { TRPCError } from '@trpc/server';
import { offlinePinVerifier } from '../../../auth/offline-pin.ts';
import { verifySecret } from '../../../auth/password.ts';
import {
  countAttempt,
  forgiveAttempt,
  type RateLimit,
  resetAttempts,
  waitText,
} from '../../../db/queries/rate-limits.ts';
import { authoriseSalesMode } from '../../../db/queries/sales-mode.ts';
import { addOfflinePinVerifier, findUserById } from '../../../db/queries/users.ts';
import { permissionProcedure } from '../init.ts';
import {
  validateTradeFairModePinInput,
  validateTradeFairModePinOutput,
} from './validate-trade-fair-mode-pin.types.ts';

/** The server checks and rate-limits the PIN: the 6th wrong PIN within 5 minutes answers 429. */
const PIN_USER_LIMIT: RateLimit = { name: 'pin-user', max: 5, windowMs: 5 * 60 * 1000 };
/** A booth's address is shared by its tablets: more room, still bounded. */
const PIN_IP_LIMIT: RateLimit = { name: 'pin-ip', max: 20, windowMs: 5 * 60 * 1000 };

/**
 * `publicConfigurator.validateTradeFairModePin`: `{ pin }` → `{ valid }`. Every attempt is counted
 * before the PIN is checked, per user and per address in one statement, so parallel guesses cannot
 * slip past the limit; a right PIN starts the user's count afresh and authorises sales mode for this
 * session only (and gives an account without an offline PIN verifier its one). Assembled into the
 * publicConfigurator router, where the sales login calls it.
 */
export const validateTradeFairModePin = permissionProcedure('salesMode.use')
  .input(validateTradeFairModePinInput)
  .output(validateTradeFairModePinOutput)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.user.tradeFairModeEnabled) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Trade-fair mode is not enabled for your account.' });
    }
    const user = { limit: PIN_USER_LIMIT, subject: ctx.user.id };
    const address = { limit: PIN_IP_LIMIT, subject: ctx.ip };
    const decision = await countAttempt(ctx.db, [user, address]);
    if (!decision.allowed) {
      ctx.log.warn({ ip: ctx.ip, userId: ctx.user.id }, 'trade-fair PIN locked after repeated failures');
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many wrong PINs. Please wait ${waitText(Math.max(60, decision.retryAfterS))} and try again.`,
      });
    }
    const row = await findUserById(ctx.db, { id: ctx.user.id });
    const valid = await verifySecret(row?.tradeFairPinHash, input.pin);
    if (!valid || !row?.tradeFairPinHash) return { valid: false };
    // An account from before offline kits gets its offline verifier now, the one time the server sees
    // the PIN (docs/product.md#offline).
    if (!row.tradeFairPinOffline) {
      const offline = await offlinePinVerifier(input.pin);
      await addOfflinePinVerifier(ctx.db, { id: row.id, pinHash: row.tradeFairPinHash, offline });
    }
    await resetAttempts(ctx.db, user);
    await forgiveAttempt(ctx.db, address);
    await authoriseSalesMode(ctx.db, { sid: ctx.user.sessionId, userId: ctx.user.id, via: 'pin' });
    return { valid: true };
  });
