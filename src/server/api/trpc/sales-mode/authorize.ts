import { TRPCError } from '@trpc/server';
import { authoriseSalesMode } from '../../../db/queries/sales-mode.ts';
import { salesModeStatus } from '../../sales-mode.ts';
import { permissionProcedure } from '../init.ts';
import { salesModeStatusOutput } from './status.types.ts';

/** Sales login without PIN: sales, admin and development users who are not in trade-fair mode. */
export const authorize = permissionProcedure('salesMode.use')
  .output(salesModeStatusOutput)
  .mutation(async ({ ctx }) => {
    if (ctx.user.tradeFairModeEnabled) {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'Your account is in trade-fair mode: enter the PIN to switch on sales mode.',
      });
    }
    await authoriseSalesMode(ctx.db, { sid: ctx.user.sessionId, userId: ctx.user.id, via: 'role' });
    return salesModeStatus(ctx);
  });
