import { Loader, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { LazyTooltip } from '../../components/ui/lazy-tooltip.tsx';
import type { DataStoreState } from '../../kernel/data-store.tsx';
import classes from './layout.module.css';

const SYNC_LABELS: Record<DataStoreState, string> = {
  loading: 'Syncing',
  initialized: 'Synchronized',
  error: 'Not synchronized',
};

/**
 * docs/product.md#layout: "Syncing" while the data store loads, "Synchronized" once loaded; a click reloads.
 */
export function SyncIndicator({ state, onRefresh }: { state: DataStoreState; onRefresh: () => void }) {
  const loading = state === 'loading';
  const label = SYNC_LABELS[state];
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
