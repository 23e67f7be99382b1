// The internal area's toast container, loaded with its first toast (lib/toast.ts): most visits show none,
// so the area's first load carries neither Mantine's notifications nor their styles.
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { INTERNAL_NOTIFICATIONS } from '../kernel/notifications.ts';

export default function InternalNotifications() {
  return <Notifications {...INTERNAL_NOTIFICATIONS} />;
}
