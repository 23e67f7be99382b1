import { createTRPCClient, type OperationLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/api/types.ts';
import { reachabilityFetch, serverReachability } from '../kernel/server-reachability.ts';
import type { EarlyReads } from './early-reads.ts';
import { lazyModule } from './lazy-module.ts';
import type { BatchFetch } from './trpc-transport.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const transportModule = lazyModule(() => import('./trpc-transport.ts'));

/**
 * Loads the transport before the first call needs it. A server-rendered public page makes no call while
 * it loads (its reads came with its HTML, lib/public-site-data.ts), so it leaves the transport (2 KB
 * gzipped) to the visitor's first action, which may well be a call (a language switch, a save).
 */
export function preloadTransport(): void {
  transportModule.load().catch(() => undefined); // the call that needs it reports the failure
}

/**
 * Calls made together go as one request (httpBatchLink, loaded with the first call: `transport`). A batch
 * whose address the boot entry already asked for (`early`) takes that response instead of asking again.
 */
export function createApiClient(early?: EarlyReads) {
  // Every answer (or failure) tells the server's reachability store how the server is (its banner).
  const batchFetch: BatchFetch = early
    ? (input, init) =>
        serverReachability.observe(early.take(String(input), init?.method) ?? fetch(input, init), init)
    : reachabilityFetch;
  return createTRPCClient<AppRouter>({ links: [transport(batchFetch)] });
}

/**
 * A link that hands every operation to the batch link once its module is in. Operations that arrive
 * while it loads wait and then go together, in one batch, as they would have without the wait.
 */
function transport(batchFetch: BatchFetch): TRPCLink<AppRouter> {
  return (runtime) => {
    // One batch link per client, made once its module is in (a failed load is tried again by the next call).
    const link = lazyModule(() =>
      transportModule
        .load()
        .then(({ batchLink }): OperationLink<AppRouter> => batchLink(batchFetch)(runtime)),
    );
    return ({ op, next }) =>
      observable((observer) => {
        let stopped = false;
        let unsubscribe = () => {};
        link.load().then(
          (operationLink) => {
            if (!stopped) ({ unsubscribe } = operationLink({ op, next }).subscribe(observer));
          },
          (cause: unknown) => {
            if (!stopped) observer.error(TRPCClientError.from(cause as Error));
          },
        );
        return () => {
          stopped = true;
          unsubscribe();
        };
      });
  };
}
