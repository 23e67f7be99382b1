// The one way to show a toast. Mantine's toast store and container load with the first toast: most
// visits of the public configurator never show one, so a first load carries neither
// (docs/decisions/008-boot-entry-for-the-first-load.md).
import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();
const toasts = () => import('@mantine/notifications').then((module) => module.notifications);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (after the store has loaded, on the first one). */
export function showToast(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void toasts().then((notifications) => notifications.show(data));
}

/** Hides the toast with this id, if the store was ever loaded. */
export function hideToast(id: string): void {
  if (wanted) void toasts().then((notifications) => notifications.hide(id));
}

/** True once a toast was asked for: a layout mounts the toast container from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
