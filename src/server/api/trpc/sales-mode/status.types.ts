import { z } from 'zod';
import type { SalesModeStatus } from '../../../../domain/sales-mode.ts';

/** What the header's toggle and the sales login read: the answer of status, authorize and deauthorize. */
export const salesModeStatusOutput = z.object({
  available: z.boolean(),
  needsPin: z.boolean(),
  authorised: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
}) satisfies z.ZodType<SalesModeStatus>;
