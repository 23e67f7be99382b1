import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { InternalArea as InternalLayoutArea } from '../layout/internal-layout.tsx';
import { INTERNAL_NOTIFICATIONS } from '../notifications.ts';

/**
 * The internal area with the providers only it needs (SPEC §9 notifications, modals). They load with
 * its chunk, so public pages do not carry them (issue 10).
 */
export function InternalArea() {
  return (
    <ModalsProvider>
      <Notifications {...INTERNAL_NOTIFICATIONS} />
      <InternalLayoutArea />
    </ModalsProvider>
  );
}
