// Sales mode (docs/product.md#sales-mode, #trade-fair-mode): the header's toggle reads `salesMode.status`;
// sales login calls `authorize` (or, for a trade-fair user, `publicConfigurator.validateTradeFairModePin`),
// sales logout calls `deauthorize`. The authorisation is a row per session on the server.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { verifySecret } from '../../../auth/password.ts';
import {
  countAttempt,
  forgiveAttempt,
  type RateLimit,
  resetAttempts,
  waitText,
} from '../../../db/queries/rate-limits.ts';
import { authoriseSalesMode, endSalesMode } from '../../../db/queries/sales-mode.ts';
import { findUserById } from '../../../db/queries/users.ts';
import { salesModeStatus } from '../../sales-mode.ts';
import { permissionProcedure, publicProcedure, router, signedInProcedure } from '../init.ts';

/**
 * docs/product.md#trade-fair-mode: the server checks and rate-limits the PIN: the 6th wrong PIN within 5
 * minutes answers 429.
 */
export const PIN_USER_LIMIT: RateLimit = { name: 'pin-user', max: 5, windowMs: 5 * 60 * 1000 };
/** A booth's address is shared by its tablets: more room, still bounded. */
export const PIN_IP_LIMIT: RateLimit = { name: 'pin-ip', max: 20, windowMs: 5 * 60 * 1000 };

const salesUser = permissionProcedure('salesMode.use');

export const salesModeRouter = router({
  /** Whether the caller may use sales mode, needs the PIN, and is authorised (anyone may ask). */
  status: publicProcedure.query(({ ctx }) => salesModeStatus(ctx)),

  /** Sales login without PIN: sales, admin and development users who are not in trade-fair mode. */
  authorize: salesUser.mutation(async ({ ctx }) => {
    if (ctx.user.tradeFairModeEnabled) {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'Your account is in trade-fair mode: enter the PIN to switch on sales mode.',
      });
    }
    await authoriseSalesMode(ctx.db, { sid: ctx.user.sessionId, userId: ctx.user.id, via: 'role' });
    return salesModeStatus(ctx);
  }),

  /** Sales logout: sales-only figures disappear; the customer's configuration stays. */
  deauthorize: signedInProcedure.mutation(async ({ ctx }) => {
    await endSalesMode(ctx.db, { sid: ctx.user.sessionId });
    return salesModeStatus(ctx);
  }),
});

/**
 * `publicConfigurator.validateTradeFairModePin`: `{ pin }` → `{ valid }` (docs/product.md#calls). Every
 * attempt is counted before the PIN is checked, per user and per address in one statement, so parallel
 * guesses cannot slip past the limit; a right PIN starts the user's count afresh and authorises sales mode
 * for this session only.
 */
export const validateTradeFairModePin = salesUser
  .input(z.object({ pin: z.string().max(64) }))
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
    if (!valid) return { valid: false };
    await resetAttempts(ctx.db, user);
    await forgiveAttempt(ctx.db, address);
    await authoriseSalesMode(ctx.db, { sid: ctx.user.sessionId, userId: ctx.user.id, via: 'pin' });
    return { valid: true };
  });
