import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits.ts';
import type { AppRouter } from '../../server/api/types.ts';
import { type EarlyReads, TRPC_URL } from './early-reads.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Batched by default; a call made with `trpc: { context: { skipBatch: true } }` goes alone, e.g. a
 * slow export that should not hold back the small reads batched with it. A batch whose address the
 * boot entry already asked for (`early`) takes that response instead of asking again.
 */
export function createApiClient(early?: EarlyReads) {
  const url = TRPC_URL;
  const batchFetch = early
    ? (input: RequestInfo | URL, init?: RequestInit) =>
        early.take(String(input), init?.method) ?? fetch(input, init)
    : undefined;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url }),
        false: httpBatchLink({ url, maxItems: TRPC_MAX_BATCH_SIZE, fetch: batchFetch }),
      }),
    ],
  });
}
