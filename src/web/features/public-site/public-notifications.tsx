import { Notifications } from '@mantine/notifications';
import { CONFIGURATOR_NOTIFICATIONS } from '../../kernel/notifications.ts';

/** Configurator toasts (docs/product.md#constants): auto-close 3000 ms, at most 5. */
export default function PublicNotifications() {
  return <Notifications {...CONFIGURATOR_NOTIFICATIONS} />;
}
