import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits.ts';
import type { AppRouter } from '../../server/api/types.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Batched by default; a call made with `trpc: { context: { skipBatch: true } }` goes alone, e.g. a
 * slow export that should not hold back the small reads batched with it.
 */
export function createApiClient() {
  const url = '/api/trpc';
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url }),
        false: httpBatchLink({ url, maxItems: TRPC_MAX_BATCH_SIZE }),
      }),
    ],
  });
}
