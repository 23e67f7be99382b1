// Notifications of the admin area (docs/product.md#constants, internal area: bottom right, 4000 ms, at most
// 5, 440 wide, 200 high, 250 ms transition). The area keeps its own store and container, so it shows its
// messages once whether or not another container is mounted elsewhere in the app.
import '@mantine/notifications/styles.css';
import { createNotificationsStore, Notifications, showNotification } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { INTERNAL_NOTIFICATIONS } from '../../kernel/notifications.ts';

const adminNotificationsStore = createNotificationsStore();

export function AdminNotifications() {
  return <Notifications store={adminNotificationsStore} {...INTERNAL_NOTIFICATIONS} />;
}

const CLOSE = { 'aria-label': 'Close the message' };

export function notifySuccess(message: string, title?: string): void {
  showNotification(
    { color: 'teal', icon: <IconCheck size={18} aria-hidden />, title, message, closeButtonProps: CLOSE },
    adminNotificationsStore,
  );
}

export function notifyError(message: string, title = 'Not saved'): void {
  showNotification(
    {
      color: 'red',
      icon: <IconAlertTriangle size={18} aria-hidden />,
      title,
      message,
      closeButtonProps: CLOSE,
    },
    adminNotificationsStore,
  );
}
