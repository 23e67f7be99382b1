import { QueryClient } from '@tanstack/react-query';
import { type ServerReachability, serverReachability } from './server-reachability.ts';

/** Data-cache settings (docs/product.md#constants). */
export const CACHE = {
  retries: 3,
  retryDelayMs: 1000,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
  dedupeMs: 2000,
} as const;

export function retryDelay(attempt: number): number {
  return Math.min(CACHE.retryDelayMs * 2 ** attempt, CACHE.maxRetryDelayMs);
}

/** The HTTP status of a failed call: tRPC's (`data.httpStatus`) or the REST clients' (`status`). */
function statusOf(error: unknown): number | undefined {
  const e = error as { data?: { httpStatus?: unknown }; status?: unknown } | null;
  const status = e?.data?.httpStatus ?? e?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Client errors (4xx) are answers, not outages: retrying a 403 only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < CACHE.retries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: CACHE.gcTimeMs,
        // Identical requests within 2 s share one fetch.
        staleTime: CACHE.dedupeMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * When the server answers again after being unavailable (docs/product.md#server-unavailable), the reads
 * that gave up load again in place: their pages stay mounted and keep what was typed. Returns the
 * unsubscribe.
 */
export function refetchFailedWhenBack(
  queryClient: QueryClient,
  reachability: ServerReachability = serverReachability,
): () => void {
  return reachability.onBack(() => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
