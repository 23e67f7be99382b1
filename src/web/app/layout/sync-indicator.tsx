import { Loader, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { LazyTooltip } from '../../components/ui/lazy-tooltip.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { DataStoreState } from '../../kernel/data-store.tsx';
import classes from './layout.module.css';

/** The data store's state, or `unavailable` while the server does not answer (kernel/server-reachability.ts). */
export type SyncState = DataStoreState | 'unavailable';

const SYNC_LABELS: Record<DataStoreState, string> = {
  loading: 'Syncing',
  initialized: 'Synchronized',
  error: 'Not synchronized',
};

/**
 * docs/product.md#layout: "Syncing" while the data store loads, "Synchronized" once loaded; a click reloads.
 * While the server is unavailable it says so in the words of the banner (docs/product.md#server-unavailable),
 * in the user's language.
 */
export function SyncIndicator({ state, onRefresh }: { state: SyncState; onRefresh: () => void }) {
  const { t } = useTranslation('common');
  const loading = state === 'loading';
  const label = state === 'unavailable' ? t('common.serverUnavailableShort') : SYNC_LABELS[state];
  return (
    <LazyTooltip label="Refresh">
      <UnstyledButton
        className={classes.sync}
        data-state={state}
        aria-disabled={loading}
        aria-label={`${label}. Refresh`}
        onClick={() => {
          if (!loading) onRefresh();
        }}
      >
        {loading ? (
          <Loader size={16} />
        ) : state === 'unavailable' ? (
          <IconCloudOff size={18} color="var(--mantine-color-orange-filled)" aria-hidden />
        ) : state === 'error' ? (
          <IconAlertTriangle size={18} color="var(--mantine-color-red-filled)" aria-hidden />
        ) : (
          <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-hidden />
        )}
        <span className={classes.syncLabel} data-testid="sync-label">
          {label}
        </span>
      </UnstyledButton>
    </LazyTooltip>
  );
}
