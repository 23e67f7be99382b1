import { endSalesMode } from '../../../db/queries/sales-mode.ts';
import { salesModeStatus } from '../../sales-mode.ts';
import { signedInProcedure } from '../init.ts';
import { salesModeStatusOutput } from './status.types.ts';

/** Sales logout: sales-only figures disappear; the customer's configuration stays. */
export const deauthorize = signedInProcedure.output(salesModeStatusOutput).mutation(async ({ ctx }) => {
  await endSalesMode(ctx.db, { sid: ctx.user.sessionId });
  return salesModeStatus(ctx);
});
