import { Notifications } from '@mantine/notifications';
import { CONFIGURATOR_NOTIFICATIONS } from '../../app/notifications.ts';

/** SPEC §9 configurator toasts: auto-close 3000 ms, at most 5. */
export default function PublicNotifications() {
  return <Notifications {...CONFIGURATOR_NOTIFICATIONS} />;
}
