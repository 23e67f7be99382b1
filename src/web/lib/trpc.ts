import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits.ts';
import type { AppRouter } from '../../server/api/types.ts';
import { type EarlyReads, TRPC_URL } from './early-reads.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Calls made together go as one request (httpBatchLink). A batch whose address the boot entry already
 * asked for (`early`) takes that response instead of asking again.
 */
export function createApiClient(early?: EarlyReads) {
  const batchFetch = early
    ? (input: RequestInfo | URL, init?: RequestInit) =>
        early.take(String(input), init?.method) ?? fetch(input, init)
    : undefined;
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: TRPC_URL, maxItems: TRPC_MAX_BATCH_SIZE, fetch: batchFetch })],
  });
}
