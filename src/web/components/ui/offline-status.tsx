// The trade-fair tablet's offline status in the header (docs/decisions/017-offline-trade-fair-tablet.md):
// "Ready offline" with the date of the data, what waits to be sent, and the work behind it: preparing the
// caches at sign-in and at every start, again when the data's revision changed, sending the queue when
// the connection is back, and handing sales mode back to the server then. Loaded only for a trade-fair
// user (user-menu.tsx).

import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconLoader2 } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { formatLongDate } from '../../../domain/format.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useOnline } from '../../kernel/online.ts';
import {
  offlineReadiness,
  offlineSupported,
  prepareOffline,
  showPrepared,
} from '../../lib/offline/offline-kit.ts';
import {
  offlineQueue,
  type QueueSender,
  readQueue,
  registerSender,
  sendQueue,
} from '../../lib/offline/offline-queue.ts';
import { offlineSalesMode } from '../../lib/offline/offline-session.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import classes from './offline-status.module.css';

/** How often the tablet looks for a new data revision and sends what waits, while online. */
const REFRESH_MS = 5 * 60_000;
const RETRY_SEND_MS = 30_000;

export default function OfflineStatus({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('common');
  const client = useTRPCClient();
  const readiness = useSyncExternalStore(
    offlineReadiness.subscribe,
    offlineReadiness.get,
    offlineReadiness.get,
  );
  const queue = useSyncExternalStore(offlineQueue.subscribe, offlineQueue.get, offlineQueue.get);
  const online = useOnline();

  useEffect(() => {
    const load = (known: string | undefined) => client.salesMode.offlineKit.query({ known });
    // A browser without a service worker, caches or IndexedDB: the status says so, nothing else runs.
    if (!offlineSupported()) {
      void prepareOffline(userId, load);
      return;
    }
    // The service worker answers reads without a connection: queries run instead of waiting for one, and
    // a save that cannot reach the server is queued (offline-queue.ts) rather than held in memory.
    onlineManager.setEventListener(() => () => undefined);
    onlineManager.setOnline(true);
    const sender: QueueSender = {
      save: (input, idempotencyKey) =>
        client.publicConfigurator.saveConfiguration.mutate({ ...input, idempotencyKey }),
      quote: (input, idempotencyKey) =>
        client.publicConfigurator.requestQuote.mutate({ ...input, idempotencyKey }),
    };
    registerSender(sender);
    const refresh = () => {
      if (!navigator.onLine) return;
      void prepareOffline(userId, load);
      void sendQueue(sender);
    };
    showPrepared(userId);
    void readQueue();
    refresh();
    const sendWaiting = () => {
      if (navigator.onLine && offlineQueue.get().waiting > 0) void sendQueue(sender);
    };
    window.addEventListener('online', refresh);
    const timers = [setInterval(refresh, REFRESH_MS), setInterval(sendWaiting, RETRY_SEND_MS)];
    return () => {
      registerSender(undefined);
      window.removeEventListener('online', refresh);
      for (const timer of timers) clearInterval(timer);
    };
  }, [userId, client]);

  // Online again: the server's sales-mode authorisation decides, not the PIN checked on the tablet.
  useEffect(() => {
    if (online) offlineSalesMode.set(false);
  }, [online]);

  const label =
    queue.waiting > 0
      ? queue.sending
        ? t('common.offlineSending')
        : t('common.offlineWaiting', { count: queue.waiting })
      : readiness.state === 'ready'
        ? t('common.offlineReady', { date: formatLongDate(readiness.dataDate, i18n.language) })
        : readiness.state === 'preparing'
          ? t('common.offlinePreparing', { done: readiness.done, total: readiness.total })
          : readiness.state === 'failed' && readiness.reason === 'unsupported'
            ? t('common.offlineUnsupported')
            : t('common.offlineNotReady');
  const Icon =
    queue.waiting > 0
      ? IconCloudUpload
      : readiness.state === 'ready'
        ? IconCloudCheck
        : readiness.state === 'preparing'
          ? IconLoader2
          : IconCloudOff;
  return (
    <output
      className={classes.status}
      data-state={readiness.state}
      data-testid="offline-status"
      aria-live="polite"
    >
      <Icon size={18} aria-hidden />
      <span className={classes.label}>{label}</span>
    </output>
  );
}
