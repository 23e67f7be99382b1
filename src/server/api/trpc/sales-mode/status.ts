import { salesModeStatus } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { salesModeStatusOutput } from './status.types.ts';

/** Whether the caller may use sales mode, needs the PIN, and is authorised (anyone may ask). */
export const status = publicProcedure.output(salesModeStatusOutput).query(({ ctx }) => salesModeStatus(ctx));
