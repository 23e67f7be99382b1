// The sales login/logout toggle of a header (docs/product.md#sales-mode): sales login calls
// salesMode.authorize, or opens the PIN modal for a trade-fair user; sales logout calls
// salesMode.deauthorize. While sales mode is on, a badge says so. A PIN authorisation is cleared after
// idle time (docs/product.md#trade-fair-mode), and the "tradeFairModeDisabled" modal says so. The public
// header mounts it; the internal area can mount the same control.
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Suspense, useCallback, useState } from 'react';
import type { SalesModeStatus } from '../../../../domain/sales-mode.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { offlineSalesMode } from '../../../lib/offline/offline-session.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import classes from './sales-mode.module.css';
import { applySalesModeStatus, useSalesModeStatus } from './sales-mode-status.ts';
import { useTradeFairIdle } from './use-trade-fair-idle.ts';

const loadModals = () => import('./sales-mode-modals.tsx');
const PinModal = lazyPage('sales-mode-pin-modal', loadModals, (m) => m.PinModal);
const IdleModal = lazyPage('sales-mode-idle-modal', loadModals, (m) => m.IdleModal);

export const SALES_NAMESPACE = 'sales';

/** Keeps the status query and the sales-mode models in step with what the server answered. */
export function useApplySalesMode() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (status: SalesModeStatus) =>
      applySalesModeStatus(
        queryClient,
        {
          status: trpc.salesMode.status.queryKey(),
          models: trpc.publicConfigurator.machineModel.pathKey(),
        },
        status,
      ),
    [queryClient, trpc],
  );
}

function failureText(error: unknown, t: (key: string, options?: Record<string, string>) => string) {
  if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code) {
    return t('switchFailed', { message: error.message });
  }
  return t('switchOffline');
}

export function SalesModeControl() {
  const { t } = useTranslation(SALES_NAMESPACE);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { eligible, status, loaded } = useSalesModeStatus();
  const apply = useApplySalesMode();
  const [pinOpen, setPinOpen] = useState(false);
  const [idleShown, setIdleShown] = useState(false);
  const onError = (error: unknown) => showToast({ color: 'red', message: failureText(error, t) });
  const authorize = useMutation(
    trpc.salesMode.authorize.mutationOptions({ onSuccess: (next) => apply(next), onError }),
  );
  const deauthorize = useMutation(
    trpc.salesMode.deauthorize.mutationOptions({ onSuccess: (next) => apply(next), onError }),
  );

  useTradeFairIdle({
    active: status.authorised && status.needsPin,
    onIdle: () => {
      // The figures go at once; the server is told, and ends the authorisation by itself anyway.
      offlineSalesMode.set(false);
      void apply({ ...status, authorised: false, expiresAt: null });
      deauthorize.mutate(undefined, { onError: () => undefined });
      setIdleShown(true);
    },
    onHeartbeat: () => {
      void queryClient
        .fetchQuery({ ...trpc.salesMode.status.queryOptions(), staleTime: 0 })
        .then((next) => {
          if (!next.authorised) void apply(next);
        })
        .catch(() => undefined);
    },
  });

  if (!eligible || !loaded || !status.available) return null;
  const busy = authorize.isPending || deauthorize.isPending;
  const onClick = () => {
    // Unlocked on the tablet without a connection: locked again there (lib/offline/offline-session.ts).
    if (status.authorised && offlineSalesMode.get()) {
      offlineSalesMode.set(false);
      void apply({ ...status, authorised: false, expiresAt: null });
    } else if (status.authorised) deauthorize.mutate();
    else if (status.needsPin) setPinOpen(true);
    else authorize.mutate();
  };
  const label = status.authorised ? t('salesLogout') : t('salesLogin');
  const Icon = status.authorised ? IconLockOpen : IconLock;
  return (
    <div className={classes.control} data-testid="sales-mode-control">
      {status.authorised && (
        <span className={classes.badge} data-testid="sales-mode-badge">
          {t('salesMode')}
        </span>
      )}
      <button
        type="button"
        className={classes.toggle}
        onClick={onClick}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-haspopup={!status.authorised && status.needsPin ? 'dialog' : undefined}
      >
        <Icon size={18} aria-hidden />
        <span className={classes.toggleLabel}>{label}</span>
      </button>
      {pinOpen && (
        <Suspense fallback={null}>
          <PinModal onClose={() => setPinOpen(false)} onAuthorised={(next) => apply(next)} />
        </Suspense>
      )}
      {idleShown && (
        <Suspense fallback={null}>
          <IdleModal onClose={() => setIdleShown(false)} />
        </Suspense>
      )}
    </div>
  );
}
