// The tRPC client's transport, loaded with its first call or at the visitor's first action (lib/trpc.ts):
// calls made together go as one request (httpBatchLink).
import { httpBatchLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE } from '../../domain/api-limits.ts';
import type { AppRouter } from '../../server/api/types.ts';
import { TRPC_URL } from './early-reads.ts';
import { audienceHeaders } from './offline/offline-session.ts';

export type BatchFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export function batchLink(batchFetch?: BatchFetch) {
  return httpBatchLink<AppRouter>({
    url: TRPC_URL,
    maxItems: TRPC_MAX_BATCH_SIZE,
    fetch: batchFetch,
    // The trade-fair tablet's service worker answers offline with the models the page may show.
    headers: audienceHeaders,
  });
}
