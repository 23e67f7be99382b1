// Sales mode as the browser knows it (docs/product.md#sales-mode): the server's `salesMode.status`, asked
// only for a signed-in user whose role may use sales mode, so an anonymous visitor makes no extra request and
// loads no sales-mode code. The header's control and the configurator share this one query.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { can } from '../../../../domain/permissions.ts';
import type { SalesModeStatus } from '../../../../domain/sales-mode.ts';
import { useSession } from '../../../kernel/session/session.tsx';
import { offlineSalesMode, preparedFor } from '../../../lib/offline/offline-session.ts';
import { useTRPC } from '../../../lib/trpc.ts';

export type { SalesModeStatus };

const OFF: SalesModeStatus = { available: false, needsPin: false, authorised: false, expiresAt: null };

/** Whether the signed-in user's role may use sales mode (sales, admin, development; never backoffice). */
export function useSalesModeEligible(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && can(session.data?.user.role, 'salesMode.use');
}

/** A trade-fair user on a tablet prepared for offline use, while the server cannot be asked. */
const OFFLINE_TRADE_FAIR: SalesModeStatus = {
  available: true,
  needsPin: true,
  authorised: false,
  expiresAt: null,
};

/**
 * The session's sales mode; `authorised` is false until the server says otherwise, or, on a trade-fair
 * tablet without a connection, until the PIN was checked on the tablet (lib/offline/offline-pin.ts).
 */
export function useSalesModeStatus(): { eligible: boolean; status: SalesModeStatus; loaded: boolean } {
  const eligible = useSalesModeEligible();
  const session = useSession();
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.salesMode.status.queryOptions(),
    enabled: eligible,
    staleTime: 60_000,
  });
  const offlineAuthorised = useSyncExternalStore(
    offlineSalesMode.subscribe,
    offlineSalesMode.get,
    () => false,
  );
  const user = session.data?.user;
  // Only while the server cannot be asked: online, its answer decides even when a refetch failed.
  const offline =
    eligible &&
    user?.tradeFairModeEnabled &&
    (query.data === undefined || (typeof navigator !== 'undefined' && !navigator.onLine)) &&
    preparedFor(user.id) !== undefined;
  if (offline || (offlineAuthorised && eligible)) {
    return {
      eligible,
      status: { ...(query.data ?? OFFLINE_TRADE_FAIR), authorised: offlineAuthorised },
      loaded: true,
    };
  }
  return { eligible, status: eligible ? (query.data ?? OFF) : OFF, loaded: !eligible || query.isSuccess };
}

/**
 * After the server switched sales mode: the machine models are fetched again (agency prices and
 * article numbers come only with the sales-mode model) before the status flips on, so no sales figure
 * is shown from a model without it; switching off hides the figures at once.
 */
export async function applySalesModeStatus(
  queryClient: QueryClient,
  keys: { status: readonly unknown[]; models: readonly unknown[] },
  status: SalesModeStatus,
): Promise<void> {
  if (!status.authorised) queryClient.setQueryData(keys.status, status);
  await queryClient.invalidateQueries({ queryKey: keys.models }).catch(() => undefined);
  if (status.authorised) queryClient.setQueryData(keys.status, status);
}
